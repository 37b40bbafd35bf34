import type { Migrations } from '../../../platform/db/migrate';
import * as m0100Market from './0100-market';
import * as m0300MarketEvents from './0300-market-events';
import * as m0710LongShortByTime from './0710-long-short-by-time';
import * as m0740FeedReplayTime from './0740-feed-replay-time';
import * as m0840CandleBlocks from './0840-candle-blocks';

/**
 * The market module's migrations. Their numbers belong to the one sequence every module shares
 * (bootstrap/modules.ts): a new migration takes the next free number of all of them.
 */
export const migrations: Migrations = {
  '0100-market': m0100Market,
  '0300-market-events': m0300MarketEvents,
  '0710-long-short-by-time': m0710LongShortByTime,
  '0740-feed-replay-time': m0740FeedReplayTime,
  '0840-candle-blocks': m0840CandleBlocks,
};
