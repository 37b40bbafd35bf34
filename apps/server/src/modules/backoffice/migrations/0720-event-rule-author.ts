import { type Kysely, sql } from 'kysely';

// An event rule acts with the access of the operator who last saved it (its author): each run checks
// that the author may still see every record of the rule's document and the fields it sends, so a
// rule stops delivering once its author loses the grant. Existing rules take their creator.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('event_rules').addColumn('author_id', 'varchar(36)').execute();
  await sql`update event_rules set author_id = created_by`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('event_rules').dropColumn('author_id').execute();
}
