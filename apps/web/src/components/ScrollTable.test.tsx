import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { ScrollTable } from './ScrollTable';

/** jsdom lays nothing out: the container's widths are given as a 390 px screen would have them. */
function widths(client: number, scroll: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
}

const table = (
  <ScrollTable data-testid="wide">
    <Table>
      <TableBody>
        <TableRow>
          <TableCell>BTC/USDT</TableCell>
          <TableCell>69,000</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  </ScrollTable>
);

afterEach(() => vi.restoreAllMocks());

describe('ScrollTable', () => {
  it('shows a scroll cue while columns lie beyond the right edge, and none once scrolled to the end', () => {
    widths(358, 640);
    renderWithApp(table);
    expect(screen.getByTestId('wide')).toHaveAttribute('data-scroll-more', 'true');
    expect(screen.getByTestId('scroll-cue')).toBeInTheDocument();

    const scroller = screen.getByRole('table').parentElement as HTMLElement;
    scroller.scrollLeft = 282;
    fireEvent.scroll(scroller);
    expect(screen.queryByTestId('scroll-cue')).not.toBeInTheDocument();
  });

  it('shows no cue when the table fits', () => {
    widths(1200, 1200);
    renderWithApp(table);
    expect(screen.getByTestId('wide')).toHaveAttribute('data-scroll-more', 'false');
    expect(screen.queryByTestId('scroll-cue')).not.toBeInTheDocument();
  });

  it('keeps the first cell of every row in place', () => {
    widths(358, 640);
    renderWithApp(table);
    expect(getComputedStyle(screen.getByText('BTC/USDT')).position).toBe('sticky');
    expect(getComputedStyle(screen.getByText('69,000')).position).not.toBe('sticky');
  });
});
