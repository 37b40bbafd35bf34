import crypto from 'node:crypto';
import type {
  Activity,
  ActivityListQuery,
  EventActionDto,
  EventNotification,
  EventRule,
  EventRuleListQuery,
  EventRun,
  EventRunListQuery,
  EventRunStatus,
  EventTriggerDto,
  MessageKey,
} from '@bitdata/contracts';
import {
  eventActionSchema,
  type eventRuleWriteSchema,
  messageText,
  WEBHOOK_SIGNATURE_HEADER,
} from '@bitdata/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../platform/errors';
import { checkOutboundUrl, OutboundError, postOutbound } from '../../platform/http/outbound';
import type { JobContext, JobTransaction } from '../../platform/jobs/job-definition';
import { firstRunAt, nextRunAt, scheduleProblem, specOf, timingOf } from '../../platform/jobs/schedule';
import type { AuthContext } from '../auth/auth.service';
import { fieldsOf, seesDocument } from './documents.model';
import * as documents from './documents.repository';
import { EVENT_RUN_MAX_ATTEMPTS, EVENT_TICK_MS, runEventJob } from './events.jobs.defs';
import * as repo from './events.repository';
import { placeholdersOf, renderHtml, renderSubject, renderText, signBody } from './events.templates';

/**
 * Activity log and event rules (issue 14). Every write to a record leaves an activity row in its
 * own transaction; the enabled rules it matches each get a run row and a job in that same
 * transaction, so a rolled-back write sends nothing and a committed one is never forgotten. The job
 * performs the action (e-mail, signed webhook, in-app notification) and records the run's status,
 * attempts, error and duration; a failure is retried with the queue's backoff.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config'>;
/** What performing a run needs: the mailer, and the outbound policy for webhooks. */
type RunDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;

/** A schedule rule may fire at most this often (the tick that fires them runs every TICK_MS). */
export const EVENT_SCHEDULE_MIN_GAP_MS = 10_000;
/** How long a webhook may take to answer before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Error texts stored on a run are cut to this length. */
const ERROR_MAX = 1_000;

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
  await deps.jobs.enqueueInTransaction(trx, runEventJob, { runId: id });
}

// --- the runs ------------------------------------------------------------------------------------

/** Thrown when a retry cannot help (the rule was deleted): the run fails at once. */
class FinalError extends Error {}

/** The job: performs a run's action and records how it went; throws so the queue retries. */
export async function performRun(deps: RunDeps, runId: string, context: Pick<JobContext, 'attempt'>) {
  const run = await repo.findRun(deps.db, runId);
  if (!run || run.status === 'succeeded') return; // a second relay of a finished run does nothing
  const started = deps.clock.now();
  await repo.updateRun(deps.db, runId, { status: 'running', attempts: context.attempt });
  try {
    const rule = await repo.findRule(deps.db, run.rule_id);
    if (!rule) throw new FinalError('the rule was deleted');
    await perform(deps, rule, run);
    await finish(deps, runId, started, 'succeeded', null);
  } catch (err) {
    const final = err instanceof FinalError || context.attempt >= EVENT_RUN_MAX_ATTEMPTS;
    const message = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX);
    await finish(deps, runId, started, final ? 'failed' : 'retrying', message);
    if (!(err instanceof FinalError)) throw err;
  }
}

async function finish(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  runId: string,
  started: number,
  status: EventRunStatus,
  error: string | null,
) {
  const now = deps.clock.now();
  await repo.updateRun(deps.db, runId, {
    status,
    error,
    duration_ms: Math.max(0, now - started),
    finished_at: status === 'retrying' ? null : now,
  });
}

interface RunPayload {
  record: Record<string, unknown>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actorId: string | null;
  at: number;
}

async function perform(deps: RunDeps, rule: repo.RuleRow, run: repo.RunRow) {
  const payload = JSON.parse(run.payload) as RunPayload;
  const action = actionOf(rule);
  const values = { ...payload.record, id: run.record_id ?? '' };
  switch (action.kind) {
    case 'email': {
      const to = action.to
        ? [action.to]
        : (await repo.usersOfRole(deps.db, action.role ?? '')).map((u) => u.username);
      const subject = renderSubject(action.subject, values);
      const text = renderText(action.body, values);
      const html = renderHtml(action.body, values);
      // each address is recorded once sent, so a retry after a partial failure sends to the rest only
      // (a crash between a send and its record sends that one again: at least once)
      const delivered = new Set<string>(JSON.parse(run.delivered) as string[]);
      for (const address of to) {
        if (delivered.has(address)) continue;
        await deps.mailer.send({ to: address, subject, text, html });
        delivered.add(address);
        await repo.updateRun(deps.db, run.id, { delivered: JSON.stringify([...delivered]) });
      }
      return;
    }
    case 'webhook': {
      const body = JSON.stringify({
        id: run.id,
        rule: { id: rule.id, name: rule.name },
        document: run.document_code,
        recordId: run.record_id,
        trigger: run.trigger,
        at: payload.at,
        record: payload.record,
        before: payload.before,
        after: payload.after,
      });
      // the operators' outbound policy, as for members' webhooks: no private addresses unless allowed
      const answer = await postOutbound(
        action.url,
        body,
        {
          'content-type': 'application/json',
          [WEBHOOK_SIGNATURE_HEADER]: signBody(rule.secret, body),
          'x-bitdata-delivery': run.id,
        },
        { ...deps.config.outbound, timeoutMs: WEBHOOK_TIMEOUT_MS },
      ).catch((err: unknown) => {
        // a refused address stays refused: the run fails without retries
        if (err instanceof OutboundError && err.permanent) throw new FinalError(err.message);
        throw err;
      });
      if (answer.status < 200 || answer.status >= 300)
        throw new Error(`webhook answered HTTP ${answer.status}`);
      return;
    }
    case 'notification': {
      const users = await repo.usersOfRole(deps.db, action.role);
      await repo.insertNotifications(
        deps.db,
        run.id,
        users.map((u) => u.id),
        renderSubject(action.subject, values),
        renderText(action.body, values),
        deps.clock.now(),
      );
      return;
    }
  }
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

// --- rules as operators see them -----------------------------------------------------------------

const scheduleOf = (rule: repo.RuleRow) =>
  specOf({
    every: rule.every_ms === null ? null : Number(rule.every_ms),
    cron: rule.cron,
    tz: rule.tz,
  });

function triggerOf(rule: repo.RuleRow): EventTriggerDto {
  switch (rule.trigger) {
    case 'updated':
      return { kind: 'updated', field: rule.trigger_field };
    case 'deleted':
      return { kind: 'deleted' };
    case 'schedule':
      return { kind: 'schedule', schedule: scheduleOf(rule) ?? { every: EVENT_TICK_MS } };
    default:
      return { kind: 'created' };
  }
}

const actionOf = (rule: repo.RuleRow): EventActionDto =>
  eventActionSchema.parse(JSON.parse(rule.action_config));

export const toRule = (rule: repo.RuleRow): EventRule => ({
  id: rule.id,
  name: rule.name,
  document: rule.document_code,
  trigger: triggerOf(rule),
  action: actionOf(rule),
  enabled: Number(rule.enabled) === 1,
  secret: rule.secret,
  nextRunAt: rule.next_run_at === null ? null : Number(rule.next_run_at),
  createdAt: Number(rule.created_at),
  updatedAt: Number(rule.updated_at),
});

const issue = (path: string, key: MessageKey) => ({ path, key, message: messageText(key) });

type RuleInput = z.output<typeof eventRuleWriteSchema>;

/** What the schema cannot know: the document, its fields, the role, the schedule's timing. */
async function checkRule(deps: Deps, input: RuleInput) {
  const doc = await documents.findDocument(deps.db, input.document);
  if (!doc) throw AppError.of('VALIDATION', 'badRequest', [issue('document', 'documentNotFound')]);
  const codes = new Set(fieldsOf(doc.fields).map((f) => f.code));
  const issues: ReturnType<typeof issue>[] = [];
  if (doc.built_in === 1 && input.trigger.kind !== 'schedule')
    issues.push(issue('document', 'builtInReadOnly'));
  if (input.trigger.kind === 'updated' && input.trigger.field && !codes.has(input.trigger.field))
    issues.push(issue('trigger.field', 'eventFieldUnknown'));
  if (input.trigger.kind === 'schedule') {
    const problem = scheduleProblem(input.trigger.schedule, EVENT_SCHEDULE_MIN_GAP_MS, deps.clock.now());
    if (problem) issues.push(issue('trigger.schedule', problem));
  }
  const action = input.action;
  if (action.kind === 'webhook')
    try {
      checkOutboundUrl(action.url, deps.config.outbound);
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err;
      issues.push(issue('action.url', 'webhookUrlRefused'));
    }
  else {
    for (const key of ['subject', 'body'] as const)
      if (placeholdersOf(action[key]).some((p) => p !== 'id' && !codes.has(p)))
        issues.push(issue(`action.${key}`, 'eventPlaceholderUnknown'));
    if (action.role && !(await repo.roleExists(deps.db, action.role)))
      issues.push(issue('action.role', 'eventRoleUnknown'));
  }
  if (issues.length) throw AppError.of('VALIDATION', 'badRequest', issues);
}

function columnsOf(input: RuleInput, now: number) {
  const schedule = input.trigger.kind === 'schedule' ? input.trigger.schedule : null;
  const timing = schedule ? timingOf(schedule) : { every: null, cron: null, tz: null };
  return {
    name: input.name,
    document_code: input.document,
    trigger: input.trigger.kind,
    trigger_field: input.trigger.kind === 'updated' ? input.trigger.field : null,
    every_ms: timing.every,
    cron: timing.cron,
    tz: timing.tz,
    next_run_at: schedule && input.enabled ? firstRunAt(schedule, now) : null,
    action: input.action.kind,
    action_config: JSON.stringify(input.action),
    enabled: input.enabled ? 1 : 0,
    updated_at: now,
  };
}

const ruleNotFound = () => AppError.of('NOT_FOUND', 'eventRuleNotFound');

export async function createRule(deps: Deps, auth: AuthContext, input: RuleInput): Promise<EventRule> {
  await checkRule(deps, input);
  const now = deps.clock.now();
  const row: repo.RuleRow = {
    id: crypto.randomUUID(),
    ...columnsOf(input, now),
    secret: crypto.randomBytes(32).toString('hex'),
    created_by: auth.user.id,
    created_at: now,
  };
  await repo.insertRule(deps.db, row);
  return toRule(row);
}

export async function updateRule(deps: Deps, id: string, input: RuleInput): Promise<EventRule> {
  const existing = await repo.findRule(deps.db, id);
  if (!existing) throw ruleNotFound();
  await checkRule(deps, input);
  const patch = columnsOf(input, deps.clock.now());
  await repo.updateRule(deps.db, id, patch);
  return toRule({ ...existing, ...patch });
}

export async function getRule(deps: Deps, id: string): Promise<EventRule> {
  const rule = await repo.findRule(deps.db, id);
  if (!rule) throw ruleNotFound();
  return toRule(rule);
}

export async function deleteRule(deps: Deps, id: string): Promise<void> {
  if (!(await repo.deleteRule(deps.db, id))) throw ruleNotFound();
}

export async function listRules(deps: Deps, q: EventRuleListQuery) {
  const { rows, total } = await repo.listRules(deps.db, q);
  return { data: rows.map(toRule), total, page: q.page, pageSize: q.pageSize };
}

const parsed = (json: string | null) =>
  json === null ? null : (JSON.parse(json) as Record<string, unknown>);

/** A record's values without the fields the caller's field rules hide. */
const visible = (data: Record<string, unknown> | null, hidden: readonly string[]) =>
  data && hidden.length
    ? Object.fromEntries(Object.entries(data).filter(([k]) => !hidden.includes(k)))
    : data;

/**
 * The activity log, read through the document rules as the records are: only documents the caller
 * sees (seesDocument), each row's before and after without the fields hidden to them.
 */
export async function listActivity(deps: Deps, auth: AuthContext, q: ActivityListQuery) {
  const codes = (await documents.listDocuments(deps.db, {})).map((d) => d.code);
  const readable = codes.filter((code) => seesDocument(auth, code));
  const { rows, total } = await repo.listActivity(deps.db, { ...q, documents: readable });
  const data: Activity[] = rows.map((r) => {
    const hidden = auth.hiddenFields[r.document_code] ?? [];
    return {
      id: r.id,
      document: r.document_code,
      recordId: r.record_id,
      action: r.action as Activity['action'],
      actorId: r.actor_id,
      actorName: r.actor_name ?? null,
      before: visible(parsed(r.before), hidden),
      after: visible(parsed(r.after), hidden),
      createdAt: Number(r.created_at),
    };
  });
  return { data, total, page: q.page, pageSize: q.pageSize };
}

export async function listRuns(deps: Deps, q: EventRunListQuery) {
  const { rows, total } = await repo.listRuns(deps.db, q);
  const data: EventRun[] = rows.map((r) => ({
    id: r.id,
    ruleId: r.rule_id,
    ruleName: r.rule_name,
    document: r.document_code,
    recordId: r.record_id,
    trigger: r.trigger as EventRun['trigger'],
    action: r.action as EventRun['action'],
    status: r.status as EventRunStatus,
    attempts: Number(r.attempts),
    error: r.error,
    durationMs: r.duration_ms === null ? null : Number(r.duration_ms),
    createdAt: Number(r.created_at),
    finishedAt: r.finished_at === null ? null : Number(r.finished_at),
  }));
  return { data, total, page: q.page, pageSize: q.pageSize };
}

export async function myNotifications(deps: Deps, auth: AuthContext): Promise<EventNotification[]> {
  const rows = await repo.notificationsOf(deps.db, auth.user.id, 50);
  return rows.map((r) => ({ id: r.id, title: r.title, body: r.body, createdAt: Number(r.created_at) }));
}
