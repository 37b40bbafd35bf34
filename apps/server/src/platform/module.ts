import type { Kysely, Migration } from 'kysely';
import type { AppDeps } from './app-deps';
import type { Database } from './db/schema';
import type { AppInstance } from './http/app-instance';

/** A plugin registering routes under the API prefix. */
export type RoutePlugin = (app: AppInstance, deps: AppDeps) => Promise<void>;

/**
 * What a module brings to the application, exported by its `index.ts` and listed once in
 * `bootstrap/modules.ts`: the bootstrap is the only code that reads these registrations.
 */
export interface ModuleManifest {
  /** The module's folder under modules/. */
  name: string;
  /**
   * Migrations of the tables it owns, by name (`modules/<name>/migrations/`). The bootstrap runs them
   * with the platform's and every other module's as one sequence ordered by name.
   */
  migrations?: Record<string, Migration>;
  /** Rows the module needs in any database (reference data, defaults), written idempotently after migrating. */
  seed?: (db: Kysely<Database>, now: number) => Promise<void>;
  /** Its job handlers and schedules, registered once deps exist (`jobs.start()` refuses missing ones). */
  jobs?: Array<(deps: AppDeps) => void>;
  /** Its route plugins, in order. */
  routes?: RoutePlugin[];
}
