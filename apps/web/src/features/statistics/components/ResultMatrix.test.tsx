import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, result, serveStatistics } from '../test/fixtures';
import { ResultMatrix } from './ResultMatrix';

describe('ResultMatrix', () => {
  it('shows each interval x pair with trades, win rate and expectancy after fees; a cell opens its trades', async () => {
    serveStatistics(() => ({ status: 404, body: {} }));
    const results = [
      result({
        interval: '4h',
        trades: 3,
        ambiguous: 0,
        winRate: 1 / 3,
        winRateLow: 1 / 3,
        winRateHigh: 1 / 3,
        expectancyPercent: -0.4,
        netExpectancyPercent: -0.5,
      }),
      result(),
      result({
        takeProfit: 5,
        trades: 1,
        ambiguous: 0,
        winRate: null,
        winRateLow: null,
        winRateHigh: null,
        expectancyPercent: null,
        netExpectancyPercent: null,
      }),
    ];
    const onSelect = vi.fn();
    renderScreen(
      <ResultMatrix
        results={results}
        warnings={[]}
        selected={{ interval: '1h', takeProfit: 3, stoploss: 2 }}
        onSelect={onSelect}
      />,
    );
    const rows = await screen.findAllByTestId('matrix-row');
    // intervals shortest first, whatever the order of the results
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['1h', '4h']);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Interval',
      'TP 3 % / SL 2 %',
      'TP 5 % / SL 2 %',
    ]);
    const [oneHour, fourHours] = rows;
    const cells = within(oneHour).getAllByTestId('matrix-cell');
    expect(cells[0]).toHaveTextContent('12 trades50 % – 60 %+1 %');
    expect(cells[0]).toHaveAttribute('aria-pressed', 'true');
    expect(cells[1]).toHaveTextContent('1 trade––');
    expect(within(fourHours).getAllByTestId('matrix-cell')[0]).toHaveTextContent('3 trades33.3 %-0.5 %');
    // 4h has no 5 % pair in this run
    expect(within(fourHours).getAllByTestId('matrix-cell')).toHaveLength(1);

    await userEvent
      .setup()
      .click(within(fourHours).getByRole('button', { name: /4h, TP 3 % \/ SL 2 %: 3 trades/ }));
    expect(onSelect).toHaveBeenCalledWith({ interval: '4h', takeProfit: 3, stoploss: 2 });
  });

  it('says an interval no market had candles of has no history, rather than showing its zeros as a result', async () => {
    serveStatistics(() => ({ status: 404, body: {} }));
    // what a run stores for an interval without candles: every pair with no trade
    const empty = (takeProfit: number) =>
      result({
        interval: '15m',
        takeProfit,
        trades: 0,
        wins: 0,
        losses: 0,
        open: 0,
        ambiguous: 0,
        winRate: null,
        winRateLow: null,
        winRateHigh: null,
        expectancyPercent: null,
        netExpectancyPercent: null,
        markets: [],
      });
    const results = [result(), result({ takeProfit: 5 }), empty(3), empty(5)];
    renderScreen(
      <ResultMatrix
        results={results}
        warnings={[{ interval: '15m', code: 'noMarkets', count: 0, symbols: [] }]}
        selected={undefined}
        onSelect={() => {}}
      />,
    );
    const [fifteen, oneHour] = await screen.findAllByTestId('matrix-row');
    expect(within(fifteen).getByRole('rowheader')).toHaveTextContent('15m');
    expect(within(fifteen).getByTestId('matrix-no-history')).toHaveTextContent('No history yet');
    expect(within(fifteen).queryAllByTestId('matrix-cell')).toHaveLength(0);
    expect(fifteen).not.toHaveTextContent('0 trades');
    expect(within(oneHour).getAllByTestId('matrix-cell')).toHaveLength(2);
  });
});
