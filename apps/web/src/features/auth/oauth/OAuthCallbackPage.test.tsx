import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '../../../api/session';
import { installApi, renderWithApp, testUser } from '../../../test/render';
import { OAuthCallbackPage } from './OAuthCallbackPage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../components/notify', () => ({ notify }));

const open = (query: string) =>
  renderWithApp(
    // StrictMode runs the page's effects twice, as in development: the code must still go once
    <StrictMode>
      <OAuthCallbackPage />
    </StrictMode>,
    { path: `/auth/callback?${query}`, route: '/auth/callback' },
  );

describe('the provider sign-in callback page', () => {
  it('exchanges the one-time code once, starts the session and goes to the return path', async () => {
    const api = installApi((_method, path) => {
      if (path === '/auth/oauth/exchange')
        return { status: 201, body: { data: { accessToken: 'oauth-token', user: testUser() } } };
      if (path === '/auth/providers')
        return { status: 200, body: { data: { providers: [], passkeys: false } } };
      return { status: 500, body: {} };
    });
    open('code=one-time_code&returnTo=%2Fcore%2Ffilter');
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    const exchanges = api.calls.filter((c) => c.path === '/auth/oauth/exchange');
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.body).toEqual({ code: 'one-time_code' });
    expect(getAccessToken()).toBe('oauth-token');
    expect(window.localStorage.getItem('accessToken')).toContain('oauth-token');
    expect(notify).toHaveBeenCalledWith('Login success', 'success');
  });

  it("shows a used or expired code's refusal in the reader's language, with the way back to login", async () => {
    const api = installApi((_method, path) =>
      path === '/auth/oauth/exchange'
        ? {
            status: 400,
            body: { error: { code: 'VALIDATION', message: 'x', key: 'oauthCodeInvalid' } },
          }
        : { status: 200, body: { data: { providers: [], passkeys: false } } },
    );
    open('code=spent');
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'This sign-in link has expired or was already used. Please sign in again',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/core/auth/login');
    expect(api.calls.filter((c) => c.path === '/auth/oauth/exchange')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });

  it('says a provider was linked and returns to the account page, with nothing to exchange', async () => {
    notify.mockClear();
    const api = installApi(() => ({
      status: 200,
      body: { data: { providers: [{ id: 'google', name: 'Google' }], passkeys: false } },
    }));
    open('linked=google&returnTo=%2Fcore%2Fuser%2Faccount');
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Google is connected to your account', 'success'),
    );
    expect(notify).toHaveBeenCalledTimes(1);
    expect(api.calls.some((c) => c.path === '/auth/oauth/exchange')).toBe(false);
  });
});
