import type { StatisticFilter } from '@bitdata/contracts/filters';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installApi } from '../../../test/render';
import { OFFLINE_FEEDS } from '../../market/test/fixtures';
import { RUN_ID, renderScreen, run, serveStatistics } from '../test/fixtures';
import { StatisticPage } from './StatisticPage';

vi.mock('../../../components/notify', () => ({ notify: vi.fn() }));

const SYSTEM: StatisticFilter = {
  filterId: '00000000-0000-4000-8000-0000000000f1',
  code: 'rsi-oversold',
  name: 'RSI oversold',
  titleEn: 'RSI oversold',
  titleVi: 'RSI quá bán',
  entryType: 'long',
  conditionList: [{ field: 'rsi', operator: 'isLessThan', value: 30 }],
  takeProfits: [3],
  stoplosses: [2],
  percentProfitConfig: [],
  percentStoplossConfig: [],
  exchangeId: 1,
  dataType: 3,
  baseCurrency: 'USDT',
  interval: '1h',
  active: true,
  notify: false,
  notifyOnLeave: null,
  cooldownCandles: null,
  descriptionEn: 'RSI 14 under 30.',
  descriptionVi: 'RSI 14 dưới 30.',
};
const MATCHES = {
  exchangeId: 1,
  dataType: 3,
  interval: '4h',
  markets: [
    {
      symbol: 'BTCUSDT',
      candleTime: Date.UTC(2025, 2, 14, 8),
      values: [{ index: 0, field: 'rsi', operator: 'isLessThan', matched: true, left: 27.5 }],
    },
  ],
  intervalsWithoutHistory: [],
};
const at = (search = '') => ({ path: `/core/statistic${search}`, route: '/core/statistic' });

describe('StatisticPage', () => {
  it('shows a visitor the system filters with the current matches of the asked interval and no stored statistics', async () => {
    localStorage.clear();
    const fake = installApi((_method, path) => {
      if (path === '/configuration') return { status: 200, body: { data: [] } };
      if (path === '/statistic-filters') return { status: 200, body: { data: [SYSTEM] } };
      if (path === '/statistics/system') return { status: 200, body: { data: [] } };
      if (path === '/statistic-filters/rsi-oversold/matches') return { status: 200, body: { data: MATCHES } };
      if (path === '/filters/fields') return { status: 200, body: { data: [] } };
      return { status: 401, body: {} };
    });
    renderScreen(<StatisticPage />, at('?filter=rsi-oversold&interval=4h'));
    const filter = await screen.findByTestId('system-filter');
    expect(within(filter).getByRole('heading', { name: 'RSI oversold' })).toBeInTheDocument();
    expect(filter).toHaveTextContent('RSI 14 under 30.');
    expect(await within(filter).findByRole('link', { name: 'BTCUSDT' })).toHaveAttribute(
      'href',
      `/core/detail/binance-future/BTCUSDT?interval=4h&at=${MATCHES.markets[0].candleTime}`,
    );
    expect(fake.calls.find((c) => c.path.endsWith('/matches'))?.query).toEqual({ interval: '4h' });
    expect(within(filter).getByRole('button', { name: '4h' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('system-statistics-none')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to run statistics' })).toBeInTheDocument();
    expect(screen.queryByTestId('my-runs')).toBeNull();
  });

  it("says a system filter's 15m history is missing instead of no match, and marks 15m in its intervals", async () => {
    localStorage.clear();
    installApi((_method, path) => {
      if (path === '/configuration') return { status: 200, body: { data: [] } };
      if (path === '/statistic-filters') return { status: 200, body: { data: [SYSTEM] } };
      if (path === '/statistics/system') return { status: 200, body: { data: [] } };
      if (path === '/market-feeds') return { status: 200, body: { data: OFFLINE_FEEDS } };
      if (path === '/statistic-filters/rsi-oversold/matches')
        return {
          status: 200,
          body: { data: { ...MATCHES, interval: '15m', markets: [], intervalsWithoutHistory: ['15m'] } },
        };
      if (path === '/filters/fields') return { status: 200, body: { data: [] } };
      return { status: 401, body: {} };
    });
    renderScreen(<StatisticPage />, at('?filter=rsi-oversold&interval=15m'));
    const filter = await screen.findByTestId('system-filter');
    expect(await within(filter).findByTestId('no-history-notice')).toHaveTextContent(
      'No 15m history is stored yet for Binance Future: this filter cannot match until there is.',
    );
    expect(within(filter).queryByTestId('system-matches-empty')).toBeNull();
    await waitFor(() =>
      expect(within(filter).getByTestId('interval-15m')).toHaveTextContent('15m no history yet'),
    );
    expect(within(filter).getByTestId('interval-15m')).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByTestId('interval-1w')).toHaveTextContent(/^Week$/);
  });

  it("shows a member's run in progress without being asked, and their runs", async () => {
    const calculating = run({
      status: 'calculating',
      progress: { done: 2, total: 8 },
      results: [],
      finishedAt: null,
    });
    serveStatistics((_method, path) => {
      if (path === '/statistics') return { status: 200, body: { data: [calculating] } };
      if (path === `/statistics/${RUN_ID}`) return { status: 200, body: { data: calculating } };
      if (path === '/statistic-filters') return { status: 200, body: { data: [] } };
      if (path === '/statistics/system') return { status: 200, body: { data: [] } };
      return { status: 404, body: {} };
    });
    renderScreen(<StatisticPage />, at());
    const active = await screen.findByTestId('active-run');
    expect(await within(active).findByTestId('statistic-progress-count')).toHaveTextContent(
      '2 of 8 markets (25 %)',
    );
    expect(within(active).getByRole('link', { name: 'Open this statistic' })).toHaveAttribute(
      'href',
      `/core/statistic?run=${RUN_ID}`,
    );
    const mine = screen.getByTestId('my-runs');
    expect(await within(mine).findByRole('link', { name: /RSI oversold/ })).toHaveTextContent(
      'Calculating 25 %',
    );
    expect(await screen.findByTestId('system-filters-empty')).toBeInTheDocument();
  });
});
