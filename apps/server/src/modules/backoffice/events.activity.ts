import type {
  Activity,
  ActivityListQuery,
  EventNotification,
  EventRun,
  EventRunListQuery,
  EventRunStatus,
} from '@bitdata/contracts';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../auth/auth.service';
import { seesDocument } from './documents.model';
import * as documents from './documents.repository';
import * as repo from './events.repository';

/** What the activity log, the rules' runs and a user's in-app messages show. */

type Deps = Pick<AppDeps, 'db'>;

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
