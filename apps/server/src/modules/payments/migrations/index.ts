import type { Migrations } from '../../../platform/db/migrate';
import * as m0520Payments from './0520-payments';

/**
 * The payments module's migrations. Their numbers belong to the one sequence every module shares
 * (bootstrap/modules.ts): a new migration takes the next free number of all of them.
 */
export const migrations: Migrations = {
  '0520-payments': m0520Payments,
};
