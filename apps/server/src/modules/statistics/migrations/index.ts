import type { Migrations } from '../../../platform/db/migrate';
import * as m0500Statistics from './0500-statistics';
import * as m0750StatisticTradeExits from './0750-statistic-trade-exits';

/**
 * The statistics module's migrations. Their numbers belong to the one sequence every module shares
 * (bootstrap/modules.ts): a new migration takes the next free number of all of them.
 */
export const migrations: Migrations = {
  '0500-statistics': m0500Statistics,
  '0750-statistic-trade-exits': m0750StatisticTradeExits,
};
