import type { AuthUser } from '@bitdata/contracts/auth';
import type { PublicConfig } from '@bitdata/contracts/public';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiClient, setApiClient, type TransportLike, type TransportResponse } from '../api/client';
import { ConfigContext } from '../app/config/ConfigContext';
import { leadsSomewhere } from '../app/reachable';
import { LeadsSomewhereContext } from '../app/reachable-context';
import { SettingsProvider } from '../app/settings/SettingsContext';
import { createAppTheme } from '../app/theme/createAppTheme';
import { AuthProvider } from '../features/auth/AuthContext';

export const testConfig = (overrides: Partial<PublicConfig> = {}): PublicConfig => ({
  siteName: 'TESTSITE',
  version: '1.1.0',
  servicePrefix: 'core',
  contactEmail: 'contact@example.test',
  analyticsTag: null,
  links: { android: null, video: null, facebook: null, x: null, telegram: null },
  offers: {
    notificationChannels: ['inApp', 'email', 'webPush', 'webhook'],
    marketTypes: ['spot', 'future'],
    intervals: ['3m', '5m', '15m', '1h', '4h', '1d', '1w'],
  },
  captcha: { provider: 'off', siteKey: null },
  transport: { encrypt: false, zip: false, verifyKey: 'verify', verifyValue: 'test' },
  ...overrides,
});

export const testUser = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  id: 'u1',
  username: 'ann@example.test',
  name: 'Ann Trader',
  role: 'member',
  displayName: 'Ann',
  photoURL: null,
  phone: '',
  language: 'en',
  timezone: 'UTC+07:00',
  verified: true,
  menus: [],
  grants: {},
  ...overrides,
});

export type Handler = (
  method: string,
  path: string,
  init: { query?: unknown; body?: unknown },
) => TransportResponse;

/** A transport that answers from a handler and records every request. */
export function fakeTransport(handler: Handler) {
  const calls: Array<{ method: string; path: string; body?: unknown; query?: unknown; zip?: boolean }> = [];
  const transport: TransportLike = {
    async request(method, path, init = {}) {
      calls.push({ method, path, body: init.body, query: init.query, zip: init.zip });
      return handler(method, path, init);
    },
  };
  return { transport, calls };
}

export function installApi(handler: Handler, hooks = {}) {
  const fake = fakeTransport(handler);
  setApiClient(new ApiClient(fake.transport, hooks));
  return fake;
}

export function renderWithApp(
  ui: ReactElement,
  {
    config = testConfig(),
    path = '/',
    route = '*',
  }: { config?: PublicConfig; path?: string; route?: string } = {},
) {
  // a fresh query client per render, as App gives one: screens with lazy sections (the account page's
  // payment history) use it once their chunk arrives
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <ThemeProvider theme={createAppTheme('light', 'ltr', 'default')}>
          <ConfigContext.Provider value={config}>
            <LeadsSomewhereContext.Provider value={leadsSomewhere}>
              <MemoryRouter initialEntries={[path]}>
                <AuthProvider>
                  <Routes>
                    <Route path={route} element={ui} />
                    <Route path="*" element={<div data-testid="elsewhere" />} />
                  </Routes>
                </AuthProvider>
              </MemoryRouter>
            </LeadsSomewhereContext.Provider>
          </ConfigContext.Provider>
        </ThemeProvider>
      </SettingsProvider>
    </QueryClientProvider>,
  );
}
