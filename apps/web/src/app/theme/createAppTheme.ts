import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { ThemeColor, ThemeDirection, ThemeMode } from '../settings/settings-storage';
import { BREAKPOINTS } from './breakpoints';
import { PRESETS } from './presets';

const GREY = {
  50: '#FCFDFD',
  100: '#F9FAFB',
  200: '#F4F6F8',
  300: '#DFE3E8',
  400: '#C4CDD5',
  500: '#919EAB',
  600: '#637381',
  700: '#454F5B',
  800: '#1C252E',
  900: '#141A21',
};

const FONT = [
  '"Public Sans"',
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * A status colour: the bright shade on dark grey text in dark mode, the deep shade on white in light
 * mode, dark enough to be read as text there (WCAG AA, 4.5:1 on white: the a11y e2e checks it).
 */
const tone = (dark: boolean, onDark: string, onLight: string) =>
  dark ? { main: onDark, contrastText: GREY[800] } : { main: onLight, contrastText: '#FFFFFF' };

// Built from BREAKPOINTS so headings grow exactly where the layouts switch to desktop.
const MD_UP = `@media (min-width:${BREAKPOINTS.md}px)`;

/** A heading size that grows from the md breakpoint up. */
const heading = (fontWeight: number, fontSize: string, mdFontSize: string, lineHeight?: number) => ({
  fontWeight,
  fontSize,
  ...(lineHeight === undefined ? {} : { lineHeight }),
  [MD_UP]: { fontSize: mdFontSize },
});

export function createAppTheme(mode: ThemeMode, direction: ThemeDirection, color: ThemeColor): Theme {
  const preset = PRESETS[color];
  const dark = mode === 'dark';
  return createTheme({
    direction,
    breakpoints: { values: { ...BREAKPOINTS } },
    shape: { borderRadius: 8 },
    palette: {
      mode,
      primary: dark
        ? { main: preset.dark, contrastText: preset.darkContrast }
        : { main: preset.light, contrastText: '#FFFFFF' },
      secondary: tone(dark, '#C684FF', '#5119B7'),
      info: tone(dark, '#61F3F3', '#006C9C'),
      success: tone(dark, '#77ED8B', '#0B7A4B'),
      warning: tone(dark, '#FFD666', '#9E5F00'),
      error: tone(dark, '#FFAC82', '#B71D18'),
      grey: GREY,
      text: dark
        ? { primary: '#FFFFFF', secondary: GREY[500], disabled: GREY[600] }
        : { primary: GREY[800], secondary: GREY[600], disabled: GREY[500] },
      background: dark ? { default: GREY[900], paper: GREY[800] } : { default: '#FFFFFF', paper: '#FFFFFF' },
      divider: alpha(GREY[500], 0.2),
      action: { hover: alpha(GREY[500], 0.08), selected: alpha(GREY[500], 0.16) },
    },
    typography: {
      fontFamily: FONT,
      h1: heading(800, '2.5rem', '3.5rem', 1.2),
      h2: heading(800, '2rem', '2.75rem', 1.25),
      h3: heading(700, '1.5rem', '2rem'),
      h4: heading(700, '1.25rem', '1.5rem'),
      h5: { fontWeight: 700, fontSize: '1.125rem' },
      h6: { fontWeight: 700, fontSize: '1.0625rem' },
      subtitle1: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      button: { fontWeight: 700, textTransform: 'none' },
      overline: { fontWeight: 700, letterSpacing: 1.1 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: { body: { WebkitFontSmoothing: 'antialiased' }, a: { color: 'inherit' } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: {
        styleOverrides: {
          root: {
            borderRadius: 16,
            backgroundImage: 'none',
            boxShadow: dark
              ? `0 0 2px 0 ${alpha('#000', 0.2)}, 0 12px 24px -4px ${alpha('#000', 0.12)}`
              : `0 0 2px 0 ${alpha(GREY[500], 0.2)}, 0 12px 24px -4px ${alpha(GREY[500], 0.12)}`,
          },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiTooltip: { defaultProps: { arrow: true } },
      // On a phone "Rows per page", the range and the page arrows do not fit one line inside a card:
      // the toolbar wraps, so the arrows stay in view instead of being cut off at the card's edge.
      MuiTablePagination: {
        styleOverrides: {
          toolbar: ({ theme }) => ({
            flexWrap: 'wrap',
            [theme.breakpoints.down('sm')]: { paddingLeft: 0, justifyContent: 'flex-end' },
          }),
          spacer: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { display: 'none' } }),
        },
      },
    },
  });
}
