import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../api/query-client';
import { Bootstrap } from './config/Bootstrap';
import { leadsSomewhere } from './reachable';
import { LeadsSomewhereContext } from './reachable-context';
import { RealtimeProvider } from './realtime/RealtimeProvider';
import { router } from './router';
import { SettingsProvider } from './settings/SettingsContext';
import { ThemeRoot } from './theme/ThemeRoot';

const SnackbarHost = lazy(() =>
  import('../components/SnackbarHost').then((m) => ({ default: m.SnackbarHost })),
);

/**
 * The one owner of server data, for public and dashboard routes alike: the API client keeps its
 * cached answers in it, and sign-out empties it (features/auth/AuthContext).
 */
const queryClient = createQueryClient();

export function App() {
  return (
    <SettingsProvider>
      <ThemeRoot>
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
        <QueryClientProvider client={queryClient}>
          <Bootstrap queryClient={queryClient}>
            <RealtimeProvider>
              <LeadsSomewhereContext.Provider value={leadsSomewhere}>
                <RouterProvider router={router} />
              </LeadsSomewhereContext.Provider>
            </RealtimeProvider>
          </Bootstrap>
        </QueryClientProvider>
      </ThemeRoot>
    </SettingsProvider>
  );
}
