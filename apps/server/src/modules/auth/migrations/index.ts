import type { Migrations } from '../../../platform/db/migrate';
import * as m0810Passkeys from './0810-passkeys';
import * as m0820Identities from './0820-identities';

/**
 * The auth module's migrations. Its first tables (accounts, sessions, single-use codes) were made by
 * the platform's 0001-foundation, written before modules had migrations; what auth adds since is
 * here. Their numbers belong to the one sequence every module shares (bootstrap/modules.ts).
 */
export const migrations: Migrations = {
  '0810-passkeys': m0810Passkeys,
  '0820-identities': m0820Identities,
};
