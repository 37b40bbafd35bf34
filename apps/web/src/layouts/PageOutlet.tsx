import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';

/**
 * The routed page of a layout; pages are code-split, so the loading screen stands in while one's chunk
 * loads. It also holds a screen's height in the layout meanwhile: the footer waits below the fold
 * instead of being pushed off the screen when the page arrives (a layout shift the visitor would be
 * charged for, though the loading screen covers it).
 */
export function PageOutlet() {
  return (
    <Suspense
      fallback={
        <Box sx={{ minHeight: '100vh' }}>
          <LoadingScreen />
        </Box>
      }
    >
      <Outlet />
    </Suspense>
  );
}
