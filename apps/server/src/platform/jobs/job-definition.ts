import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import type { QueueCounts } from '../metrics/metrics';
import type { ComponentStatus } from '../ports';

/**
 * The named queues, one per concern, and how many jobs of each one worker process runs at once
 * (JOB_CONCURRENCY may override). A slow statistic never holds up a verification mail: each queue
 * has its own slots.
 */
export const JOB_QUEUES = {
  mail: { concurrency: 4 },
  notifications: { concurrency: 8 },
  statistics: { concurrency: 2 },
  payments: { concurrency: 4 },
  housekeeping: { concurrency: 1 },
} as const satisfies Record<string, { concurrency: number }>;

export type QueueName = keyof typeof JOB_QUEUES;
export const QUEUE_NAMES = Object.keys(JOB_QUEUES) as QueueName[];

/** Reason stored on a job that was cancelled while it ran (BullMQ keeps it as the failure reason). */
export const CANCELLED = 'cancelled';

/** Default attempts of a job whose definition does not say (first run + retries). */
export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * How long a job taken by a worker stays its own without word from it; the worker renews it at half
 * that while the job runs, however long. A worker that dies (a crash, a kill -9) leaves its running
 * jobs to another after this: half a minute, BullMQ's own default, so a member's notification caught
 * in a crash goes out within a minute, not after five.
 */
export const JOB_LOCK_MS = 30_000;

/**
 * A job: its name, its queue and its payload schema. Call sites pass the definition, never a
 * string, so the payload is typed from the schema. The handler is attached apart (`handle`), so
 * the API can enqueue a job without loading the code that runs it.
 */
export interface JobDef<S extends z.ZodTypeAny = z.ZodTypeAny> {
  readonly name: string;
  readonly queue: QueueName;
  readonly schema: S;
  readonly maxAttempts?: number;
}

const JOB_NAME = /^[a-z][a-z0-9]*(\.[a-z][a-zA-Z0-9-]*)+$/;

export function defineJob<S extends z.ZodTypeAny>(def: JobDef<S>): JobDef<S> {
  if (!JOB_NAME.test(def.name)) throw new Error(`Job name "${def.name}" must look like "module.action"`);
  if (!(def.queue in JOB_QUEUES)) throw new Error(`Job "${def.name}": unknown queue "${def.queue}"`);
  return Object.freeze({ ...def });
}

/** What a running handler can use: report progress, and notice that the job was cancelled. */
export interface JobContext {
  readonly id: string;
  /** 1 on the first run, 2 on the first retry ... */
  readonly attempt: number;
  /** Fraction done, 0..1 (clamped); stored and published, read back by `inspect`. */
  progress(fraction: number): void;
  /** Aborted when the job is cancelled while it runs; a handler stops at its next check. */
  readonly signal: AbortSignal;
}

export type JobHandler<S extends z.ZodTypeAny = z.ZodTypeAny> = (
  payload: z.output<S>,
  context: JobContext,
) => Promise<void>;

/**
 * A handler that runs on the worker-thread pool instead of the event loop, for CPU-heavy work: the
 * module exports `exportName` (default `run`) as `(payload, { progress }) => Promise<void> | void`.
 * Cancelling such a job terminates its thread, so the task needs no abort checks.
 */
export interface ThreadTask {
  thread: URL;
  exportName?: string;
}

export type JobStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobInfo {
  id: string;
  name: string;
  queue: string;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  /** 0..1 as last reported by the handler; 1 once done. */
  progress: number;
  lastError: string | null;
}

/** A job that used every attempt and failed for good, as operators see it on the system screen. */
export interface FailedJob {
  id: string;
  name: string;
  queue: string;
  /** The last attempt's error. */
  error: string | null;
  attempts: number;
  maxAttempts: number;
  /** When the last attempt failed (ms since the epoch). */
  failedAt: number;
}

/** One page of a queue's failed jobs, newest failure first, and how many there are in all. */
export interface FailedJobPage {
  jobs: FailedJob[];
  total: number;
}

/** The most failed jobs one page lists. */
export const FAILED_PAGE_MAX = 100;

/** A page of failed jobs asked for, bounded (20 by default, at most FAILED_PAGE_MAX). */
export const failedPage = (page: { limit?: number; offset?: number }) => ({
  limit: Math.min(FAILED_PAGE_MAX, Math.max(1, Math.floor(page.limit ?? 20))),
  offset: Math.max(0, Math.floor(page.offset ?? 0)),
});

export interface EnqueueOptions {
  /** Run no earlier than this many ms from now. */
  delayMs?: number;
  maxAttempts?: number;
  /**
   * At most one pending-or-running job per (job name, key), e.g. one running statistic per member.
   * Enqueueing while one is active returns that job's id and stores nothing new: the caller asked
   * for the work to happen and it is happening (compare ids to tell the two apart).
   */
  uniqueKey?: string;
}

/** A repeating job: every N ms (first run at once), or a cron expression (5 or 6 fields, UTC unless tz). */
export type ScheduleSpec = { every: number } | { cron: string; tz?: string };

/** A Kysely transaction (or the database itself) to write a job in, together with the caller's rows. */
export type JobTransaction = Kysely<Database>;

export interface JobQueue {
  enqueue<S extends z.ZodTypeAny>(
    job: JobDef<S>,
    payload: z.input<S>,
    options?: EnqueueOptions,
  ): Promise<string>;
  /**
   * Writes the job in the caller's transaction: it exists if and only if the transaction commits.
   * Database queue: the job row itself. BullMQ: an outbox row that workers relay into Redis (at
   * least once; the BullMQ job id is the outbox id, so a second relay of one row is ignored).
   */
  enqueueInTransaction<S extends z.ZodTypeAny>(
    trx: JobTransaction,
    job: JobDef<S>,
    payload: z.input<S>,
    options?: EnqueueOptions,
  ): Promise<string>;
  /** A pending job never runs; a running one has its signal aborted (its thread ended). False when already finished. */
  cancel(id: string): Promise<boolean>;
  inspect(id: string): Promise<JobInfo | undefined>;
  /** Starts processing (worker role): handlers, schedules, and for BullMQ the outbox relay. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** For tests and shutdown: resolves when no job is due or running. */
  drain(timeoutMs?: number): Promise<void>;
  status(): Promise<ComponentStatus>;
  /** Jobs of every named queue by state, for the metrics. */
  counts(): Promise<QueueCounts[]>;
  /** A queue's failed jobs, newest failure first (`limit` at most 100). */
  listFailed(queue: QueueName, page?: { limit?: number; offset?: number }): Promise<FailedJobPage>;
  /**
   * A failed job runs again with all its attempts, as if new (same id and payload). False when the job
   * is unknown or not failed: a job that is waiting, running or done is not the operator's to re-run.
   */
  retry(id: string): Promise<boolean>;
  /** Removes a failed job for good; false when the job is unknown or not failed. */
  discard(id: string): Promise<boolean>;
}

/** One schedule as operators see it: its timing, whether it is held, its last run and next run. */
export interface ScheduleState {
  name: string;
  queue: string;
  /** The timing in force: the operator's override when set, else the code's. */
  when: ScheduleSpec;
  declared: ScheduleSpec;
  overridden: boolean;
  paused: boolean;
  lastStartedAt: number | null;
  lastFinishedAt: number | null;
  lastStatus: 'running' | 'ok' | 'failed' | null;
  lastError: string | null;
  nextRunAt: number | null;
}

/**
 * What an operator may do with the declared schedules, the same on both queue providers: the state
 * lives in SQL (`job_schedules`), so every instance sees a pause or a new timing at once; BullMQ
 * mirrors it into its job schedulers (`apply`).
 */
export interface ScheduleControl {
  list(): Promise<ScheduleState[]>;
  pause(name: string): Promise<ScheduleState | undefined>;
  resume(name: string): Promise<ScheduleState | undefined>;
  /** A new timing (null: the code's again); the next run counts from now. */
  change(name: string, when: ScheduleSpec | null): Promise<ScheduleState | undefined>;
  /** Queues one run now (paused or not); while it waits or runs, asking again returns the same job. */
  runNow(name: string): Promise<string | undefined>;
}

/** The queue as modules see it at app build: they attach handlers and declare schedules. */
export interface ManagedJobQueue extends JobQueue {
  handle<S extends z.ZodTypeAny>(job: JobDef<S>, handler: JobHandler<S> | ThreadTask): void;
  /**
   * Declares a repeating run of `job` (one schedule per job name; declaring again replaces it). Worker
   * processes store it when they start; two workers never both fire one occurrence.
   */
  schedule<S extends z.ZodTypeAny>(job: JobDef<S>, when: ScheduleSpec, payload: z.input<S>): void;
  /** The declared schedules as operators control them (pause, resume, new timing, run now, last run). */
  readonly schedules: ScheduleControl;
}

/** Realtime channel of one job's progress and end, e.g. for the page that started a statistic. */
export const jobChannel = (id: string) => `job:${id}`;

export const JOB_EVENTS = { progress: 'job.progress', finished: 'job.finished' } as const;
