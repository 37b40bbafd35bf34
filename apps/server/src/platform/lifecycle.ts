import type { Kysely } from 'kysely';
import { recordedMigrations } from './db/migration-state';

/**
 * The process's passage from start to stop, as readiness reads it: its roles must be running (an
 * ingest holds no feed before its market has started, though its probes answer from the first
 * moment), the database must hold every migration this build declares (an instance of a newer build
 * may still be migrating a shared database), and once a shutdown has begun the instance takes no new
 * traffic.
 */
export interface Lifecycle {
  /** True while the process starts its roles (beginStart to endStart): readiness answers 503. */
  readonly starting: boolean;
  beginStart(): void;
  endStart(): void;
  /** True from the first signal to stop: readiness answers 503 so balancers route elsewhere. */
  readonly stopping: boolean;
  beginStop(): void;
  /** This build's migrations the database has not run yet (empty once migrated). */
  pendingMigrations(): Promise<string[]>;
}

export function createLifecycle<DB>(db: Kysely<DB>, migrationNames: readonly string[]): Lifecycle {
  let starting = false;
  let stopping = false;
  // migrations are never undone: once all are recorded, the answer stays empty without a query
  let migrated = false;
  return {
    get starting() {
      return starting;
    },
    beginStart() {
      starting = true;
    },
    endStart() {
      starting = false;
    },
    get stopping() {
      return stopping;
    },
    beginStop() {
      stopping = true;
    },
    async pendingMigrations() {
      if (migrated) return [];
      const recorded = await recordedMigrations(db);
      const pending = migrationNames.filter((name) => !recorded.has(name));
      migrated = pending.length === 0;
      return pending;
    },
  };
}
