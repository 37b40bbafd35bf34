import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAccessToken } from '../../api/session';
import { installApi, renderWithApp, testUser } from '../../test/render';
import { authReducer, initialAuthState } from './AuthContext';
import { saveSession, TOKEN_KEY, USER_KEY } from './auth-storage';
import { useAuth } from './hooks/useAuth';

let current: ReturnType<typeof useAuth> | null = null;
function Probe() {
  const auth = useAuth();
  current = auth;
  if (!auth.isInitialized) return <p>initialising</p>;
  return <p>{auth.isAuthenticated ? `in:${auth.user?.name}` : 'out'}</p>;
}

describe('auth state', () => {
  it('moves from initialising to authenticated or not', () => {
    expect(initialAuthState).toEqual({ isInitialized: false, isAuthenticated: false, user: null });
    const user = testUser();
    expect(authReducer(initialAuthState, { type: 'INITIAL', user })).toEqual({
      isInitialized: true,
      isAuthenticated: true,
      user,
    });
    expect(authReducer(initialAuthState, { type: 'INITIAL', user: null }).isAuthenticated).toBe(false);
    expect(
      authReducer({ isInitialized: true, isAuthenticated: true, user }, { type: 'LOGOUT', reason: 'user' }),
    ).toEqual({
      isInitialized: true,
      isAuthenticated: false,
      user: null,
      signedOut: 'user',
    });
  });

  it('restores the session from storage and applies the token to requests', async () => {
    installApi(() => ({ status: 200, body: { data: testUser({ name: 'Fresh Name' }) } }));
    saveSession({ accessToken: 'stored-token', user: testUser() }, true);
    renderWithApp(<Probe />);
    expect(await screen.findByText(/^in:/)).toBeInTheDocument();
    expect(getAccessToken()).toBe('stored-token');
    // The cached user shows first; the server's copy replaces it.
    await waitFor(() => expect(screen.getByText('in:Fresh Name')).toBeInTheDocument());
  });

  it('starts signed out without a stored session', async () => {
    installApi(() => ({ status: 200, body: {} }));
    renderWithApp(<Probe />);
    expect(await screen.findByText('out')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });

  it('logs in, stores user and token, and logout clears them', async () => {
    const user = testUser();
    const api = installApi((_m, path) =>
      path === '/auth/loginV1'
        ? { status: 201, body: { data: { accessToken: 'new-token', user } } }
        : { status: 200, body: { data: { ok: true } } },
    );
    renderWithApp(<Probe />);
    await screen.findByText('out');
    await act(async () => {
      await current?.login({ username: user.username, password: 'secret-pass', remember: true });
    });
    expect(screen.getByText(`in:${user.name}`)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(TOKEN_KEY) ?? '{}').value).toBe('new-token');
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/auth/loginV1', query: { zip: true } });

    await act(async () => {
      await current?.logout();
    });
    expect(screen.getByText('out')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(api.calls.map((c) => c.path)).toContain('/auth/logout');
  });
});
