import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { type Handler, installApi, renderWithApp, testUser } from '../../../test/render';
import { LoginPage } from '../pages/LoginPage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../components/notify', () => ({ notify }));

const providers = { status: 200, body: { data: { providers: [{ id: 'x', name: 'X' }], passkeys: false } } };
const server =
  (rest: Handler): Handler =>
  (method, path, init) =>
    path === '/auth/providers' ? providers : rest(method, path, init);

describe('a provider sign-in turned back to the login screen', () => {
  afterEach(() => changeLanguage('en'));

  it("says it was cancelled, in the reader's language, with what to do next", async () => {
    await changeLanguage('vi');
    installApi(server(() => ({ status: 500, body: {} })));
    renderWithApp(<LoginPage />, { path: '/core/auth/login?error=oauthCancelled&provider=x' });
    const notice = await screen.findByTestId('oauth-refusal');
    expect(notice).toHaveTextContent('Việc đăng nhập đã bị hủy tại nhà cung cấp');
    await waitFor(() => expect(notice).toHaveTextContent('Hãy chọn lại X khi bạn sẵn sàng'));
  });

  it('tells an unreachable provider apart from an expired attempt', async () => {
    installApi(server(() => ({ status: 500, body: {} })));
    renderWithApp(<LoginPage />, { path: '/core/auth/login?error=oauthProviderUnreachable&provider=x' });
    expect(await screen.findByTestId('oauth-refusal')).toHaveTextContent(
      'The sign-in provider could not be reached. Please try again later',
    );
  });

  it('links the provider once the owner of the e-mail has signed in with the password', async () => {
    const api = installApi(
      server((_method, path) => {
        if (path === '/auth/loginV1')
          return { status: 201, body: { data: { accessToken: 'tok', user: testUser() } } };
        if (path === '/auth/identities/link')
          return {
            status: 201,
            body: {
              data: {
                id: 'i1',
                provider: 'x',
                providerName: 'X',
                email: null,
                createdAt: 1,
                lastUsedAt: null,
              },
            },
          };
        return { status: 500, body: {} };
      }),
    );
    renderWithApp(<LoginPage />, {
      path: '/core/auth/login?error=oauthEmailTaken&provider=x&link=link-code-1',
      route: '/core/auth/login',
    });
    const notice = await screen.findByTestId('oauth-refusal');
    // the provider's name arrives with the providers list
    await waitFor(() => expect(notice).toHaveTextContent('Connect X to your account'));
    // proving ownership is signing in to the account, not with another provider
    expect(screen.queryByTestId('oauth-providers')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'ann@example.test');
    await user.type(screen.getByLabelText('Password'), 'Correct-Horse-42');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/auth/identities/link')?.body).toEqual({
      linkCode: 'link-code-1',
    });
    expect(notify).toHaveBeenCalledWith('X is connected to your account', 'success');
  });

  it('asks for an e-mail when the provider gave none, and says to check the mailbox', async () => {
    const api = installApi(
      server((_method, path) =>
        path === '/auth/oauth/complete'
          ? {
              status: 200,
              body: {
                data: {
                  key: 'oauthVerificationSent',
                  message: 'Check your e-mail and open the verification link to finish signing up',
                },
              },
            }
          : { status: 500, body: {} },
      ),
    );
    renderWithApp(<LoginPage />, {
      path: '/core/auth/login?error=oauthEmailRequired&provider=x&complete=complete-1',
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'Ann@Example.test');
    await user.click(screen.getByTestId('oauth-complete-submit'));
    expect(await screen.findByTestId('oauth-complete-sent')).toHaveTextContent(
      'Check your e-mail and open the verification link to finish signing up',
    );
    expect(api.calls.find((c) => c.path === '/auth/oauth/complete')?.body).toEqual({
      code: 'complete-1',
      email: 'ann@example.test',
    });
  });
});
