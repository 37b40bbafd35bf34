import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installApi, renderWithApp } from '../../../test/render';
import { SignInMethods } from './SignInMethods';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../components/notify', () => ({ notify }));

const identity = (id: string, provider: string, providerName: string, email: string | null) => ({
  id,
  provider,
  providerName,
  email,
  createdAt: Date.UTC(2026, 0, 2),
  lastUsedAt: null,
});

/** An account made with Google: no password, Google linked, one passkey; the server offers Google and X. */
function server({ refuseRemoval = false } = {}) {
  return installApi((method, path) => {
    if (path === '/auth/providers')
      return {
        status: 200,
        body: {
          data: {
            providers: [
              { id: 'google', name: 'Google' },
              { id: 'x', name: 'X' },
            ],
            passkeys: true,
          },
        },
      };
    if (path === '/auth/passkeys')
      return {
        status: 200,
        body: {
          data: [
            { id: 'pk1', name: 'Phone', createdAt: Date.UTC(2026, 0, 1), lastUsedAt: null, backedUp: false },
          ],
        },
      };
    if (method === 'GET' && path === '/auth/identities')
      return {
        status: 200,
        body: {
          data: { identities: [identity('g1', 'google', 'Google', 'ann@gmail.test')], hasPassword: false },
        },
      };
    if (method === 'DELETE' && path === '/auth/identities/g1')
      return refuseRemoval
        ? {
            status: 409,
            body: { error: { code: 'CONFLICT', message: 'x', key: 'lastSignInMethod' } },
          }
        : { status: 200, body: { data: { ok: true } } };
    return { status: 500, body: {} };
  });
}

describe('the sign-in methods of the account page', () => {
  beforeEach(() => notify.mockClear());

  it('lists the linked providers and the passkeys, says there is no password, and offers the providers not linked', async () => {
    server();
    renderWithApp(<SignInMethods />);
    const item = await screen.findByTestId('identity-item');
    expect(item).toHaveTextContent('Google');
    expect(item).toHaveTextContent('ann@gmail.test');
    expect(screen.getByTestId('no-password')).toHaveTextContent('No password');
    expect(await screen.findByTestId('passkey-item')).toHaveTextContent('Phone');
    const linkButtons = await screen.findByTestId('identity-link-buttons');
    expect(within(linkButtons).getByRole('button', { name: 'Connect X' })).toBeInTheDocument();
    expect(within(linkButtons).queryByRole('button', { name: 'Connect Google' })).toBeNull();
  });

  it("shows the server's refusal when removing would leave no way to sign in", async () => {
    const api = server({ refuseRemoval: true });
    renderWithApp(<SignInMethods />);
    const user = userEvent.setup();
    // two methods are listed (Google and the passkey), so the page offers removal; the server knows better
    await user.click(await screen.findByTestId('identity-remove'));
    expect(await screen.findByText('Remove Google?')).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-action'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'This is your only way to sign in. Add another passkey or a password before removing it',
        'error',
      ),
    );
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/auth/identities/g1');
  });

  it('removes a linked provider once confirmed', async () => {
    server();
    renderWithApp(<SignInMethods />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('identity-remove'));
    await user.click(screen.getByTestId('confirm-action'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Google removed from your sign-in methods', 'success'),
    );
  });

  it('offers no removal of the last way to sign in', async () => {
    installApi((_method, path) => {
      if (path === '/auth/passkeys') return { status: 200, body: { data: [] } };
      if (path === '/auth/identities')
        return {
          status: 200,
          body: { data: { identities: [identity('g1', 'google', 'Google', null)], hasPassword: false } },
        };
      return { status: 200, body: { data: { providers: [], passkeys: false } } };
    });
    renderWithApp(<SignInMethods />);
    expect(await screen.findByTestId('identity-item')).toHaveTextContent('Google');
    expect(screen.queryByTestId('identity-remove')).toBeNull();
  });

  it('shows why linking a provider came back refused', async () => {
    server();
    renderWithApp(<SignInMethods />, {
      path: '/core/user/account?error=oauthIdentityTaken&provider=x',
    });
    expect(await screen.findByTestId('identity-refusal')).toHaveTextContent(
      'This provider account is already connected to another account',
    );
  });
});
