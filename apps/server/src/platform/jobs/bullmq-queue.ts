import { type Job, Queue, Worker } from 'bullmq';
import type { Logger } from '../logger';
import type { ComponentStatus } from '../ports';
import { errorText, type JobInfo, JobRegistry, type ManagedJobQueue } from './job-registry';

export interface BullmqQueueOptions {
  redisUrl: string;
  /** Redis key prefix; one per deployment (see deploymentNamespace) so deployments and test runs stay apart. */
  prefix: string;
  logger: Logger;
  /** First retry delay; BullMQ doubles it with each failed attempt. */
  backoffMs?: number;
  /** How long a taken job stays locked; a worker that dies mid-run loses it after this. */
  lockMs?: number;
  /** How often workers look for jobs whose lock expired (stalled jobs). */
  stalledIntervalMs?: number;
  concurrency?: number;
  registry?: JobRegistry;
}

const QUEUE_NAME = 'jobs';

const STATE: Record<string, JobInfo['status']> = {
  waiting: 'pending',
  delayed: 'pending',
  prioritized: 'pending',
  'waiting-children': 'pending',
  active: 'running',
  completed: 'done',
  failed: 'failed',
};

/**
 * BullMQ on Redis (REDIS_URL set): same registry and behaviour as the database queue, with
 * horizontal workers. One BullMQ queue carries every job name; the job name picks the handler.
 */
export function createBullmqQueue(options: BullmqQueueOptions): ManagedJobQueue {
  const { logger } = options;
  const registry = options.registry ?? new JobRegistry();
  const backoffMs = options.backoffMs ?? 2_000;
  // BullMQ needs blocking commands to retry forever (maxRetriesPerRequest null) on its worker connection.
  const connection = { url: options.redisUrl, maxRetriesPerRequest: null };
  const queue = new Queue(QUEUE_NAME, { connection, prefix: options.prefix });
  queue.on('error', (err) => logger.warn({ err: err.message }, 'bullmq queue error'));
  let worker: Worker | undefined;

  const processJob = async (job: Job) => {
    await registry.run(job.name, job.data);
  };

  return {
    register: (def) => registry.register(def),

    async enqueue(name, payload, opts = {}) {
      const data = registry.validate(name, payload);
      const job = await queue.add(name, data, {
        attempts: registry.maxAttempts(name, opts.maxAttempts),
        backoff: { type: 'exponential', delay: backoffMs },
        delay: opts.delayMs,
        // Finished jobs are kept a while for support, like the database queue does.
        removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
        removeOnFail: { age: 30 * 24 * 3600 },
      });
      if (!job.id) throw new Error('BullMQ returned a job without id');
      return job.id;
    },

    async start() {
      registry.assertComplete();
      if (worker) return;
      worker = new Worker(QUEUE_NAME, processJob, {
        connection,
        prefix: options.prefix,
        concurrency: options.concurrency ?? 4,
        lockDuration: options.lockMs ?? 5 * 60_000,
        stalledInterval: options.stalledIntervalMs ?? 30_000,
        // A job whose worker died is retried as long as it has attempts left, like a failure.
        maxStalledCount: registry.names().reduce((m, n) => Math.max(m, registry.maxAttempts(n)), 1),
      });
      worker.on('error', (err) => logger.warn({ err: err.message }, 'bullmq worker error'));
      worker.on('failed', (job, err) => {
        if (!job) return;
        const last = job.attemptsMade >= (job.opts.attempts ?? 1);
        logger.warn(
          { job: job.name, id: job.id, attempt: job.attemptsMade, error: errorText(err) },
          last ? 'job failed for good' : 'job failed, will retry',
        );
      });
      await worker.waitUntilReady();
    },

    async stop() {
      const w = worker;
      worker = undefined;
      // Waits for running handlers, then closes connections.
      await w?.close();
      await queue.close();
    },

    async drain(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
        if (Object.values(counts).every((n) => n === 0)) return;
        if (Date.now() > deadline) throw new Error(`jobs still due or running after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    async inspect(id) {
      // State first, then the job hash: reading the hash first could pair the attempt count of a
      // delayed retry with a 'failed' state reached in between. A final state never changes, so
      // a hash read after it is the final one.
      const state = await queue.getJobState(id);
      const job = (await queue.getJob(id)) as Job | undefined;
      if (!job) return undefined;
      return {
        id,
        name: job.name,
        status: STATE[state] ?? 'pending',
        attempts: job.attemptsMade,
        maxAttempts: job.opts.attempts ?? 1,
        lastError: job.failedReason || null,
      };
    },

    async status(): Promise<ComponentStatus> {
      try {
        const counts = await Promise.race([
          queue.getJobCounts('waiting', 'active', 'delayed', 'failed'),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('redis did not answer')), 2000),
          ),
        ]);
        const detail = `bullmq (${worker ? 'working' : 'not working here'}): ${Object.entries(counts)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`;
        return { status: 'ok', detail };
      } catch (err) {
        return { status: 'down', detail: errorText(err) };
      }
    },
  };
}
