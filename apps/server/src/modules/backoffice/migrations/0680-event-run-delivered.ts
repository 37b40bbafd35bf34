import type { Kysely } from 'kysely';

// A rule's e-mail to a role goes to several addresses: `delivered` lists those the run has
// sent to (JSON), so a retry after a partial failure sends only to the rest.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('event_runs')
    .addColumn('delivered', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('event_runs').dropColumn('delivered').execute();
}
