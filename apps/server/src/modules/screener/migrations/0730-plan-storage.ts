import { type Kysely, sql } from 'kysely';

const MIB = 1024 * 1024;

/**
 * The room each plan had when storage became a plan limit; the screener's seed writes the same for a
 * new database. Staff get a large room rather than none: a leaked staff session still cannot fill
 * the disk.
 */
const STORAGE_BY_PLAN: Record<string, number> = {
  member: 50 * MIB,
  basic: 200 * MIB,
  middle: 500 * MIB,
  premium: 1024 * MIB,
  operator: 10 * 1024 * MIB,
  administrator: 10 * 1024 * MIB,
};

// Attachments a member may keep (plans' `storage_bytes`, null = no limit): every file they uploaded
// counts, attached or still waiting for a record, so uploads without saving cannot fill the disk.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plans').addColumn('storage_bytes', 'bigint').execute();
  for (const [code, bytes] of Object.entries(STORAGE_BY_PLAN))
    await sql`update plans set storage_bytes = ${bytes} where code = ${code}`.execute(db);
  // the quota sums a member's files at each upload
  await db.schema.createIndex('files_uploader').on('files').column('uploader_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('files_uploader').execute();
  await db.schema.alterTable('plans').dropColumn('storage_bytes').execute();
}
