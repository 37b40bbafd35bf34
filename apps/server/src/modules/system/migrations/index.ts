import type { Migrations } from '../../../platform/db/migrate';
import * as m0830Instances from './0830-instances';

/**
 * The system module's migrations. Their numbers belong to the one sequence every module shares
 * (bootstrap/modules.ts): a new migration takes the next free number of all of them.
 */
export const migrations: Migrations = {
  '0830-instances': m0830Instances,
};
