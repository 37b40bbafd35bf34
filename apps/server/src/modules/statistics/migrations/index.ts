import type { Migrations } from '../../../platform/db/migrate';
import * as m0500Statistics from './0500-statistics';
import * as m0750StatisticTradeExits from './0750-statistic-trade-exits';
import * as m0850StatisticTradeSets from './0850-statistic-trade-sets';

/**
 * The statistics module's migrations. Their numbers belong to the one sequence every module shares
 * (bootstrap/modules.ts): a new migration takes the next free number of all of them.
 */
export const migrations: Migrations = {
  '0500-statistics': m0500Statistics,
  '0750-statistic-trade-exits': m0750StatisticTradeExits,
  '0850-statistic-trade-sets': m0850StatisticTradeSets,
};
