import crypto from 'node:crypto';
import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import type { ComponentStatus, RealtimeHub } from '../ports';
import { closeRedis, connectRedis } from '../redis/redis';
import { bullmqJobs, jobInfo, statusOf } from './bullmq-jobs';
import {
  CANCELLED,
  type EnqueueOptions,
  JOB_EVENTS,
  JOB_LOCK_MS,
  type JobInfo,
  type ManagedJobQueue,
  QUEUE_NAMES,
  type QueueName,
} from './job-definition';
import * as outbox from './job-outbox.repository';
import { concurrencyOf, errorText, JobRegistry, jobEventPublisher, throttledProgress } from './job-registry';
import type { ScheduleRow } from './job-schedules.repository';
import { createScheduleControl, effectiveSpec } from './schedule-control';
import { createThreadPool } from './thread-pool';

export interface BullmqQueueOptions {
  redisUrl: string;
  /** Redis key prefix; one per deployment (see deploymentNamespace) so deployments and test runs stay apart. */
  prefix: string;
  logger: Logger;
  /** The database whose `job_outbox` holds jobs written in business transactions. */
  db: Kysely<Database>;
  clock: Clock;
  realtime?: RealtimeHub;
  /** First retry delay; BullMQ doubles it with each failed attempt. */
  backoffMs?: number;
  /** How long a taken job stays locked; a worker that dies mid-run loses it after this. */
  lockMs?: number;
  /** How often workers look for jobs whose lock expired (stalled jobs). */
  stalledIntervalMs?: number;
  /** How often workers relay the outbox and look for cancellations of their running jobs. */
  pollMs?: number;
  concurrency?: Partial<Record<QueueName, number>>;
  threads?: number;
  /** Told when a job starts: its queue and the seconds it waited since it was due. */
  onStart?: (queue: string, waitedSeconds: number) => void;
}

const CANCEL_MARK_TTL_S = 30 * 24 * 3600;
// Finished jobs are kept a while for support, like the database queue does.
const KEEP = {
  removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

/**
 * BullMQ on Redis (REDIS_URL set): same registry and behaviour as the database queue, with
 * horizontal workers. One BullMQ queue per named queue, each worker with that queue's concurrency.
 * Cancellation leaves a mark in Redis: a pending job is removed, a running one is aborted by the
 * worker that runs it (each worker looks for marks of its running jobs every pollMs).
 */
export function createBullmqQueue(options: BullmqQueueOptions): ManagedJobQueue {
  const { logger, db, clock, prefix } = options;
  const registry = new JobRegistry();
  const pool = createThreadPool({ size: options.threads ?? 1 });
  const publish = jobEventPublisher(options.realtime, logger);
  const backoffMs = options.backoffMs ?? 2_000;
  const pollMs = options.pollMs ?? 250;
  // BullMQ needs blocking commands to retry forever (maxRetriesPerRequest null); workers duplicate it.
  const connection = connectRedis(options.redisUrl, logger, 'jobs', { maxRetriesPerRequest: null });
  const queues = new Map<QueueName, Queue>(
    QUEUE_NAMES.map((name) => {
      const queue = new Queue(name, { connection, prefix });
      queue.on('error', (err) => logger.warn({ err: err.message, queue: name }, 'bullmq queue error'));
      return [name, queue];
    }),
  );
  const queueOf = (name: QueueName) => queues.get(name) as Queue;
  const jobs = bullmqJobs(queues);
  const { locate } = jobs;
  const workers = new Map<QueueName, Worker>();
  const running = new Map<string, QueueName>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let started = false;

  const cancelMark = (id: string) => `${prefix}:cancelled:${id}`;

  const add = async (
    queue: QueueName,
    name: string,
    data: unknown,
    opts: { jobId: string; attempts: number; delayMs?: number; uniqueKey?: string },
  ) => {
    const job = await queueOf(queue).add(name, data, {
      jobId: opts.jobId,
      attempts: opts.attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      delay: opts.delayMs,
      // Without a ttl the key is held until the job completes or fails: one active job per key.
      deduplication: opts.uniqueKey ? { id: `${name}:${opts.uniqueKey}` } : undefined,
      ...KEEP,
    });
    if (!job.id) throw new Error('BullMQ returned a job without id');
    return job.id;
  };

  /**
   * Redis follows the schedule's row: a held schedule has no job scheduler (so no instance fires
   * it), a running one has the timing in force. `fromNow` (resume, new timing): an interval's first
   * run is one period from now, not at once.
   */
  async function applySchedule(row: ScheduleRow, fromNow: boolean): Promise<void> {
    const queue = queueOf(row.queue as QueueName);
    const declared = registry.declaredSchedule(row.name);
    if (row.paused === 1 || !declared) {
      await queue.removeJobScheduler(row.name);
      return;
    }
    const when = effectiveSpec(row);
    const repeat =
      'every' in when
        ? { every: when.every, ...(fromNow ? { startDate: clock.now() + when.every } : {}) }
        : { pattern: when.cron, tz: when.tz ?? 'UTC' };
    await queue.upsertJobScheduler(row.name, repeat, {
      name: row.name,
      data: declared.payload,
      opts: {
        attempts: registry.maxAttempts(declared.def),
        backoff: { type: 'exponential', delay: backoffMs },
        ...KEEP,
      },
    });
  }

  const scheduled = createScheduleControl({
    db,
    clock,
    logger,
    registry,
    enqueue: (def, payload, opts) =>
      add(def.queue, def.name, registry.validate(def, payload), {
        jobId: crypto.randomUUID(),
        ...enqueueOpts(opts, registry.maxAttempts(def, opts.maxAttempts)),
      }),
    apply: applySchedule,
    nextRun: async (row) => (await queueOf(row.queue as QueueName).getJobScheduler(row.name))?.next ?? null,
  });

  const processJob = async (job: Job, _token?: string, signal?: AbortSignal) => {
    const id = job.id as string;
    if (await connection.exists(cancelMark(id))) throw new UnrecoverableError(CANCELLED);
    // An occurrence Redis queued just before the pause reached it: a held schedule runs nothing.
    if (job.repeatJobKey && (await scheduled.isPaused(job.name))) return;
    const controller = new AbortController();
    signal?.addEventListener('abort', () => controller.abort(), { once: true });
    running.set(id, job.queueName as QueueName);
    options.onStart?.(job.queueName, (Date.now() - job.timestamp - (job.delay ?? 0)) / 1000);
    const progress = throttledProgress(async (fraction) => {
      await job.updateProgress(fraction);
      publish(id, JOB_EVENTS.progress, { name: job.name, progress: fraction });
    });
    const context = {
      id,
      attempt: job.attemptsMade + 1,
      progress: progress.report,
      signal: controller.signal,
    };
    try {
      await scheduled.track(job.name, () => registry.run(job.name, job.data, context, pool));
      await progress.flush();
      publish(id, JOB_EVENTS.finished, { name: job.name, status: 'done' });
    } catch (err) {
      await progress.flush();
      if (controller.signal.aborted) throw new UnrecoverableError(CANCELLED);
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1))
        publish(id, JOB_EVENTS.finished, { name: job.name, status: 'failed', error: errorText(err) });
      throw err;
    } finally {
      running.delete(id);
    }
  };

  /** Jobs written in business transactions move into Redis; the outbox id is the job id, so a repeat is ignored. */
  async function relayOutbox(): Promise<void> {
    for (const row of await outbox.oldestOutbox(db, 100)) {
      await add(row.queue as QueueName, row.name, JSON.parse(row.payload), {
        jobId: row.id,
        attempts: row.max_attempts,
        delayMs: Math.max(0, row.run_at - clock.now()),
        uniqueKey: row.unique_key ?? undefined,
      });
      await outbox.deleteOutbox(db, row.id);
    }
  }

  async function abortCancelledRuns(): Promise<void> {
    const ids = [...running.keys()];
    if (ids.length === 0) return;
    const marks = await connection.mget(...ids.map(cancelMark));
    ids.forEach((id, i) => {
      if (marks[i]) workers.get(running.get(id) as QueueName)?.cancelJob(id, CANCELLED);
    });
  }

  const tick = () => {
    timer = setTimeout(() => {
      ticking = Promise.all([relayOutbox(), abortCancelledRuns()])
        .then(() => undefined)
        .catch((err) => logger.warn({ err }, 'job outbox relay or cancel check failed'))
        .finally(() => {
          ticking = undefined;
          if (started) tick();
        });
    }, pollMs);
  };

  /** The declarations go to SQL (where pauses and overrides live), then Redis follows each row. */
  async function storeSchedules(): Promise<void> {
    await scheduled.storeDeclared();
    for (const row of await scheduled.declaredRows()) await applySchedule(row, false);
  }

  const enqueueOpts = (opts: EnqueueOptions, attempts: number) => ({
    attempts,
    delayMs: opts.delayMs,
    uniqueKey: opts.uniqueKey,
  });

  return {
    schedules: scheduled.control,

    handle: (def, handler) => registry.handle(def, handler),

    schedule(def, when, payload) {
      registry.schedule(def, when, payload);
      if (started) storeSchedules().catch((err) => logger.error({ err }, 'job schedule not stored'));
    },

    async enqueue(def, payload, opts = {}) {
      const data = registry.validate(def, payload);
      const attempts = registry.maxAttempts(def, opts.maxAttempts);
      return add(def.queue, def.name, data, { jobId: crypto.randomUUID(), ...enqueueOpts(opts, attempts) });
    },

    async enqueueInTransaction(trx, def, payload, opts = {}) {
      const data = registry.validate(def, payload);
      const id = crypto.randomUUID();
      const now = clock.now();
      await outbox.insertOutbox(trx, {
        id,
        name: def.name,
        queue: def.queue,
        payload: JSON.stringify(data),
        unique_key: opts.uniqueKey ?? null,
        max_attempts: registry.maxAttempts(def, opts.maxAttempts),
        run_at: now + (opts.delayMs ?? 0),
        created_at: now,
      });
      return id;
    },

    async cancel(id) {
      const found = await locate(id);
      if (!found || found.state === 'completed' || found.state === 'failed') return false;
      if (await connection.exists(cancelMark(id))) return false;
      const { queue, job } = found;
      // The mark keeps what support needs: a cancelled pending job is removed from BullMQ.
      const info = JSON.stringify(jobInfo(job, 'cancelled'));
      await connection.set(cancelMark(id), info, 'EX', CANCEL_MARK_TTL_S);
      // The key is free again at once: a new job with it may be enqueued while this one winds down.
      const dedupId = job.opts.deduplication?.id;
      if (dedupId) await queue.removeDeduplicationKey(dedupId);
      if (found.state !== 'active') await job.remove().catch(() => {});
      const runningHere = running.get(id);
      if (runningHere) workers.get(runningHere)?.cancelJob(id, CANCELLED);
      publish(id, JOB_EVENTS.finished, { name: job.name, status: 'cancelled' });
      return true;
    },

    async inspect(id) {
      const mark = await connection.get(cancelMark(id));
      const found = await locate(id);
      if (found) return jobInfo(found.job, mark ? 'cancelled' : statusOf(found.state));
      return mark ? (JSON.parse(mark) as JobInfo) : undefined;
    },

    async start() {
      registry.assertComplete();
      if (started) return;
      started = true;
      for (const name of QUEUE_NAMES) {
        if (registry.names(name).length === 0) continue;
        const worker = new Worker(name, processJob, {
          connection,
          prefix,
          concurrency: concurrencyOf(name, options.concurrency),
          lockDuration: options.lockMs ?? JOB_LOCK_MS,
          // looked for twice per lock: a dead worker's job is taken again within 1.5 locks
          stalledInterval: options.stalledIntervalMs ?? JOB_LOCK_MS / 2,
          // A job whose worker died is retried as long as it has attempts left, like a failure.
          maxStalledCount: registry
            .names(name)
            .reduce((m, n) => Math.max(m, registry.maxAttempts(registry.definition(n))), 1),
        });
        worker.on('error', (err) => logger.warn({ err: err.message }, 'bullmq worker error'));
        worker.on('failed', (job, err) => {
          if (!job || err.message === CANCELLED) return;
          const last = job.attemptsMade >= (job.opts.attempts ?? 1);
          logger.warn(
            { job: job.name, id: job.id, attempt: job.attemptsMade, error: errorText(err) },
            last ? 'job failed for good' : 'job failed, will retry',
          );
        });
        workers.set(name, worker);
      }
      await Promise.all([...workers.values()].map((w) => w.waitUntilReady()));
      await storeSchedules();
      tick();
    },

    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      await ticking;
      // Waits for running handlers, then closes connections.
      await Promise.all([...workers.values()].map((w) => w.close()));
      workers.clear();
      await Promise.all([...queues.values()].map((q) => q.close()));
      await closeRedis(connection);
      await pool.close();
    },

    async drain(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const counts = await Promise.all(
          [...queues.values()].map((q) => q.getJobCounts('waiting', 'active', 'prioritized')),
        );
        const busy = counts.some((c) => Object.values(c).some((n) => n > 0));
        if (!busy && (await outbox.countOutbox(db)) === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs still due or running after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    counts: jobs.counts,
    listFailed: jobs.listFailed,
    retry: jobs.retry,
    discard: jobs.discard,

    async status(): Promise<ComponentStatus> {
      try {
        const all = await Promise.race([
          Promise.all(
            [...queues.values()].map((q) => q.getJobCounts('waiting', 'active', 'delayed', 'failed')),
          ),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('redis did not answer')), 2000),
          ),
        ]);
        const totals: Record<string, number> = {};
        for (const counts of all)
          for (const [k, v] of Object.entries(counts)) totals[k] = (totals[k] ?? 0) + v;
        const detail = `bullmq (${started ? 'working' : 'not working here'}): ${Object.entries(totals)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`;
        return { status: 'ok', detail };
      } catch (err) {
        return { status: 'down', detail: errorText(err) };
      }
    },
  };
}
