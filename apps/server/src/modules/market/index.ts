import type { ModuleManifest } from '../../platform/module';
import './market.deps';
import { registerMarketJobs } from './market.jobs';
import { marketRoutes } from './market.routes';
import { seedMarketReference } from './reference-data';

/** Exchanges, markets, candles and indicators; its runtime (feeds, candle rings) rides in AppDeps. */
export const marketModule: ModuleManifest = {
  name: 'market',
  seed: (db) => seedMarketReference(db),
  jobs: [registerMarketJobs],
  routes: [marketRoutes],
};
