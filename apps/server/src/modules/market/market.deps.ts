import type { MarketRuntime } from './market.runtime';

// The market's runtime is shared by every service of the process, so it rides in AppDeps; declared
// here, beside the runtime, so the platform's AppDeps never imports the market module.
declare module '../../platform/app-deps' {
  interface AppDeps {
    /** Market data in memory (candle rings, indicator states), `market.candleClosed` and the feeds (ingest role). */
    market: MarketRuntime;
  }
}
