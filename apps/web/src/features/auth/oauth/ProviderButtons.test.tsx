import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { installApi, renderWithApp } from '../../../test/render';
import { LoginPage } from '../pages/LoginPage';
import { RegisterPage } from '../pages/RegisterPage';

/** The browser leaving for the server's start: jsdom cannot navigate, so the address is recorded. */
const leave = vi.hoisted(() => vi.fn());
vi.mock('./oauth-start', async (original) => ({
  ...(await original<typeof import('./oauth-start')>()),
  leaveFor: leave,
}));

const offering = (providers: Array<{ id: string; name: string }>) =>
  installApi((_method, path) =>
    path === '/auth/providers'
      ? { status: 200, body: { data: { providers, passkeys: false } } }
      : { status: 500, body: {} },
  );

describe('the provider buttons', () => {
  beforeEach(() => leave.mockClear());
  afterEach(() => changeLanguage('en'));

  it('offers each configured provider with its mark, each starting at the server with the return path', async () => {
    offering([
      { id: 'google', name: 'Google' },
      { id: 'x', name: 'X' },
      { id: 'oidc', name: 'Acme ID' },
    ]);
    renderWithApp(<LoginPage />, { path: '/core/auth/login?returnTo=%2Fcore%2Ffilter' });
    const user = userEvent.setup();
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(google.querySelector('svg')).not.toBeNull();
    await user.click(google);
    expect(leave).toHaveBeenLastCalledWith('/api/core/auth/oauth/google/start?returnTo=%2Fcore%2Ffilter');
    await user.click(screen.getByRole('button', { name: 'Continue with X' }));
    expect(leave).toHaveBeenLastCalledWith('/api/core/auth/oauth/x/start?returnTo=%2Fcore%2Ffilter');
    // the operator's own OpenID Connect server, under the name they gave it
    await user.click(screen.getByRole('button', { name: 'Continue with Acme ID' }));
    expect(leave).toHaveBeenLastCalledWith('/api/core/auth/oauth/oidc/start?returnTo=%2Fcore%2Ffilter');
  });

  it('lands on the dashboard when the return path is another site', async () => {
    offering([{ id: 'google', name: 'Google' }]);
    renderWithApp(<LoginPage />, { path: '/core/auth/login?returnTo=%2F%2Fevil.example' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(leave).toHaveBeenCalledWith('/api/core/auth/oauth/google/start?returnTo=%2Fcore');
  });

  it('speaks Vietnamese on the register screen too', async () => {
    await changeLanguage('vi');
    offering([{ id: 'facebook', name: 'Facebook' }]);
    renderWithApp(<RegisterPage />);
    expect(await screen.findByRole('button', { name: 'Tiếp tục với Facebook' })).toBeInTheDocument();
  });

  it('shows no button at all when no provider is configured', async () => {
    const api = offering([]);
    renderWithApp(<LoginPage />, { path: '/core/auth/login' });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/auth/providers')).toBe(true));
    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
    expect(screen.queryByTestId('oauth-providers')).toBeNull();
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });

  it('leaves out a provider id this build does not know', async () => {
    offering([
      { id: 'myspace', name: 'MySpace' },
      { id: 'google', name: 'Google' },
    ]);
    renderWithApp(<LoginPage />, { path: '/core/auth/login' });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with MySpace' })).toBeNull();
  });
});
