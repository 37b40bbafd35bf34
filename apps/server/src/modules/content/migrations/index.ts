import type { Migrations } from '../../../platform/db/migrate';
import * as m0780Content from './0780-content';
import * as m0790ContentSearch from './0790-content-search';

/**
 * The content module's migrations. Their numbers belong to the one sequence every module shares
 * (bootstrap/modules.ts): a new migration takes the next free number of all of them.
 */
export const migrations: Migrations = {
  '0780-content': m0780Content,
  '0790-content-search': m0790ContentSearch,
};
