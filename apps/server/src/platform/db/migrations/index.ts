import type { Migrations } from '../migrate';
import * as foundation from './0001-foundation';
import * as jobs from './0310-jobs';
import * as spentKeys from './0320-spent-keys';
import * as taskSchedules from './0620-task-schedules';

/**
 * The platform's migrations: the job queue's tables (jobs, schedules and their operator controls,
 * outbox) and spent keys. Every module declares its own beside its code (`modules/<name>/migrations/`,
 * in its manifest); the bootstrap runs them all as one sequence ordered by name (bootstrap/modules.ts).
 *
 * 0001-foundation stays here: written before modules had migrations, it creates the tables of several
 * at once (roles and permissions, which seed-foundation.ts fills, the job queue, accounts, sessions
 * and tokens, page views, contact messages), and a migration that has run is never split.
 *
 * Static imports (no folder scan) so the same list runs from source, tests and bundles.
 */
export const PLATFORM_MIGRATIONS: Migrations = {
  '0001-foundation': foundation,
  '0310-jobs': jobs,
  '0320-spent-keys': spentKeys,
  '0620-task-schedules': taskSchedules,
};
