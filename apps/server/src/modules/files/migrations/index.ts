import type { Migrations } from '../../../platform/db/migrate';
import * as m0630Files from './0630-files';

/**
 * The files module's migrations. Their numbers belong to the one sequence every module shares
 * (bootstrap/modules.ts): a new migration takes the next free number of all of them.
 */
export const migrations: Migrations = {
  '0630-files': m0630Files,
};
