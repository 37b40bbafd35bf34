import type { z } from 'zod';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { RealtimeHub } from '../ports';
import {
  DEFAULT_MAX_ATTEMPTS,
  type JOB_EVENTS,
  JOB_QUEUES,
  type JobContext,
  type JobDef,
  type JobHandler,
  jobChannel,
  type QueueName,
  type ScheduleSpec,
  type ThreadTask,
} from './job-definition';
import { assertValidSchedule } from './schedule';
import type { ThreadPool } from './thread-pool';

interface Entry {
  def: JobDef;
  handler: JobHandler | ThreadTask;
}

export interface DeclaredSchedule {
  def: JobDef;
  when: ScheduleSpec;
  payload: unknown;
}

/**
 * Job definitions and their one handler each, and the declared schedules. Enqueueing validates the
 * payload here, so a bad payload fails in the caller's request instead of later, in a worker, five
 * times over.
 */
export class JobRegistry {
  private readonly entries = new Map<string, Entry>();
  private readonly declared = new Map<string, DeclaredSchedule>();

  handle<S extends z.ZodTypeAny>(def: JobDef<S>, handler: JobHandler<S> | ThreadTask): void {
    if (this.entries.has(def.name))
      throw new Error(`Job "${def.name}" is registered twice; each job has exactly one handler`);
    this.entries.set(def.name, { def, handler: handler as JobHandler | ThreadTask });
  }

  schedule<S extends z.ZodTypeAny>(def: JobDef<S>, when: ScheduleSpec, payload: z.input<S>): void {
    assertValidSchedule(def.name, when);
    this.declared.set(def.name, { def, when, payload: this.validate(def, payload) });
  }

  schedules(): DeclaredSchedule[] {
    return [...this.declared.values()];
  }

  declaredSchedule(name: string): DeclaredSchedule | undefined {
    return this.declared.get(name);
  }

  /** Throws at start when a registration is incomplete, so a worker never starts half-configured. */
  assertComplete(): void {
    for (const { def, handler } of this.entries.values()) {
      const ok = typeof handler === 'function' || (handler && handler.thread instanceof URL);
      if (!ok) throw new Error(`Job "${def.name}" has no handler`);
    }
    for (const { def } of this.declared.values()) {
      if (!this.entries.has(def.name)) throw new Error(`Job "${def.name}" is scheduled but has no handler`);
    }
  }

  definition(name: string): JobDef {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`No handler for job "${name}"`);
    return entry.def;
  }

  /** Names of the handled jobs of one queue (the ones this process may claim). */
  names(queue?: QueueName): string[] {
    return [...this.entries.values()].filter((e) => !queue || e.def.queue === queue).map((e) => e.def.name);
  }

  /** The validated payload to store. A bad payload is a programming error: it throws. */
  validate(def: JobDef, payload: unknown): unknown {
    const parsed = def.schema.safeParse(payload);
    if (!parsed.success) {
      const problems = parsed.error.issues
        .map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`)
        .join('; ');
      throw new AppError('INTERNAL', `Invalid payload for job "${def.name}": ${problems}`);
    }
    return parsed.data;
  }

  maxAttempts(def: JobDef, override?: number): number {
    return Math.max(1, override ?? def.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  }

  /** Runs the handler over a stored payload, re-validated: a payload stored by an older release may no longer fit. */
  async run(name: string, payload: unknown, context: JobContext, pool: ThreadPool): Promise<void> {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`No handler for job "${name}"`);
    const data = entry.def.schema.parse(payload);
    const { handler } = entry;
    if (typeof handler === 'function') return handler(data, context);
    return pool.run(
      { module: handler.thread.href, exportName: handler.exportName ?? 'run', payload: data },
      { progress: context.progress, signal: context.signal },
    );
  }
}

/** Exponential backoff after the given failed attempt (1-based): base, 2x base, 4x base ... capped. */
export function backoffDelay(attempt: number, baseMs: number, maxMs = 15 * 60_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export const errorText = (err: unknown): string =>
  (err instanceof Error ? err.message || err.name : String(err)).slice(0, 2000);

export const clampProgress = (fraction: number): number =>
  Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;

/**
 * Progress reports, stored and published at most every `everyMs` (a handler may report on each of
 * thousands of steps); the last value always goes out when `flush` is called at the end of a run.
 */
export function throttledProgress(write: (fraction: number) => Promise<void>, everyMs = 200) {
  let last = 0;
  let pending: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let chain = Promise.resolve();
  const send = () => {
    timer = undefined;
    if (pending === undefined) return;
    const value = pending;
    pending = undefined;
    last = Date.now();
    chain = chain.then(() => write(value)).catch(() => {});
  };
  return {
    report(fraction: number) {
      pending = clampProgress(fraction);
      const wait = everyMs - (Date.now() - last);
      if (wait <= 0) send();
      else timer ??= setTimeout(send, wait);
    },
    async flush() {
      if (timer) clearTimeout(timer);
      send();
      await chain;
    },
  };
}

/** Publishes a job's progress and end on its realtime channel; a hub hiccup never fails the job. */
export function jobEventPublisher(realtime: RealtimeHub | undefined, logger: Logger) {
  return (id: string, type: (typeof JOB_EVENTS)[keyof typeof JOB_EVENTS], data: Record<string, unknown>) => {
    if (!realtime) return;
    realtime
      .publish({ channel: jobChannel(id), type, data: { id, ...data } })
      .catch((err) => logger.warn({ err, job: id }, 'job event not published'));
  };
}

/** Per-queue concurrency: the queue's default unless the configuration overrides it. */
export function concurrencyOf(queue: QueueName, overrides: Partial<Record<QueueName, number>> = {}): number {
  return Math.max(1, overrides[queue] ?? JOB_QUEUES[queue].concurrency);
}
