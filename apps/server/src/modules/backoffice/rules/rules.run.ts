import type { EventActionDto, EventRunStatus } from '@bitdata/contracts';
import { WEBHOOK_SIGNATURE_HEADER } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import { OutboundError, postOutbound } from '../../../platform/http/outbound';
import type { JobContext } from '../../../platform/jobs/job-definition';
import { activeAccountsOfRole, viewerOf } from '../../auth';
import { fieldsOf } from '../documents/documents.model';
import * as documents from '../documents/documents.repository';
import { hiddenFieldsOf, mayReadAllRecords, shownFields, shownValues } from '../records/record-access';
import { actionOf } from './rules.crud';
import { RULE_RUN_MAX_ATTEMPTS } from './rules.jobs';
import * as repo from './rules.repository';
import { placeholdersOf, renderHtml, renderSubject, renderText, signBody } from './rules.templates';

/**
 * A queued run of an event rule performed (the runRuleJob job): its e-mail, signed webhook or in-app
 * notification, and how it went recorded on the run.
 */

/** What performing a run needs: the mailer, the outbound policy for webhooks, the author's access. */
type RunDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config' | 'realtime' | 'access'>;

/** How long a webhook may take to answer before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Error texts stored on a run are cut to this length. */
const ERROR_MAX = 1_000;

/** Thrown when a retry cannot help (the rule was deleted): the run fails at once. */
class FinalError extends Error {}

/** The job: performs a run's action and records how it went; throws so the queue retries. */
export async function performRun(deps: RunDeps, runId: string, context: Pick<JobContext, 'attempt'>) {
  const run = await repo.findRun(deps.db, runId);
  // a second relay of a finished run does nothing
  if (!run || run.status === 'succeeded' || run.status === 'noRecipients') return;
  const started = deps.clock.now();
  await repo.updateRun(deps.db, runId, { status: 'running', attempts: context.attempt });
  try {
    const rule = await repo.findRule(deps.db, run.rule_id);
    if (!rule) throw new FinalError('the rule was deleted');
    const outcome = await perform(deps, rule, run);
    await finish(deps, runId, started, outcome.status, outcome.note);
  } catch (err) {
    const final = err instanceof FinalError || context.attempt >= RULE_RUN_MAX_ATTEMPTS;
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

/**
 * The fields of the rule's document its author may see now. A rule acts with its author's access at
 * every run, not only when it was saved: once the author may no longer read every record of the
 * document (the grant taken away, the account blocked or gone), or a field it sends was hidden from
 * them, each run fails with the reason instead of sending.
 */
async function authorsFields(deps: RunDeps, rule: repo.RuleRow, action: EventActionDto) {
  const author = rule.author_id === null ? null : await viewerOf(deps, rule.author_id);
  if (!author || !mayReadAllRecords(author, rule.document_code))
    throw new FinalError(`the rule's author may no longer view every record of ${rule.document_code}`);
  const document = await documents.findDocument(deps.db, rule.document_code);
  if (!document) throw new FinalError(`the document ${rule.document_code} was deleted`);
  const shown = shownFields(fieldsOf(document.fields), hiddenFieldsOf(author, rule.document_code));
  if (action.kind !== 'webhook') {
    const named = [...placeholdersOf(action.subject), ...placeholdersOf(action.body)];
    const refused = named.filter((f) => f !== 'id' && !shown.includes(f));
    if (refused.length)
      throw new FinalError(
        `the rule's author may no longer see the field(s) ${[...new Set(refused)].join(', ')}`,
      );
  }
  return shown;
}

/** How a performed run ended: sent, or nobody to send to (a role without users), said as such. */
interface Outcome {
  status: 'succeeded' | 'noRecipients';
  note: string | null;
}
const SENT: Outcome = { status: 'succeeded', note: null };
const nobodyIn = (role: string): Outcome => ({
  status: 'noRecipients',
  note: `the role ${role} has no users`,
});

async function perform(deps: RunDeps, rule: repo.RuleRow, run: repo.RunRow): Promise<Outcome> {
  const payload = JSON.parse(run.payload) as RunPayload;
  const action = actionOf(rule);
  const fields = await authorsFields(deps, rule, action);
  const shown = (data: Record<string, unknown> | null) => data && shownValues(data, fields);
  const values = { ...shown(payload.record), id: run.record_id ?? '' };
  switch (action.kind) {
    case 'email': {
      const to = action.to
        ? [action.to]
        : (await activeAccountsOfRole(deps.db, action.role ?? '')).map((u) => u.username);
      if (to.length === 0) return nobodyIn(action.role ?? '');
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
      return SENT;
    }
    case 'webhook': {
      const body = JSON.stringify({
        id: run.id,
        rule: { id: rule.id, name: rule.name },
        document: run.document_code,
        recordId: run.record_id,
        trigger: run.trigger,
        at: payload.at,
        record: shown(payload.record),
        before: shown(payload.before),
        after: shown(payload.after),
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
      return SENT;
    }
    case 'notification': {
      const users = await activeAccountsOfRole(deps.db, action.role);
      if (users.length === 0) return nobodyIn(action.role);
      await repo.insertNotifications(
        deps.db,
        run.id,
        users.map((u) => u.id),
        renderSubject(action.subject, values),
        renderText(action.body, values),
        deps.clock.now(),
      );
      return SENT;
    }
  }
}
