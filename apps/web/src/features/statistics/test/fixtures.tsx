import { type Grants, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import type { StatisticDetail, StatisticResult, StatisticTrade } from '@bitdata/contracts/statistics';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { TransportResponse } from '../../../api/client';
import { type Handler, installApi, renderWithApp, testUser } from '../../../test/render';
import { saveSession } from '../../auth/auth-storage';

export const RUN_ID = '00000000-0000-4000-8000-0000000000a1';
const H = 3_600_000;
const T0 = Date.UTC(2025, 0, 6, 0);

export const result = (over: Partial<StatisticResult> = {}): StatisticResult => ({
  interval: '1h',
  takeProfit: 3,
  stoploss: 2,
  trades: 12,
  wins: 6,
  losses: 4,
  open: 2,
  ambiguous: 1,
  winRate: 0.6,
  winRateLow: 0.5,
  winRateHigh: 0.6,
  avgWinPercent: 3,
  avgLossPercent: -2,
  profitFactor: 2.25,
  expectancyPercent: 1,
  netExpectancyPercent: 1,
  avgLength: 7.5,
  maxDrawdownPercent: 3.96,
  totalReturnPercent: 10.4,
  buckets: [5, 10, 15, 20, 25].map((threshold) => ({
    threshold,
    runUpCount: threshold === 5 ? 2 : 0,
    runUpShare: threshold === 5 ? 0.2 : 0,
    drawdownCount: 0,
    drawdownShare: 0,
  })),
  markets: [
    {
      symbol: 'BTCUSDT',
      trades: 7,
      wins: 4,
      losses: 2,
      open: 1,
      winRate: 4 / 6,
      expectancyPercent: 1.33,
      netExpectancyPercent: 1.33,
    },
    {
      symbol: 'ETHUSDT',
      trades: 5,
      wins: 2,
      losses: 2,
      open: 1,
      winRate: 0.5,
      expectancyPercent: 0.5,
      netExpectancyPercent: 0.5,
    },
  ],
  equity: [
    { time: T0, equity: 1 },
    { time: T0 + 10 * H, equity: 1.03 },
  ],
  highestDistribution: [{ from: 0, to: 5, count: 10 }],
  lowestDistribution: [{ from: -5, to: 0, count: 10 }],
  ...over,
});

export const run = (over: Partial<StatisticDetail> = {}): StatisticDetail => ({
  statisticId: RUN_ID,
  filterId: '00000000-0000-4000-8000-000000000007',
  filterName: 'RSI oversold',
  filterCode: null,
  entryType: 'long',
  exchangeId: 1,
  dataType: 3,
  intervals: ['1h'],
  from: null,
  to: null,
  sameCandle: 'stopLossFirst',
  feePercent: 0,
  status: 'done',
  progress: { done: 2, total: 2 },
  createdAt: T0,
  finishedAt: T0 + 1000,
  markets: 2,
  warnings: [],
  results: [result(), result({ takeProfit: 5, trades: 8, ambiguous: 0, winRateLow: 0.6, winRateHigh: 0.6 })],
  ...over,
});

export const trade = (over: Partial<StatisticTrade> = {}): StatisticTrade => ({
  symbol: 'BTCUSDT',
  interval: '1h',
  signalDate: T0,
  entryDate: T0 + H,
  entryPrice: 100,
  takeProfitPrice: 103,
  takeProfitPercent: 3,
  stoplossPrice: 98,
  stoplossPercent: 2,
  result: 'win',
  resultDate: T0 + 4 * H,
  length: 4,
  lowestPricePercent: -1.5,
  highestPricePercent: 3.2,
  ambiguous: false,
  resolvedBy: null,
  resolvedInterval: null,
  exitPrice: 103,
  returnPercent: 3,
  netReturnPercent: 3,
  ...over,
});

const { view, create } = PERMISSION_LEVEL;
export const MEMBER: Grants = {
  [RESOURCE.statistic]: [view, create],
  [RESOURCE.filter]: [view, create],
};

/** A signed-in member and a fake server: `routes` answers the statistics calls, the rest is the session's. */
export function serveStatistics(
  routes: Handler,
  grants: Grants = MEMBER,
  member: Parameters<typeof testUser>[0] = {},
) {
  const user = testUser({ ...member, grants });
  saveSession({ accessToken: 'member-token', user }, true);
  return installApi((method, path, init): TransportResponse => {
    if (path === '/auth/me') return { status: 200, body: { data: user } };
    if (path === '/configuration') return { status: 200, body: { data: [] } };
    return routes(method, path, init);
  });
}

export const renderScreen = (ui: ReactElement, at?: { path: string; route: string }) =>
  renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
    at,
  );
