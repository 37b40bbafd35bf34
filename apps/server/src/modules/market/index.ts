import type { ModuleManifest } from '../../platform/module';
import { intervalAdapter, marketTypeAdapter, timeFrameAdapter } from './market.documents';
import { registerMarketJobs } from './market.handlers';
import { marketRoutes } from './market.routes';
import { migrations } from './migrations';
import { seedMarketReference } from './reference-data';

/** Exchanges, markets, candles and indicators; its runtime (feeds, candle rings) rides in AppDeps. */
export const marketModule: ModuleManifest = {
  name: 'market',
  migrations,
  seed: (db) => seedMarketReference(db),
  documents: { interval: intervalAdapter, 'market-type': marketTypeAdapter, 'time-frame': timeFrameAdapter },
  jobs: [registerMarketJobs],
  routes: [marketRoutes],
};

// The module's door: what other modules may use of it (lint:deps refuses any other way in).
export { createMarketRuntime } from './market.runtime';
export { marketHealth } from './market.service';
export { type FeedHolder, feedHolders } from './ownership/feed-holders.service';
export {
  type CandleClosedEvent,
  intervalMs,
  type MarketId,
  type MarketRuntime,
  onCandleClosed,
  onScreeningChange,
  publishScreeningChange,
  readCandleHistory,
  readCandles,
  readFeedHistory,
  readLongShortRatios,
  type SeriesId,
  seriesKey,
  weeklyColumnsFromDaily,
} from './series.service';
