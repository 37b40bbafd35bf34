import type { ModuleManifest } from '../../platform/module';
import { intervalAdapter, marketTypeAdapter, timeFrameAdapter } from './market.documents';
import { registerMarketJobs } from './market.jobs';
import { marketRoutes } from './market.routes';
import { seedMarketReference } from './reference-data';

/** Exchanges, markets, candles and indicators; its runtime (feeds, candle rings) rides in AppDeps. */
export const marketModule: ModuleManifest = {
  name: 'market',
  seed: (db) => seedMarketReference(db),
  documents: { interval: intervalAdapter, 'market-type': marketTypeAdapter, 'time-frame': timeFrameAdapter },
  jobs: [registerMarketJobs],
  routes: [marketRoutes],
};
