import type { Theme } from '@mui/material/styles';

/**
 * A wide table of matches as a phone reads it (below 600 px): a market's readings do not fit beside
 * each other, and a sideways scroll under a pinned market column hid most of the last one. There the
 * header becomes a wrapped row of its sort labels (a label may wrap between words, never inside
 * one), and each row a block: the market and its candle on the first line, then every reading on a
 * line of its own under its column's name (the cell's data-label), wrapping as it needs. Nothing
 * scrolls sideways and nothing is hidden. From 600 px up it is the usual scrolling table.
 */
export const stackedOnPhones = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& table, & thead, & tbody': { display: 'block' },
    '& thead tr': {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: theme.spacing(2),
      rowGap: theme.spacing(0.5),
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& thead th': { display: 'block', border: 0, p: 0, textAlign: 'left' },
    '& tbody tr': {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      columnGap: theme.spacing(1),
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody td': { display: 'block', border: 0, px: 0, py: 0.25 },
    '& tbody td[data-label]': {
      flexBasis: '100%',
      textAlign: 'left',
      whiteSpace: 'normal',
      overflowWrap: 'break-word',
    },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      color: 'text.secondary',
      fontSize: theme.typography.caption.fontSize,
    },
    // the wide table pins its first column while it scrolls; stacked, nothing scrolls
    '& tr > :first-of-type': { position: 'static' },
  },
});
