import crypto from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { SqlDialect } from '../db/database';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import type { ComponentStatus } from '../ports';
import { backoffDelay, errorText, type JobInfo, JobRegistry, type ManagedJobQueue } from './job-registry';
import * as repo from './jobs.repository';

export interface DbQueueOptions {
  db: Kysely<Database>;
  dialect: SqlDialect;
  logger: Logger;
  clock: Clock;
  /** How often an idle worker looks for due jobs. An enqueue in this process wakes it at once. */
  pollMs?: number;
  /** How long a claimed job stays locked; renewed at half that while it runs. */
  lockMs?: number;
  /** First retry delay; doubles with each failed attempt. */
  backoffMs?: number;
  concurrency?: number;
  registry?: JobRegistry;
}

const DAY = 24 * 3600_000;

/**
 * The durable default queue: jobs are rows of the `jobs` table, so a job enqueued before a crash
 * or restart runs afterwards, and a job whose worker died mid-run is taken again once its lock
 * expires. Works the same on SQLite and PostgreSQL; several processes may poll one database.
 */
export function createDbQueue(options: DbQueueOptions): ManagedJobQueue {
  const { db, dialect, logger, clock } = options;
  const pollMs = options.pollMs ?? 250;
  const lockMs = options.lockMs ?? 5 * 60_000;
  const backoffMs = options.backoffMs ?? 2_000;
  const concurrency = options.concurrency ?? 4;
  const registry = options.registry ?? new JobRegistry();
  const workerId = `${os.hostname().slice(0, 30)}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;

  const running = new Set<Promise<void>>();
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

  async function poll(): Promise<void> {
    try {
      const now = clock.now();
      if (now - lastPurge > 3600_000) {
        lastPurge = now;
        await repo.purgeFinishedJobs(db, now - 7 * DAY);
      }
      await repo.failExpiredExhausted(db, now);
      while (started && running.size < concurrency) {
        const row = await repo.claimNextJob(db, dialect, {
          workerId,
          now: clock.now(),
          lockMs,
          names: registry.names(),
        });
        if (!row) break;
        const run = execute(row).finally(() => {
          running.delete(run);
          wake();
        });
        running.add(run);
      }
      lastPollError = undefined;
    } catch (err) {
      lastPollError = errorText(err);
      logger.error({ err }, 'job queue poll failed');
    }
  }

  async function execute(row: repo.JobRow): Promise<void> {
    const heartbeat = setInterval(
      () => {
        repo
          .extendJobLock(db, row.id, workerId, clock.now() + lockMs)
          .catch((err) => logger.warn({ err }, 'job lock renewal failed'));
      },
      Math.max(50, Math.floor(lockMs / 2)),
    );
    try {
      await registry.run(row.name, JSON.parse(row.payload));
      await repo.completeJob(db, row.id, workerId, clock.now());
    } catch (err) {
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
    } finally {
      clearInterval(heartbeat);
    }
  }

  return {
    register: (def) => registry.register(def),

    async enqueue(name, payload, opts = {}) {
      const stored = registry.validate(name, payload);
      const id = crypto.randomUUID();
      const now = clock.now();
      await repo.insertJob(db, {
        id,
        name,
        payload: JSON.stringify(stored),
        maxAttempts: registry.maxAttempts(name, opts.maxAttempts),
        runAt: now + (opts.delayMs ?? 0),
        now,
      });
      if (!opts.delayMs) wake();
      return id;
    },

    async start() {
      registry.assertComplete();
      if (started) return;
      started = true;
      wake();
    },

    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await polling;
      // Let running handlers finish: their rows would otherwise wait for the lock to expire.
      await Promise.allSettled([...running]);
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
        status: row.status as JobInfo['status'],
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
        lastError: row.last_error,
      };
    },

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
