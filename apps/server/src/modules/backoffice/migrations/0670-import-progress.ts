import type { Kysely } from 'kysely';

// An import's run records how far it got: `stored_rows` counts the workbook's data rows
// whose chunk has committed. A run taken over after a crash resumes after them instead of storing
// the committed chunks twice, and a second runner of the same import finds the count moved and stops.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('imports')
    .addColumn('stored_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('imports').dropColumn('stored_rows').execute();
}
