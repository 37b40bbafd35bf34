import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';

/** Migrations by name, as the platform and each module declare theirs. */
export type Migrations = Record<string, Migration>;

/** Whose migrations these are (`platform` or a module's name), for the error naming a clash. */
export interface MigrationSource {
  owner: string;
  migrations?: Migrations;
}

/**
 * The platform's and the modules' migrations as one sequence ordered by name. A database records
 * each migration by name only, so a name declared twice would run once and skip the other's tables:
 * refused, naming both owners.
 */
export function joinMigrations(sources: readonly MigrationSource[]): Migrations {
  const owners = new Map<string, string>();
  const all = new Map<string, Migration>();
  for (const { owner, migrations = {} } of sources) {
    for (const [name, migration] of Object.entries(migrations)) {
      const first = owners.get(name);
      if (first !== undefined) throw new Error(`Migration ${name} is declared by both ${first} and ${owner}`);
      owners.set(name, owner);
      all.set(name, migration);
    }
  }
  const names = [...all.keys()].sort();
  return Object.fromEntries(names.map((name) => [name, all.get(name) as Migration]));
}

/** Runs every pending migration; throws with the failing migration's name so boot stops loudly. */
export async function runMigrations<DB>(db: Kysely<DB>, migrations: Migrations): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
