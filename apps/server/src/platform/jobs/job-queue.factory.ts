import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Clock } from '../clock';
import type { SqlDialect } from '../db/database';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import { deploymentNamespace } from '../redis/redis';
import { createBullmqQueue } from './bullmq-queue';
import { createDbQueue } from './db-queue';
import type { ManagedJobQueue } from './job-registry';

export type { JobInfo, ManagedJobQueue } from './job-registry';

export interface JobQueueDeps {
  config: Pick<AppConfig, 'redisUrl' | 'servicePrefix' | 'databaseUrl' | 'dataDir'>;
  db: Kysely<Database>;
  logger: Logger;
  clock: Clock;
  /** Which SQL engine `db` speaks; derived from config.databaseUrl when not given. */
  dialect?: SqlDialect;
}

/**
 * BullMQ when REDIS_URL is set, otherwise the durable database queue. Modules add their jobs with
 * `register({ name, schema, handler })` while the app is built; `start()` then refuses to run with
 * an incomplete registry.
 */
export function createJobQueue(deps: JobQueueDeps): ManagedJobQueue {
  if (deps.config.redisUrl) {
    return createBullmqQueue({
      redisUrl: deps.config.redisUrl,
      prefix: `bull:${deploymentNamespace(deps.config)}`,
      logger: deps.logger,
    });
  }
  return createDbQueue({
    db: deps.db,
    dialect: deps.dialect ?? (deps.config.databaseUrl ? 'postgres' : 'sqlite'),
    logger: deps.logger,
    clock: deps.clock,
  });
}
