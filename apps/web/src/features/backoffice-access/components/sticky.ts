import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The first column of a wide table stays put while the rest scrolls sideways (phone screens,
 * 390 px wide); `z` lifts header cells above body cells.
 */
export const stickyFirst = (z: number): SxProps<Theme> => ({
  position: 'sticky',
  left: 0,
  zIndex: z,
  bgcolor: 'background.paper',
  minWidth: 160,
  borderRight: 1,
  borderRightColor: 'divider',
});
