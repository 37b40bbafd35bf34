import { z } from 'zod';
import { dataOf } from './common';
import { feedStatusSchema } from './market';

/**
 * The operators' system screen (resource `system`): GET /system (the whole picture: instances, feeds,
 * queues, consumers, database and Redis), GET /system/queues/{queue}/failed (one queue's failed jobs,
 * newest failure first), POST /system/jobs/{id}/retry and DELETE /system/jobs/{id}. Times are
 * milliseconds since the epoch (UTC).
 */

/** The realtime channel the screen follows: its events carry nothing but "read the picture again". */
export const SYSTEM_CHANNEL = 'public:system';
export const SYSTEM_EVENTS = { changed: 'system.changed' } as const;

/** The roles a process runs (ROLE): all of them, or the API, the job workers or the market feed. */
export const INSTANCE_ROLES = ['all', 'api', 'worker', 'ingest'] as const;

export const systemInstanceSchema = z.object({
  id: z.string(),
  role: z.enum(INSTANCE_ROLES),
  version: z.string(),
  host: z.string(),
  pid: z.number().int(),
  startedAt: z.number(),
  lastSeen: z.number(),
  /** No heartbeat for a while: the process stopped without saying so, or cannot reach the database. */
  stale: z.boolean(),
  /** The instance that answered this request. */
  current: z.boolean(),
});
export type SystemInstance = z.infer<typeof systemInstanceSchema>;

export const systemFeedSchema = feedStatusSchema
  .pick({ exchangeId: true, dataType: true, state: true, source: true, lastCandleTime: true, detail: true })
  .extend({
    /** Since the newest candle's open, on the feed's own clock (the replay's while replaying). */
    lagSeconds: z.number().nullable(),
    /** The instance holding the feed's lease (the one running it), null while nobody does. */
    holder: z.string().nullable(),
    leaseExpiresAt: z.number().nullable(),
  });
export type SystemFeed = z.infer<typeof systemFeedSchema>;

export const systemQueueSchema = z.object({
  queue: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
});
export type SystemQueue = z.infer<typeof systemQueueSchema>;

/** A consumer of closed candles and how far (candle time) its slowest series is behind. */
export const systemConsumerSchema = z.object({ consumer: z.string(), lagSeconds: z.number() });
export type SystemConsumer = z.infer<typeof systemConsumerSchema>;

/** ok, down, or off (not configured: Redis without REDIS_URL). */
export const systemComponentSchema = z.object({
  status: z.enum(['ok', 'down', 'off']),
  detail: z.string().nullable(),
});
export type SystemComponent = z.infer<typeof systemComponentSchema>;

export const systemSnapshotSchema = z.object({
  at: z.number(),
  instances: z.array(systemInstanceSchema),
  feeds: z.array(systemFeedSchema),
  queues: z.array(systemQueueSchema),
  consumers: z.array(systemConsumerSchema),
  database: systemComponentSchema,
  redis: systemComponentSchema,
  /** The job queue's provider: the database, or BullMQ on Redis. */
  jobs: systemComponentSchema.extend({ provider: z.enum(['database', 'bullmq']) }),
});
export type SystemSnapshot = z.infer<typeof systemSnapshotSchema>;
export const systemSnapshotResponseSchema = dataOf(systemSnapshotSchema);

export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  queue: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  failedAt: z.number(),
});
export type FailedJobDto = z.infer<typeof failedJobSchema>;
export const failedJobsResponseSchema = dataOf(
  z.object({ jobs: z.array(failedJobSchema), total: z.number() }),
);

export const systemQueueParamsSchema = z.object({
  queue: z
    .string()
    .max(40, 'queueNotFound')
    .regex(/^[a-z][a-z0-9-]*$/, 'queueNotFound'),
});
export const failedJobsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type FailedJobsQuery = z.input<typeof failedJobsQuerySchema>;

/** Job ids: UUIDs, or BullMQ's ids of scheduled occurrences ("repeat:..."). */
export const systemJobParamsSchema = z.object({
  id: z
    .string()
    .max(200, 'jobNotFound')
    .regex(/^[A-Za-z0-9:._-]+$/, 'jobNotFound'),
});
export const retriedJobResponseSchema = dataOf(z.object({ id: z.string() }));
