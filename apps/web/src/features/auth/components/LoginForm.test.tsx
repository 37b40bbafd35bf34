import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installApi, renderWithApp, testConfig, testUser } from '../../../test/render';
import { LoginForm } from './LoginForm';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../components/notify', () => ({ notify }));

const fill = async (email: string, password: string) => {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email address'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('LoginForm', () => {
  it('says which fields are required, word for word', async () => {
    installApi(() => ({ status: 500, body: {} }));
    renderWithApp(<LoginForm onSuccess={() => undefined} />);
    await fill('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('rejects an address that is not an e-mail', async () => {
    installApi(() => ({ status: 500, body: {} }));
    renderWithApp(<LoginForm onSuccess={() => undefined} />);
    await fill('not-an-email', 'whatever');
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
  });

  it('has Remember me on by default', async () => {
    installApi(() => ({ status: 500, body: {} }));
    renderWithApp(<LoginForm onSuccess={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('signs in, says Login success and continues', async () => {
    const api = installApi(() => ({ status: 201, body: { data: { accessToken: 'tok', user: testUser() } } }));
    const onSuccess = vi.fn();
    renderWithApp(<LoginForm onSuccess={onSuccess} />);
    await fill('Ann@Example.test', 'secret-pass');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(notify).toHaveBeenCalledWith('Login success', 'success');
    expect(api.calls[0].body).toEqual({
      username: 'ann@example.test',
      password: 'secret-pass',
      tokenGG: undefined,
    });
  });

  it('shows the server message above the form when login fails', async () => {
    installApi(() => ({
      status: 401,
      body: {
        error: {
          code: 'INVALID_CREDENTIALS',
          message: 'The e-mail or password is incorrect',
          key: 'invalidCredentials',
        },
      },
    }));
    renderWithApp(<LoginForm onSuccess={() => undefined} />);
    await fill('ann@example.test', 'wrong-pass');
    expect(await screen.findByTestId('form-error')).toHaveTextContent('The e-mail or password is incorrect');
  });

  it('aborts when the captcha service is not ready', async () => {
    const api = installApi(() => ({ status: 201, body: {} }));
    renderWithApp(<LoginForm onSuccess={() => undefined} />, {
      config: testConfig({ captcha: { provider: 'recaptcha', siteKey: 'site-key' } }),
    });
    await fill('ann@example.test', 'secret-pass');
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Execute recaptcha not yet available');
    expect(api.calls.filter((c) => c.path === '/auth/loginV1')).toHaveLength(0);
  });
});
