import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Bootstrap } from './config/Bootstrap';
import { router } from './router';
import { SettingsProvider } from './settings/SettingsContext';
import { ThemeRoot } from './theme/ThemeRoot';

const SnackbarHost = lazy(() =>
  import('../components/SnackbarHost').then((m) => ({ default: m.SnackbarHost })),
);

export function App() {
  return (
    <SettingsProvider>
      <ThemeRoot>
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
        <Bootstrap>
          <RouterProvider router={router} />
        </Bootstrap>
      </ThemeRoot>
    </SettingsProvider>
  );
}
