import type { z } from 'zod';
import { AppError } from '../errors';
import type { JobDefinition, JobQueue } from '../ports';

/** Default attempts of a job whose definition does not say (first run + retries). */
export const DEFAULT_MAX_ATTEMPTS = 5;

/** A job queue that modules register their job definitions on at app build (see deps.ts). */
export interface ManagedJobQueue extends JobQueue {
  register<S extends z.ZodTypeAny>(def: JobDefinition<S>): void;
  /** State of one job, for tests, the back office and support. */
  inspect(id: string): Promise<JobInfo | undefined>;
}

export interface JobInfo {
  id: string;
  name: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
}

/**
 * Name -> payload schema and its one handler. Enqueueing validates the payload here, so a bad
 * payload fails in the caller's request instead of failing later, in a worker, five times over.
 */
export class JobRegistry {
  private readonly defs = new Map<string, JobDefinition>();

  register<S extends z.ZodTypeAny>(def: JobDefinition<S>): void {
    if (!/^[a-z][a-z0-9]*(\.[a-z][a-zA-Z0-9-]*)+$/.test(def.name)) {
      throw new Error(`Job name "${def.name}" must look like "module.action"`);
    }
    if (this.defs.has(def.name))
      throw new Error(`Job "${def.name}" is registered twice; each job has exactly one handler`);
    this.defs.set(def.name, def as unknown as JobDefinition);
  }

  /** Throws at start when a registration is incomplete, so a worker never starts half-configured. */
  assertComplete(): void {
    for (const def of this.defs.values()) {
      if (typeof def.handler !== 'function') throw new Error(`Job "${def.name}" has no handler`);
      if (!def.schema || typeof def.schema.safeParse !== 'function')
        throw new Error(`Job "${def.name}" has no payload schema`);
    }
  }

  get(name: string): JobDefinition | undefined {
    return this.defs.get(name);
  }

  names(): string[] {
    return [...this.defs.keys()];
  }

  /** The validated payload to store. Unknown names and bad payloads are programming errors: they throw. */
  validate(name: string, payload: unknown): unknown {
    const def = this.defs.get(name);
    if (!def) throw new AppError('INTERNAL', `Unknown job "${name}"`);
    const parsed = def.schema.safeParse(payload);
    if (!parsed.success) {
      const problems = parsed.error.issues
        .map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`)
        .join('; ');
      throw new AppError('INTERNAL', `Invalid payload for job "${name}": ${problems}`);
    }
    return parsed.data;
  }

  maxAttempts(name: string, override?: number): number {
    return Math.max(1, override ?? this.defs.get(name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  }

  /** Runs the handler over a stored payload, re-validated: a payload stored by an older release may no longer fit. */
  async run(name: string, payload: unknown): Promise<void> {
    const def = this.defs.get(name);
    if (!def) throw new Error(`No handler for job "${name}"`);
    await def.handler(def.schema.parse(payload));
  }
}

/** Exponential backoff after the given failed attempt (1-based): base, 2x base, 4x base ... capped. */
export function backoffDelay(attempt: number, baseMs: number, maxMs = 15 * 60_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export const errorText = (err: unknown): string =>
  (err instanceof Error ? err.message || err.name : String(err)).slice(0, 2000);
