import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Clock } from '../clock';
import type { SqlDialect } from '../db/database';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics/metrics';
import type { RealtimeHub } from '../ports';
import { deploymentNamespace } from '../redis/redis';
import { createBullmqQueue } from './bullmq-queue';
import { createDbQueue } from './db-queue';
import type { ManagedJobQueue } from './job-definition';

export interface JobQueueDeps {
  config: Pick<AppConfig, 'redisUrl' | 'servicePrefix' | 'databaseUrl' | 'dataDir' | 'jobs'>;
  db: Kysely<Database>;
  logger: Logger;
  clock: Clock;
  /** Where job progress and ends are published. */
  realtime?: RealtimeHub;
  /** Which SQL engine `db` speaks; derived from config.databaseUrl when not given. */
  dialect?: SqlDialect;
  /** Told each job's wait; reads the queues' sizes at each scrape. */
  metrics?: Pick<Metrics, 'jobStarted' | 'observeQueues'>;
}

/**
 * BullMQ when REDIS_URL is set, otherwise the durable database queue. Modules attach their handlers
 * and schedules (`handle`, `schedule`) while the app is built; `start()` then refuses to run with an
 * incomplete registry.
 */
export function createJobQueue(deps: JobQueueDeps): ManagedJobQueue {
  const queue = createProvider(deps);
  deps.metrics?.observeQueues(() => queue.counts());
  return queue;
}

function createProvider(deps: JobQueueDeps): ManagedJobQueue {
  const { jobs } = deps.config;
  const { metrics } = deps;
  const onStart = metrics && ((queue: string, waited: number) => metrics.jobStarted(queue, waited));
  if (deps.config.redisUrl) {
    return createBullmqQueue({
      redisUrl: deps.config.redisUrl,
      prefix: `bull:${deploymentNamespace(deps.config)}`,
      logger: deps.logger,
      db: deps.db,
      clock: deps.clock,
      realtime: deps.realtime,
      concurrency: jobs.concurrency,
      threads: jobs.threads,
      onStart,
    });
  }
  return createDbQueue({
    db: deps.db,
    dialect: deps.dialect ?? (deps.config.databaseUrl ? 'postgres' : 'sqlite'),
    logger: deps.logger,
    clock: deps.clock,
    realtime: deps.realtime,
    concurrency: jobs.concurrency,
    threads: jobs.threads,
    onStart,
  });
}
