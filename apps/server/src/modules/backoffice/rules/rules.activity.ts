import type {
  Activity,
  ActivityListQuery,
  EventNotification,
  EventRun,
  EventRunListQuery,
  EventRunStatus,
} from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import { type AuthContext, accountContacts } from '../../auth';
import { fieldsOf } from '../documents/documents.model';
import * as documents from '../documents/documents.repository';
import { readScopes, shownFields, shownValues } from '../records/record-access';
import * as repo from './rules.repository';

/** What the activity log, the rules' runs and a user's in-app messages show. */

type Deps = Pick<AppDeps, 'db'>;

const parsed = (json: string | null) =>
  json === null ? null : (JSON.parse(json) as Record<string, unknown>);

/**
 * The activity log, read through the records' own rules (readScopes): a record's history shows only
 * to those who may read the record itself (view, row scope of view own or view all), each row's
 * before and after without the fields hidden to them. Designing documents grants no records.
 */
export async function listActivity(deps: Deps, auth: AuthContext, q: ActivityListQuery) {
  const all = await documents.listDocuments(deps.db, {});
  const asked = q.document ? all.filter((d) => d.code === q.document) : all;
  const scopes = await readScopes(
    deps,
    auth,
    asked.map((d) => d.code),
  );
  const fieldsOfDocument = new Map(asked.map((d) => [d.code, fieldsOf(d.fields)]));
  const shownOf = new Map(
    scopes.map((s) => [s.document, shownFields(fieldsOfDocument.get(s.document) ?? [], s.hidden)]),
  );
  const { rows, total } = await repo.listActivity(deps.db, { ...q, scopes });
  // the actors are accounts, which auth holds
  const actors = await accountContacts(
    deps.db,
    rows.flatMap((r) => (r.actor_id ? [r.actor_id] : [])),
  );
  const data: Activity[] = rows.map((r) => {
    const shown = shownOf.get(r.document_code) ?? [];
    const before = parsed(r.before);
    const after = parsed(r.after);
    return {
      id: r.id,
      document: r.document_code,
      recordId: r.record_id,
      action: r.action as Activity['action'],
      actorId: r.actor_id,
      actorName: (r.actor_id && actors.get(r.actor_id)?.username) ?? null,
      before: before && shownValues(before, shown),
      after: after && shownValues(after, shown),
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
