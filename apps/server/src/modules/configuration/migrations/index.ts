import type { Migrations } from '../../../platform/db/migrate';
import * as m0200Configuration from './0200-configuration';

/**
 * The configuration module's migrations. Their numbers belong to the one sequence every module shares
 * (bootstrap/modules.ts): a new migration takes the next free number of all of them.
 */
export const migrations: Migrations = {
  '0200-configuration': m0200Configuration,
};
