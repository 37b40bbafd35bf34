import crypto from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { EventRulesTable, EventRunsTable } from '../backoffice.tables';

/** SQL of the activity log and event rules. */

type Db = Kysely<Database> | Transaction<Database>;

const count = (n: string | number | bigint) => Number(n);

/** JSON text whether the engine gives text (SQLite) or anything else. */
const asText = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v);

// --- activity ------------------------------------------------------------------------------------

export interface ActivityInput {
  document: string;
  recordId: string;
  action: 'created' | 'updated' | 'deleted';
  actorId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: number;
}

/** One write to a record; called inside the write's transaction. */
export async function insertActivity(db: Db, a: ActivityInput): Promise<void> {
  await db
    .insertInto('record_activity')
    .values({
      id: crypto.randomUUID(),
      document_code: a.document,
      record_id: a.recordId,
      action: a.action,
      actor_id: a.actorId,
      before: a.before === null ? null : JSON.stringify(a.before),
      after: a.after === null ? null : JSON.stringify(a.after),
      created_at: a.at,
    })
    .execute();
}

/** A document whose activity may be read, and whose records' only (null: every record's). */
export interface ActivityScope {
  document: string;
  owners: readonly string[] | null;
}

export async function listActivity(
  db: Db,
  q: {
    page: number;
    pageSize: number;
    /** What the caller may read: rows of other documents, or of records outside the owners, are left out. */
    scopes: readonly ActivityScope[];
    document?: string;
    record?: string;
    user?: string;
  },
) {
  if (q.scopes.length === 0) return { rows: [], total: 0 };
  let base = db.selectFrom('record_activity').where((eb) =>
    eb.or(
      q.scopes.map(({ document, owners }) => {
        const ofDocument = eb('record_activity.document_code', '=', document);
        if (owners === null) return ofDocument;
        // a record's owner is on its row while it exists, and on its 'created' activity row (whose actor
        // is the owner on every insert path) once deleted; an ownerless record is everyone's who may view
        const owned = eb('record_activity.record_id', 'in', (sub) =>
          sub
            .selectFrom('records')
            .select('records.id')
            .where('records.document_code', '=', document)
            .where((o) => o.or([o('records.owner_id', 'in', owners), o('records.owner_id', 'is', null)])),
        );
        const createdBy = eb('record_activity.record_id', 'in', (sub) =>
          sub
            .selectFrom('record_activity as created')
            .select('created.record_id')
            .where('created.document_code', '=', document)
            .where('created.action', '=', 'created')
            .where((o) => o.or([o('created.actor_id', 'in', owners), o('created.actor_id', 'is', null)])),
        );
        return eb.and([ofDocument, eb.or([owned, createdBy])]);
      }),
    ),
  );
  if (q.document) base = base.where('record_activity.document_code', '=', q.document);
  if (q.record) base = base.where('record_activity.record_id', '=', q.record);
  if (q.user) base = base.where('record_activity.actor_id', '=', q.user);
  const total = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('record_activity')
    .orderBy('record_activity.created_at', 'desc')
    .orderBy('record_activity.id', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  return {
    rows: rows.map((r) => ({ ...r, before: asText(r.before), after: asText(r.after) })),
    total: count(total.n),
  };
}

// --- rules ---------------------------------------------------------------------------------------

export type RuleRow = Selectable<EventRulesTable>;

export async function insertRule(db: Db, row: RuleRow): Promise<void> {
  await db.insertInto('event_rules').values(row).execute();
}

export async function updateRule(db: Db, id: string, patch: Partial<Omit<RuleRow, 'id'>>): Promise<void> {
  await db.updateTable('event_rules').set(patch).where('id', '=', id).execute();
}

export async function deleteRule(db: Db, id: string): Promise<boolean> {
  const res = await db.deleteFrom('event_rules').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export const findRule = (db: Db, id: string) =>
  db.selectFrom('event_rules').selectAll().where('id', '=', id).executeTakeFirst();

export async function listRules(db: Db, q: { page: number; pageSize: number; document?: string }) {
  let base = db.selectFrom('event_rules');
  if (q.document) base = base.where('document_code', '=', q.document);
  const total = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  return { rows, total: count(total.n) };
}

/** The enabled rules a write of `trigger` to a record of `document` may fire. */
export const enabledRulesFor = (db: Db, document: string, trigger: string) =>
  db
    .selectFrom('event_rules')
    .selectAll()
    .where('document_code', '=', document)
    .where('trigger', '=', trigger)
    .where('enabled', '=', 1)
    .execute();

/** Enabled schedule rules whose next firing is due. */
export const dueScheduleRules = (db: Db, now: number, limit: number) =>
  db
    .selectFrom('event_rules')
    .selectAll()
    .where('trigger', '=', 'schedule')
    .where('enabled', '=', 1)
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .limit(limit)
    .execute();

/**
 * Moves a schedule rule's next firing on, only if it still is `expected`: of two workers ticking at
 * once, one wins the occurrence and the other fires nothing.
 */
export async function claimScheduleOccurrence(
  db: Db,
  id: string,
  expected: number,
  next: number,
): Promise<boolean> {
  const res = await db
    .updateTable('event_rules')
    .set({ next_run_at: next })
    .where('id', '=', id)
    .where('next_run_at', '=', expected)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

// --- runs ----------------------------------------------------------------------------------------

export type RunRow = Selectable<EventRunsTable>;

export async function insertRun(db: Db, row: RunRow): Promise<void> {
  await db.insertInto('event_runs').values(row).execute();
}

export async function updateRun(db: Db, id: string, patch: Partial<Omit<RunRow, 'id'>>): Promise<void> {
  await db.updateTable('event_runs').set(patch).where('id', '=', id).execute();
}

export const findRun = (db: Db, id: string) =>
  db.selectFrom('event_runs').selectAll().where('id', '=', id).executeTakeFirst();

export async function listRuns(
  db: Db,
  q: { page: number; pageSize: number; rule?: string; status?: string },
) {
  let base = db.selectFrom('event_runs');
  if (q.rule) base = base.where('rule_id', '=', q.rule);
  if (q.status) base = base.where('status', '=', q.status);
  const total = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  return { rows, total: count(total.n) };
}

// --- recipients and in-app messages --------------------------------------------------------------

/** One message per (run, user): a retried run adds none twice. */
export async function insertNotifications(
  db: Db,
  runId: string,
  userIds: readonly string[],
  title: string,
  body: string,
  now: number,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('event_notifications')
    .values(
      userIds.map((user_id) => ({
        id: crypto.randomUUID(),
        user_id,
        run_id: runId,
        title,
        body,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['run_id', 'user_id']).doNothing())
    .execute();
}

export const notificationsOf = (db: Db, userId: string, limit: number) =>
  db
    .selectFrom('event_notifications')
    .select(['id', 'title', 'body', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
