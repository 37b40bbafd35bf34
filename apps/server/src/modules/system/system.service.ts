import type { FailedJobDto, SystemComponent, SystemSnapshot } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import { QUEUE_NAMES, type QueueName } from '../../platform/jobs/job-definition';
import { readiness } from '../health';
import { feedHolders } from '../market';
import { STALE_AFTER_MS } from './instance-heartbeat';
import { listInstances } from './instances.repository';
import { publishSystemChange } from './system.live';

/**
 * The operators' system screen: what runs (instances and their heartbeats), the market feeds and who
 * runs each, the job queues and their failed jobs, how far the candle consumers are behind, and the
 * database and Redis. Read from what the health probes and the metrics read, not measured twice.
 */
type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'jobs' | 'market' | 'realtime' | 'logger' | 'dialect'> &
  Parameters<typeof readiness>[0];

const component = (check: { status: 'ok' | 'down'; detail?: string } | undefined): SystemComponent =>
  check ? { status: check.status, detail: check.detail ?? null } : { status: 'off', detail: null };

/** The whole picture, as this instance sees it; `currentInstance` marks the one answering. */
export async function systemSnapshot(deps: Deps, currentInstance?: string): Promise<SystemSnapshot> {
  const now = deps.clock.now();
  const [instances, feeds, holders, queues, ready, jobs] = await Promise.all([
    listInstances(deps.db),
    deps.market.feedStatus().catch(() => []),
    feedHolders(deps).catch(() => []),
    deps.jobs.counts().catch(() => []),
    readiness(deps),
    deps.jobs.status(),
  ]);
  return {
    at: now,
    instances: instances.map((i) => ({
      id: i.id,
      role: i.role as SystemSnapshot['instances'][number]['role'],
      version: i.version,
      host: i.host,
      pid: i.pid,
      startedAt: i.started_at,
      lastSeen: i.last_seen,
      stale: now - i.last_seen > STALE_AFTER_MS,
      current: i.id === currentInstance,
    })),
    feeds: feeds.map((f) => {
      const holder = holders.find((h) => h.exchangeId === f.exchangeId && h.dataType === f.dataType);
      return {
        exchangeId: f.exchangeId,
        dataType: f.dataType,
        state: f.state,
        source: f.source,
        lastCandleTime: f.lastCandleTime,
        detail: f.detail,
        // on the feed's own clock, as the metrics measure it: a replayed candle is history on the wall clock
        lagSeconds:
          f.lastCandleTime === null ? null : Math.max(0, (f.replayTime ?? now) - f.lastCandleTime) / 1000,
        holder: holder?.owner ?? null,
        leaseExpiresAt: holder?.expiresAt ?? null,
      };
    }),
    queues,
    consumers: deps.market.events.lag().map((c) => ({ consumer: c.consumer, lagSeconds: c.seconds })),
    database: component(ready.checks.database),
    redis: component(ready.checks.redis),
    jobs: {
      provider: deps.config.redisUrl ? 'bullmq' : 'database',
      status: jobs.status === 'down' ? 'down' : 'ok',
      detail: jobs.detail ?? null,
    },
  };
}

const queueNamed = (queue: string): QueueName => {
  if (!QUEUE_NAMES.includes(queue as QueueName)) throw AppError.of('NOT_FOUND', 'queueNotFound');
  return queue as QueueName;
};

export async function failedJobs(
  deps: Pick<AppDeps, 'jobs'>,
  queue: string,
  page: { limit: number; offset: number },
): Promise<{ jobs: FailedJobDto[]; total: number }> {
  return deps.jobs.listFailed(queueNamed(queue), page);
}

/** 404 for a job nobody knows, 409 for one that is not failed (waiting, running, done). */
async function refusal(deps: Pick<AppDeps, 'jobs'>, id: string): Promise<never> {
  const job = await deps.jobs.inspect(id);
  if (!job) throw AppError.of('NOT_FOUND', 'jobNotFound');
  throw AppError.of('CONFLICT', 'jobNotFailed', { status: job.status });
}

/** A failed job queued again with all its attempts: the operator fixed what made it fail. */
export async function retryJob(deps: Deps, id: string): Promise<{ id: string }> {
  if (!(await deps.jobs.retry(id))) return refusal(deps, id);
  deps.logger.info({ job: id }, 'system: failed job retried by an operator');
  await publishSystemChange(deps);
  return { id };
}

/** A failed job removed for good: its failure is known and nothing more will be done about it. */
export async function discardJob(deps: Deps, id: string): Promise<void> {
  if (!(await deps.jobs.discard(id))) return refusal(deps, id);
  deps.logger.info({ job: id }, 'system: failed job discarded by an operator');
  await publishSystemChange(deps);
}
