import type { Kysely } from 'kysely';

// Task schedules an operator controls: a schedule may be paused (0/1, read by every
// worker, so no instance fires it), may carry the operator's own timing beside the one declared in
// code (a restart re-declares the code's timing and keeps the override), and keeps its last run
// (start, end, result, error) so the back office can show it whichever queue ran it.
const COLUMNS: Array<
  [string, 'integer' | 'bigint' | 'varchar(120)' | 'varchar(64)' | 'varchar(16)' | 'text']
> = [
  ['override_every_ms', 'bigint'],
  ['override_cron', 'varchar(120)'],
  ['override_tz', 'varchar(64)'],
  ['last_started_at', 'bigint'],
  ['last_finished_at', 'bigint'],
  ['last_status', 'varchar(16)'],
  ['last_error', 'text'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('job_schedules')
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const [name, type] of COLUMNS)
    await db.schema.alterTable('job_schedules').addColumn(name, type).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...COLUMNS].reverse())
    await db.schema.alterTable('job_schedules').dropColumn(name).execute();
  await db.schema.alterTable('job_schedules').dropColumn('paused').execute();
}
