import type { ThemeColor } from '../settings/settings-storage';

/**
 * Colour presets. Each has a deeper shade for light mode and a brighter one for dark mode, chosen
 * so text on the colour and the colour on the page background keep a WCAG AA contrast (4.5:1).
 */
export interface Preset {
  light: string;
  dark: string;
  /** Text on the dark-mode shade. */
  darkContrast: string;
}

export const PRESETS: Record<ThemeColor, Preset> = {
  default: { light: '#007B55', dark: '#5BE49B', darkContrast: '#1C252E' },
  purple: { light: '#7635DC', dark: '#C684FF', darkContrast: '#1C252E' },
  cyan: { light: '#006C9C', dark: '#61F3F3', darkContrast: '#1C252E' },
  blue: { light: '#2065D1', dark: '#68CDF9', darkContrast: '#1C252E' },
  orange: { light: '#A35200', dark: '#FFD666', darkContrast: '#1C252E' },
  red: { light: '#C4281C', dark: '#FFAC82', darkContrast: '#1C252E' },
};
