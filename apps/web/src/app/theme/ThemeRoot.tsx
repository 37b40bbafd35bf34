import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSettings } from '../settings/SettingsContext';
import { createAppTheme } from './createAppTheme';

const ltrCache = createCache({ key: 'mui', prepend: true });

/**
 * One emotion cache per direction. The right-to-left one (with its css flipping plugin) downloads
 * only when a visitor picks rtl, which keeps it out of everyone else's first load.
 */
function useDirectionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null);
  useEffect(() => {
    if (direction === 'rtl' && !rtlCache) void import('./rtl-cache').then((m) => setRtlCache(m.rtlCache));
  }, [direction, rtlCache]);
  return direction === 'rtl' && rtlCache ? rtlCache : ltrCache;
}

export function ThemeRoot({ children }: { children: ReactNode }) {
  const { themeMode, themeDirection, themeColor } = useSettings();
  const cache = useDirectionCache(themeDirection);
  // The theme follows the cache so that direction and flipped css always change together.
  const direction = cache === ltrCache ? 'ltr' : 'rtl';
  const theme = useMemo(
    () => createAppTheme(themeMode, direction, themeColor),
    [themeMode, direction, themeColor],
  );

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.style.colorScheme = themeMode;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme.palette.background.default);
  }, [direction, themeMode, theme]);

  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
