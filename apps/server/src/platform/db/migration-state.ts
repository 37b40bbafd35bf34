import { DEFAULT_MIGRATION_TABLE, type Kysely, sql } from 'kysely';

/** Names of the migrations the database records as run (the table Kysely's migrator keeps). */
export async function recordedMigrations<DB>(db: Kysely<DB>): Promise<Set<string>> {
  const { rows } = await sql<{
    name: string;
  }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  return new Set(rows.map((r) => r.name));
}
