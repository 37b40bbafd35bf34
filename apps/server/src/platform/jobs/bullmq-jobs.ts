import type { Job, Queue } from 'bullmq';
import {
  CANCELLED,
  type FailedJob,
  failedPage,
  type JobInfo,
  type ManagedJobQueue,
  QUEUE_NAMES,
  type QueueName,
} from './job-definition';

/** What BullMQ's states are to callers (the database queue's words). */
const STATE: Record<string, JobInfo['status']> = {
  waiting: 'pending',
  delayed: 'pending',
  prioritized: 'pending',
  'waiting-children': 'pending',
  active: 'running',
  completed: 'done',
  failed: 'failed',
};

export const statusOf = (state: string): JobInfo['status'] => STATE[state] ?? 'pending';

export const jobInfo = (job: Job, status: JobInfo['status']): JobInfo => ({
  id: job.id as string,
  name: job.name,
  queue: job.queueName,
  status,
  attempts: job.attemptsMade,
  maxAttempts: job.opts.attempts ?? 1,
  progress: status === 'done' ? 1 : typeof job.progress === 'number' ? job.progress : 0,
  lastError: status === 'cancelled' ? CANCELLED : job.failedReason || null,
});

/** A job cancelled while it ran ends in BullMQ's failed set, but it was not a failure. */
const failedForReal = (job: Job | undefined): job is Job => Boolean(job) && job?.failedReason !== CANCELLED;

/**
 * Reading BullMQ's jobs for support and operators, over the queues the BullMQ job queue opened: a job
 * by id in any queue, each queue's counts, its failed jobs, and a failed job retried or discarded.
 */
export function bullmqJobs(queues: ReadonlyMap<QueueName, Queue>) {
  const queueOf = (name: QueueName) => queues.get(name) as Queue;

  /** The job and its state, looked up in every queue (ids are unique across them). */
  async function locate(id: string): Promise<{ queue: Queue; job: Job; state: string } | undefined> {
    const found = await Promise.all(
      [...queues.values()].map(async (queue) => {
        // State first, then the job hash: reading the hash first could pair the attempt count of a
        // delayed retry with a 'failed' state reached in between.
        const state = await queue.getJobState(id);
        if (state === 'unknown') return undefined;
        const job = (await queue.getJob(id)) as Job | undefined;
        return job ? { queue, job, state } : undefined;
      }),
    );
    return found.find((f) => f !== undefined);
  }

  /** The job of `id` when it has failed (not when it was cancelled). */
  async function failed(id: string): Promise<Job | undefined> {
    const found = await locate(id);
    return found?.state === 'failed' && failedForReal(found.job) ? found.job : undefined;
  }

  const counts: ManagedJobQueue['counts'] = () =>
    Promise.all(
      QUEUE_NAMES.map(async (queue) => {
        const c = await queueOf(queue).getJobCounts(
          'waiting',
          'delayed',
          'prioritized',
          'active',
          'failed',
          'completed',
        );
        return {
          queue,
          waiting: (c.waiting ?? 0) + (c.delayed ?? 0) + (c.prioritized ?? 0),
          active: c.active ?? 0,
          failed: c.failed ?? 0,
          completed: c.completed ?? 0,
        };
      }),
    );

  const listFailed: ManagedJobQueue['listFailed'] = async (queue, page = {}) => {
    const { limit, offset } = failedPage(page);
    const q = queueOf(queue);
    const [jobs, total] = await Promise.all([q.getFailed(offset, offset + limit - 1), q.getFailedCount()]);
    return {
      total,
      jobs: jobs.filter(failedForReal).map(
        (job): FailedJob => ({
          id: job.id as string,
          name: job.name,
          queue: job.queueName,
          error: job.failedReason || null,
          attempts: job.attemptsMade,
          maxAttempts: job.opts.attempts ?? 1,
          failedAt: job.finishedOn ?? job.timestamp,
        }),
      ),
    };
  };

  return {
    locate,
    counts,
    listFailed,
    async retry(id: string): Promise<boolean> {
      const job = await failed(id);
      if (!job) return false;
      // every attempt again, like the database queue: the operator fixed the cause and starts over
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      return true;
    },
    async discard(id: string): Promise<boolean> {
      const job = await failed(id);
      if (!job) return false;
      await job.remove();
      return true;
    },
  };
}
