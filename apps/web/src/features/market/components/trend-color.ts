import type { Theme } from '@mui/material/styles';

/**
 * Text colour of a change: the success/error shades that keep 4.5:1 contrast on the paper of either
 * mode (success.main is too light on white for small text).
 */
export const trendColor = (value: number | null | undefined) => (theme: Theme) => {
  if (value === null || value === undefined || !Number.isFinite(value)) return theme.palette.text.secondary;
  const dark = theme.palette.mode === 'dark';
  if (value >= 0) return dark ? theme.palette.success.light : theme.palette.success.dark;
  return dark ? theme.palette.error.light : theme.palette.error.dark;
};
