import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CACHE_CONFIGURATION_KEY, cacheKey, writeCache } from '../../api/cache';
import { api } from '../../api/client';
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
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/auth/loginV1', zip: true });

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

describe('server data of a member', () => {
  const ann = testUser();
  const bob = testUser({ id: 'u2', username: 'bob@example.test', name: 'Bob Trader' });
  const annList = cacheKey('/filters', { document: 'user filter' });

  /** Signed in as Ann, who read her filters: in the query client (a screen's and the API's) and in storage. */
  async function signedInAnnWithData() {
    installApi((method, path) => {
      if (path === '/auth/loginV1')
        return { status: 201, body: { data: { accessToken: 'bob-token', user: bob } } };
      if (path === '/filters') return { status: 200, body: { data: ['ann filter'] } };
      return { status: method === 'GET' ? 200 : 201, body: { data: method === 'GET' ? ann : { ok: true } } };
    });
    saveSession({ accessToken: 'ann-token', user: ann }, true);
    renderWithApp(<Probe />);
    await screen.findByText(`in:${ann.name}`);
    await act(async () => {
      await api().get('/filters', { query: { document: 'user filter' } });
    });
    api().queryClient.setQueryData(['filters', 'mine'], ['ann filter']);
    expect(window.localStorage.getItem(annList)).toContain('ann filter');
    expect(api().queryClient.getQueryCache().getAll()).toHaveLength(2);
  }

  it('are gone from memory and storage after logout', async () => {
    await signedInAnnWithData();
    await act(async () => {
      await current?.logout();
    });
    expect(screen.getByText('out')).toBeInTheDocument();
    expect(api().queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(window.localStorage.getItem(annList)).toBeNull();
  });

  it('are gone when another member signs in over the session', async () => {
    await signedInAnnWithData();
    await act(async () => {
      await current?.login({ username: bob.username, password: 'secret-pass', remember: true });
    });
    expect(screen.getByText(`in:${bob.name}`)).toBeInTheDocument();
    expect(api().queryClient.getQueryData(['filters', 'mine'])).toBeUndefined();
    expect(api().queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(window.localStorage.getItem(annList)).toBeNull();
    expect(getAccessToken()).toBe('bob-token');
  });
});

describe('cache configuration after login', () => {
  const rules = [
    { id: 'r1', url: '/market-reference', timeCache: 86_400_000, active: true, description: 'reference' },
    { id: 'r2', url: '/markets', timeCache: 0, active: true, description: 'live' },
  ];
  const storedRules = () => JSON.parse(window.localStorage.getItem(CACHE_CONFIGURATION_KEY) ?? 'null')?.value;

  /** Logs in against a server whose /configuration answers with `configuration`. */
  async function loginWith(configuration: () => { status: number; body: unknown }) {
    const user = testUser();
    const api = installApi((_m, path) => {
      if (path === '/auth/loginV1')
        return { status: 201, body: { data: { accessToken: 'new-token', user } } };
      if (path === '/configuration') return configuration();
      return { status: 200, body: { data: { ok: true } } };
    });
    renderWithApp(<Probe />);
    await screen.findByText('out');
    await act(async () => {
      await current?.login({ username: user.username, password: 'secret-pass', remember: true });
    });
    expect(screen.getByText(`in:${user.name}`)).toBeInTheDocument();
    return api;
  }

  it('asks for the active cache configuration once and stores a non-empty list', async () => {
    const api = await loginWith(() => ({
      status: 200,
      body: { data: rules, total: rules.length, page: 1, pageSize: 100 },
    }));
    await waitFor(() => expect(storedRules()).toEqual(rules));
    const configurationCalls = api.calls.filter((c) => c.path === '/configuration');
    expect(configurationCalls).toEqual([
      expect.objectContaining({
        method: 'GET',
        query: { active: 'true', document: 'cache configuration' },
      }),
    ]);
  });

  it('clears a stored configuration when the list is empty', async () => {
    window.localStorage.setItem(
      CACHE_CONFIGURATION_KEY,
      JSON.stringify({ value: rules, expiry: Date.now() + 60_000 }),
    );
    const api = await loginWith(() => ({
      status: 200,
      body: { data: [], total: 0, page: 1, pageSize: 100 },
    }));
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/configuration'));
    await waitFor(() => expect(window.localStorage.getItem(CACHE_CONFIGURATION_KEY)).toBeNull());
  });

  it('clears it when the call fails, without failing the login', async () => {
    window.localStorage.setItem(
      CACHE_CONFIGURATION_KEY,
      JSON.stringify({ value: rules, expiry: Date.now() + 60_000 }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await loginWith(() => ({
        status: 500,
        body: {
          error: { code: 'INTERNAL', message: 'Unknown error. Please contact Admin', key: 'unknownError' },
        },
      }));
      await waitFor(() => expect(window.localStorage.getItem(CACHE_CONFIGURATION_KEY)).toBeNull());
      expect(warn).toHaveBeenCalledWith('Cache configuration could not be loaded', expect.anything());
      expect(getAccessToken()).toBe('new-token');
    } finally {
      warn.mockRestore();
    }
  });

  it('refreshes the rules when a stored session is restored, keeping cached answers when they did not change', async () => {
    window.localStorage.setItem(
      CACHE_CONFIGURATION_KEY,
      JSON.stringify({ value: rules, expiry: Date.now() + 60_000 }),
    );
    const cached = cacheKey('/market-reference');
    writeCache(cached, { status: 200, body: { data: [1] } });
    const api = installApi((_m, path) =>
      path === '/configuration'
        ? { status: 200, body: { data: rules, total: 2, page: 1, pageSize: 100 } }
        : { status: 200, body: { data: testUser() } },
    );
    saveSession({ accessToken: 'stored-token', user: testUser() }, true);
    renderWithApp(<Probe />);
    await screen.findByText(/^in:/);
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/configuration'));
    // let the answer land before checking what it left in storage
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(storedRules()).toEqual(rules);
    expect(window.localStorage.getItem(cached)).not.toBeNull();
  });
});
