/** Interface settings (mode, direction, colour, stretch), each kept in local storage under its own name. */

export const THEME_MODES = ['light', 'dark'] as const;
export const THEME_DIRECTIONS = ['ltr', 'rtl'] as const;
export const THEME_COLORS = ['default', 'purple', 'cyan', 'blue', 'orange', 'red'] as const;

export type ThemeMode = (typeof THEME_MODES)[number];
export type ThemeDirection = (typeof THEME_DIRECTIONS)[number];
export type ThemeColor = (typeof THEME_COLORS)[number];

export interface Settings {
  themeMode: ThemeMode;
  themeDirection: ThemeDirection;
  themeColor: ThemeColor;
  themeStretch: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  themeMode: 'light',
  themeDirection: 'ltr',
  themeColor: 'default',
  themeStretch: false,
};

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

export function loadSettings(): Settings {
  return {
    themeMode: pick(read('themeMode'), THEME_MODES, DEFAULT_SETTINGS.themeMode),
    themeDirection: pick(read('themeDirection'), THEME_DIRECTIONS, DEFAULT_SETTINGS.themeDirection),
    themeColor: pick(read('themeColor'), THEME_COLORS, DEFAULT_SETTINGS.themeColor),
    themeStretch: read('themeStretch') === 'true',
  };
}

export function saveSettings(settings: Settings) {
  try {
    for (const [key, value] of Object.entries(settings)) window.localStorage.setItem(key, String(value));
  } catch {
    // Settings still apply for this visit.
  }
}
