import crypto from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { SqlDialect } from '../db/database';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import type { ComponentStatus, RealtimeHub } from '../ports';
import {
  CANCELLED,
  type FailedJob,
  failedPage,
  JOB_EVENTS,
  JOB_LOCK_MS,
  type JobInfo,
  type ManagedJobQueue,
  QUEUE_NAMES,
  type QueueName,
} from './job-definition';
import {
  backoffDelay,
  concurrencyOf,
  errorText,
  JobRegistry,
  jobEventPublisher,
  throttledProgress,
} from './job-registry';
import * as schedules from './job-schedules.repository';
import * as repo from './jobs.repository';
import { nextRunAt } from './schedule';
import { createScheduleControl, effectiveSpec } from './schedule-control';
import { createThreadPool } from './thread-pool';

export interface DbQueueOptions {
  db: Kysely<Database>;
  dialect: SqlDialect;
  logger: Logger;
  clock: Clock;
  /** Worker threads for handlers given as a ThreadTask (started on first use). */
  threads?: number;
  /** Where progress and ends are published (channel `job:<id>`). */
  realtime?: RealtimeHub;
  /** How often an idle worker looks for due jobs, schedules and cancellations. An enqueue here wakes it at once. */
  pollMs?: number;
  /** How long a claimed job stays locked; renewed at half that while it runs. */
  lockMs?: number;
  /** First retry delay; doubles with each failed attempt. */
  backoffMs?: number;
  concurrency?: Partial<Record<QueueName, number>>;
  /** Told when a job starts: its queue and the seconds it waited since it was due. */
  onStart?: (queue: string, waitedSeconds: number) => void;
}

const DAY = 24 * 3600_000;

interface Running {
  queue: QueueName;
  controller: AbortController;
  done: Promise<void>;
}

/**
 * The durable default queue: jobs are rows of the `jobs` table, so a job enqueued before a crash
 * or restart runs afterwards, and a job whose worker died mid-run is taken again once its lock
 * expires. Works the same on SQLite and PostgreSQL; several processes may poll one database.
 */
export function createDbQueue(options: DbQueueOptions): ManagedJobQueue {
  const { db, dialect, logger, clock } = options;
  const pool = createThreadPool({ size: options.threads ?? 1 });
  const pollMs = options.pollMs ?? 250;
  const lockMs = options.lockMs ?? JOB_LOCK_MS;
  const backoffMs = options.backoffMs ?? 2_000;
  const registry = new JobRegistry();
  const publish = jobEventPublisher(options.realtime, logger);
  const scheduled = createScheduleControl({
    db,
    clock,
    logger,
    registry,
    enqueue: (def, payload, opts) => insert(db, def, payload, opts),
  });
  const workerId = `${os.hostname().slice(0, 30)}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;

  const running = new Map<string, Running>();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let lastPurge = 0;
  let lastPollError: string | undefined;

  const wake = (delay = 0) => {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      polling ??= poll().finally(() => {
        polling = undefined;
        wake(pollMs);
      });
    }, delay);
  };

  const runningIn = (queue: QueueName) => [...running.values()].filter((r) => r.queue === queue).length;

  async function poll(): Promise<void> {
    try {
      const now = clock.now();
      if (now - lastPurge > 3600_000) {
        lastPurge = now;
        await repo.purgeFinishedJobs(db, now - 7 * DAY);
      }
      await repo.failExpiredExhausted(db, now);
      await fireDueSchedules(now);
      // A job cancelled from another process: its row says so, the run here stops.
      for (const id of await repo.findCancelled(db, [...running.keys()])) running.get(id)?.controller.abort();
      for (;;) {
        const open = QUEUE_NAMES.filter(
          (q) => registry.names(q).length > 0 && runningIn(q) < concurrencyOf(q, options.concurrency),
        );
        if (!started || open.length === 0) break;
        const row = await repo.claimNextJob(db, dialect, {
          queues: open,
          workerId,
          now: clock.now(),
          lockMs,
          names: open.flatMap((q) => registry.names(q)),
        });
        if (!row) break;
        const controller = new AbortController();
        const done = execute(row, controller).finally(() => {
          running.delete(row.id);
          wake();
        });
        running.set(row.id, { queue: row.queue as QueueName, controller, done });
      }
      lastPollError = undefined;
    } catch (err) {
      lastPollError = errorText(err);
      logger.error({ err }, 'job queue poll failed');
    }
  }

  /** Each due occurrence becomes one job, written with the schedule's advance in one transaction. */
  async function fireDueSchedules(now: number): Promise<void> {
    for (const s of await schedules.dueSchedules(db, now, registry.names())) {
      const when = effectiveSpec(s);
      await db.transaction().execute(async (trx) => {
        if (!(await schedules.advanceSchedule(trx, s.name, s.next_run_at, nextRunAt(when, now), now))) return;
        const def = registry.definition(s.name);
        await repo.insertJob(trx, {
          id: crypto.randomUUID(),
          name: s.name,
          queue: s.queue,
          payload: s.payload,
          maxAttempts: registry.maxAttempts(def),
          runAt: now,
          now,
        });
      });
    }
  }

  async function execute(row: repo.JobRow, controller: AbortController): Promise<void> {
    options.onStart?.(row.queue, (clock.now() - row.run_at) / 1000);
    const heartbeat = setInterval(
      () => {
        repo
          .extendJobLock(db, row.id, workerId, clock.now() + lockMs)
          .catch((err) => logger.warn({ err }, 'job lock renewal failed'));
      },
      Math.max(50, Math.floor(lockMs / 2)),
    );
    const progress = throttledProgress(async (fraction) => {
      await repo.setJobProgress(db, row.id, workerId, fraction);
      publish(row.id, JOB_EVENTS.progress, { name: row.name, progress: fraction });
    });
    const context = {
      id: row.id,
      attempt: row.attempts,
      progress: progress.report,
      signal: controller.signal,
    };
    try {
      await scheduled.track(row.name, () => registry.run(row.name, JSON.parse(row.payload), context, pool));
      await progress.flush();
      await repo.completeJob(db, row.id, workerId, clock.now());
      publish(row.id, JOB_EVENTS.finished, { name: row.name, status: 'done' });
    } catch (err) {
      await progress.flush();
      // Cancelled: the row already says so; the handler's abort error is not a failure.
      if (controller.signal.aborted) return;
      const error = errorText(err);
      const last = row.attempts >= row.max_attempts;
      const retryAt = last ? null : clock.now() + backoffDelay(row.attempts, backoffMs);
      logger.warn(
        { job: row.name, id: row.id, attempt: row.attempts, of: row.max_attempts, error },
        last ? 'job failed for good' : 'job failed, will retry',
      );
      await repo
        .failJobAttempt(db, { id: row.id, workerId, error, retryAt, now: clock.now() })
        .catch((e) => logger.error({ err: e }, 'could not record a job failure'));
      if (last) publish(row.id, JOB_EVENTS.finished, { name: row.name, status: 'failed', error });
    } finally {
      clearInterval(heartbeat);
    }
  }

  const storeSchedules = () => scheduled.storeDeclared();

  const insert = async (
    target: Kysely<Database>,
    def: Parameters<ManagedJobQueue['enqueue']>[0],
    payload: unknown,
    opts: Parameters<ManagedJobQueue['enqueue']>[2] = {},
  ) => {
    const stored = registry.validate(def, payload);
    const now = clock.now();
    const id = await repo.insertJob(target, {
      id: crypto.randomUUID(),
      name: def.name,
      queue: def.queue,
      payload: JSON.stringify(stored),
      maxAttempts: registry.maxAttempts(def, opts.maxAttempts),
      runAt: now + (opts.delayMs ?? 0),
      uniqueKey: opts.uniqueKey,
      now,
    });
    if (!opts.delayMs) wake();
    return id;
  };

  return {
    schedules: scheduled.control,

    handle: (def, handler) => registry.handle(def, handler),

    schedule(def, when, payload) {
      registry.schedule(def, when, payload);
      if (started) storeSchedules().catch((err) => logger.error({ err }, 'job schedule not stored'));
    },

    enqueue: (def, payload, opts) => insert(db, def, payload, opts),

    enqueueInTransaction: (trx, def, payload, opts) => insert(trx, def, payload, opts),

    async cancel(id) {
      const cancelled = await repo.cancelJob(db, id, clock.now());
      running.get(id)?.controller.abort();
      if (cancelled) publish(id, JOB_EVENTS.finished, { status: 'cancelled' });
      return cancelled;
    },

    async start() {
      registry.assertComplete();
      if (started) return;
      await storeSchedules();
      started = true;
      wake();
    },

    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await polling;
      // Let running handlers finish: their rows would otherwise wait for the lock to expire.
      await Promise.allSettled([...running.values()].map((r) => r.done));
      await pool.close();
    },

    async drain(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (running.size === 0 && (await repo.countBusyJobs(db, clock.now(), registry.names())) === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs still due or running after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    async inspect(id): Promise<JobInfo | undefined> {
      const row = await repo.findJob(db, id);
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        queue: row.queue,
        status: row.status as JobInfo['status'],
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
        progress: row.progress ?? 0,
        lastError: row.status === 'cancelled' ? CANCELLED : row.last_error,
      };
    },

    async counts() {
      const rows = await repo.countJobsByQueue(db);
      const of = (queue: string, status: string) =>
        rows.find((r) => r.queue === queue && r.status === status)?.n ?? 0;
      return QUEUE_NAMES.map((queue) => ({
        queue,
        waiting: of(queue, 'pending'),
        active: of(queue, 'running'),
        failed: of(queue, 'failed'),
        completed: of(queue, 'done'),
      }));
    },

    async listFailed(queue, page = {}) {
      const { rows, total } = await repo.listFailedJobs(db, queue, failedPage(page));
      return {
        total,
        jobs: rows.map(
          (row): FailedJob => ({
            id: row.id,
            name: row.name,
            queue: row.queue,
            error: row.last_error,
            attempts: row.attempts,
            maxAttempts: row.max_attempts,
            failedAt: row.updated_at,
          }),
        ),
      };
    },

    async retry(id) {
      const retried = await repo.retryFailedJob(db, id, clock.now());
      if (retried) wake();
      return retried;
    },

    discard: (id) => repo.deleteFailedJob(db, id),

    async status(): Promise<ComponentStatus> {
      try {
        const counts = await repo.countJobsByStatus(db);
        const detail = `database (${started ? 'working' : 'not working here'}): ${['pending', 'running', 'failed'].map((s) => `${s} ${counts[s] ?? 0}`).join(', ')}`;
        return lastPollError
          ? { status: 'degraded', detail: `${detail}; ${lastPollError}` }
          : { status: 'ok', detail };
      } catch (err) {
        return { status: 'down', detail: errorText(err) };
      }
    },
  };
}
