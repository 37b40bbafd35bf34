import type { FeedStateOf } from '@bitdata/contracts/market';

/**
 * GET /market-feeds of an offline installation: Binance futures hold the bundled history (1h, 4h and
 * daily candles, the week built from the days) and no 3m, 5m or 15m; Binance spot holds none yet.
 */
export const OFFLINE_FEEDS: FeedStateOf[] = [
  {
    exchangeId: 1,
    dataType: 3,
    state: 'offline',
    source: 'seed',
    replayTime: null,
    history: [
      { interval: '1h', markets: 40, builtFrom: null },
      { interval: '4h', markets: 120, builtFrom: null },
      { interval: '1d', markets: 120, builtFrom: null },
      { interval: '1w', markets: 120, builtFrom: '1d' },
    ],
  },
  { exchangeId: 1, dataType: 1, state: 'offline', source: 'seed', replayTime: null, history: [] },
];
