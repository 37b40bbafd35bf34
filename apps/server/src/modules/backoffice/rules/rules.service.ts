import crypto from 'node:crypto';
import type { AppDeps } from '../../../platform/app-deps';
import type { JobTransaction } from '../../../platform/jobs/job-definition';
import { nextRunAt } from '../../../platform/jobs/schedule';
import { scheduleOf } from './rules.crud';
import { runRuleJob } from './rules.jobs';
import * as repo from './rules.repository';

/**
 * Activity log and event rules. Every write to a record leaves an activity row in its
 * own transaction; the enabled rules it matches each get a run row and a job in that same
 * transaction, so a rolled-back write sends nothing and a committed one is never forgotten. The job
 * performs the action (rules.run.ts) and records the run's status, attempts, error and duration; a
 * failure is retried with the queue's backoff. Rules as operators write them: rules.crud.ts; what
 * the log and the runs show: rules.activity.ts.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

export interface RecordChange {
  document: string;
  recordId: string;
  action: 'created' | 'updated' | 'deleted';
  actorId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The rules a committed `change` fires: a job per enabled rule of the document and trigger, written
 * in `trx` (the write's transaction). An update rule with a field fires only when that field changed.
 * A batch of writes (an import) passes the rules it read once as `rules`.
 */
export async function fireRules(
  deps: Pick<AppDeps, 'jobs'>,
  trx: JobTransaction,
  change: RecordChange,
  rules?: readonly repo.RuleRow[],
) {
  for (const rule of rules ?? (await repo.enabledRulesFor(trx, change.document, change.action))) {
    if (change.action === 'updated' && rule.trigger_field) {
      const field = rule.trigger_field;
      if (same(change.before?.[field], change.after?.[field])) continue;
    }
    await queueRun(deps, trx, rule, {
      recordId: change.recordId,
      trigger: change.action,
      payload: {
        record: change.after ?? change.before ?? {},
        before: change.before,
        after: change.after,
        actorId: change.actorId,
        at: change.at,
      },
      at: change.at,
    });
  }
}

/** The activity row of an update or delete and the rules it fires, in the write's transaction. */
export async function recordChanged(
  deps: Pick<AppDeps, 'jobs'>,
  trx: JobTransaction,
  change: RecordChange,
  rules?: readonly repo.RuleRow[],
) {
  await repo.insertActivity(trx, change);
  await fireRules(deps, trx, change, rules);
}

async function queueRun(
  deps: Pick<AppDeps, 'jobs'>,
  trx: JobTransaction,
  rule: repo.RuleRow,
  run: { recordId: string | null; trigger: string; payload: Record<string, unknown>; at: number },
) {
  const id = crypto.randomUUID();
  await repo.insertRun(trx, {
    id,
    rule_id: rule.id,
    rule_name: rule.name,
    document_code: rule.document_code,
    record_id: run.recordId,
    trigger: run.trigger,
    action: rule.action,
    payload: JSON.stringify(run.payload),
    status: 'pending',
    attempts: 0,
    error: null,
    duration_ms: null,
    delivered: '[]',
    created_at: run.at,
    finished_at: null,
  });
  await deps.jobs.enqueueInTransaction(trx, runRuleJob, { runId: id });
}

/** Schedule rules that are due: each occurrence claimed by one worker, its run queued with the claim. */
export async function fireDueSchedules(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  let fired = 0;
  for (const rule of await repo.dueScheduleRules(deps.db, now, 100)) {
    const when = scheduleOf(rule);
    if (!when || rule.next_run_at === null) continue;
    const next = nextRunAt(when, now);
    const expected = Number(rule.next_run_at);
    await deps.db.transaction().execute(async (trx) => {
      if (!(await repo.claimScheduleOccurrence(trx, rule.id, expected, next))) return;
      await queueRun(deps, trx, rule, {
        recordId: null,
        trigger: 'schedule',
        payload: { record: {}, before: null, after: null, actorId: null, at: now },
        at: now,
      });
      fired += 1;
    });
  }
  return fired;
}
