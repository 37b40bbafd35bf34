import { lazy, Suspense, useEffect, useState } from 'react';
import { useSettings } from './SettingsContext';

const SettingsDrawer = lazy(() => import('./SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

/** The drawer's code downloads the first time it opens; it then stays mounted for its transitions. */
export function SettingsDrawerHost() {
  const { drawerOpen } = useSettings();
  const [wanted, setWanted] = useState(drawerOpen);
  useEffect(() => {
    if (drawerOpen) setWanted(true);
  }, [drawerOpen]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  );
}
