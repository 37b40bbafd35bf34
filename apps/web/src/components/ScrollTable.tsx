import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import TableContainer from '@mui/material/TableContainer';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * The container of every wide table: on a small screen it scrolls sideways with its first column
 * (what a row is about: the market, the member) kept in view, and a shade on the right edge, while
 * columns lie beyond it, tells the reader there is more to scroll to. One pattern for every table, not per page.
 */
export function ScrollTable({
  children,
  sx,
  'data-testid': testId,
}: {
  children: ReactNode;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    // the table's width changes with its rows (data arriving) and the window
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  const shade = (theme: Theme) => ({
    position: 'absolute' as const,
    top: 0,
    bottom: 0,
    right: 0,
    width: 24,
    pointerEvents: 'none' as const,
    zIndex: 3,
    background: `linear-gradient(to right, transparent, ${alpha(theme.palette.text.primary, 0.16)})`,
  });

  return (
    <Box sx={{ position: 'relative' }} data-testid={testId} data-scroll-more={more}>
      <TableContainer
        ref={ref}
        sx={[
          {
            // the first cell of every row stays put while the rest scrolls under it
            '& tr > :first-of-type': {
              position: 'sticky',
              left: 0,
              zIndex: 2,
              bgcolor: 'background.paper',
              backgroundImage: 'inherit',
            },
            '& thead tr > :first-of-type': { zIndex: 3 },
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {children}
      </TableContainer>
      {more && <Box aria-hidden="true" sx={shade} data-testid="scroll-cue" />}
    </Box>
  );
}
