import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { DEFAULT_SETTINGS, loadSettings, type Settings, saveSettings } from './settings-storage';

interface SettingsValue extends Settings {
  update: (patch: Partial<Settings>) => void;
  reset: () => void;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

const SettingsContext = createContext<SettingsValue | null>(null);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<Settings>(loadSettings);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const update = useCallback((patch: Partial<Settings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      saveSettings(next);
      return next;
    });
  }, []);
  const reset = useCallback(() => update(DEFAULT_SETTINGS), [update]);

  const value = useMemo(
    () => ({ ...settings, update, reset, drawerOpen, setDrawerOpen }),
    [settings, update, reset, drawerOpen],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings outside SettingsProvider');
  return value;
}
