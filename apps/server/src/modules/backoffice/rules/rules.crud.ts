import crypto from 'node:crypto';
import type {
  EventActionDto,
  EventRule,
  EventRuleListQuery,
  EventTriggerDto,
  MessageKey,
} from '@bitdata/contracts';
import { eventActionSchema, type eventRuleWriteSchema, messageText } from '@bitdata/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../../platform/app-deps';
import { AppError } from '../../../platform/errors';
import { checkOutboundUrl, OutboundError } from '../../../platform/http/outbound';
import { firstRunAt, scheduleProblem, specOf, timingOf } from '../../../platform/jobs/schedule';
import type { AuthContext } from '../../auth';
import { missingRoles } from '../access/roles.service';
import { fieldsOf } from '../documents/documents.model';
import * as documents from '../documents/documents.repository';
import { hiddenFieldsOf, mayReadAllRecords } from '../records/record-access';
import { RULE_TICK_MS } from './rules.jobs';
import * as repo from './rules.repository';
import { placeholdersOf } from './rules.templates';

/** Event rules as operators write and read them: checked against the documents, fields and roles. */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** A schedule rule may fire at most this often (the tick that fires them runs every TICK_MS). */
export const RULE_SCHEDULE_MIN_GAP_MS = 10_000;

export const scheduleOf = (rule: repo.RuleRow) =>
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
      return { kind: 'schedule', schedule: scheduleOf(rule) ?? { every: RULE_TICK_MS } };
    default:
      return { kind: 'created' };
  }
}

export const actionOf = (rule: repo.RuleRow): EventActionDto =>
  eventActionSchema.parse(JSON.parse(rule.action_config));

/**
 * A webhook's signing secret is answered whole once, when the rule is created; afterwards only its
 * last characters, so that whoever may read the rules later cannot forge calls to the receiver.
 */
export const maskSecret = (secret: string) => `${'•'.repeat(8)}${secret.slice(-4)}`;

export const toRule = (rule: repo.RuleRow, reveal = false): EventRule => ({
  id: rule.id,
  name: rule.name,
  document: rule.document_code,
  trigger: triggerOf(rule),
  action: actionOf(rule),
  enabled: Number(rule.enabled) === 1,
  secret: reveal ? rule.secret : maskSecret(rule.secret),
  nextRunAt: rule.next_run_at === null ? null : Number(rule.next_run_at),
  createdAt: Number(rule.created_at),
  updatedAt: Number(rule.updated_at),
});

const issue = (path: string, key: MessageKey) => ({ path, key, message: messageText(key) });

type RuleInput = z.output<typeof eventRuleWriteSchema>;

/**
 * What the schema cannot know: the document, its fields, the role, the schedule's timing. A rule
 * sends records to whoever its author names, so its author must be able to read every record of
 * the document (view all), and the fields it names are only those the author may see.
 */
async function checkRule(deps: Deps, author: AuthContext, input: RuleInput) {
  const doc = await documents.findDocument(deps.db, input.document);
  if (!doc) throw AppError.of('VALIDATION', 'badRequest', [issue('document', 'documentNotFound')]);
  if (!mayReadAllRecords(author, input.document))
    throw AppError.of('FORBIDDEN', 'eventDocumentNotReadable', [
      issue('document', 'eventDocumentNotReadable'),
    ]);
  const hidden = hiddenFieldsOf(author, input.document);
  const codes = new Set(
    fieldsOf(doc.fields)
      .map((f) => f.code)
      .filter((c) => !hidden.includes(c)),
  );
  const issues: ReturnType<typeof issue>[] = [];
  if (doc.built_in === 1 && input.trigger.kind !== 'schedule')
    issues.push(issue('document', 'builtInReadOnly'));
  if (input.trigger.kind === 'updated' && input.trigger.field && !codes.has(input.trigger.field))
    issues.push(issue('trigger.field', 'eventFieldUnknown'));
  if (input.trigger.kind === 'schedule') {
    const problem = scheduleProblem(input.trigger.schedule, RULE_SCHEDULE_MIN_GAP_MS, deps.clock.now());
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
    if (action.role && (await missingRoles(deps, [action.role])).length > 0)
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
  await checkRule(deps, auth, input);
  const now = deps.clock.now();
  const row: repo.RuleRow = {
    id: crypto.randomUUID(),
    ...columnsOf(input, now),
    secret: crypto.randomBytes(32).toString('hex'),
    created_by: auth.user.id,
    author_id: auth.user.id,
    created_at: now,
  };
  await repo.insertRule(deps.db, row);
  return toRule(row, true);
}

/** Saving a rule makes the editor its author: from then on it sends what the editor may read. */
export async function updateRule(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: RuleInput,
): Promise<EventRule> {
  const existing = await repo.findRule(deps.db, id);
  if (!existing) throw ruleNotFound();
  await checkRule(deps, auth, input);
  const patch = { ...columnsOf(input, deps.clock.now()), author_id: auth.user.id };
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
  return { data: rows.map((r) => toRule(r)), total, page: q.page, pageSize: q.pageSize };
}
