import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';

/** The routed page of a layout; pages are code-split, so the loading screen stands in while one's chunk loads. */
export function PageOutlet() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}
