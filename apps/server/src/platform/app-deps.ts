import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { AccessSource } from './access-source';
import type { Clock } from './clock';
import type { SqlDialect } from './db/database';
import type { Database } from './db/schema';
import type { ManagedJobQueue } from './jobs/job-definition';
import type { Lifecycle } from './lifecycle';
import type { Logger } from './logger';
import type { Metrics } from './metrics/metrics';
import type { CaptchaVerifier, Mailer } from './ports';
import type { RateLimiter } from './rate-limit/rate-limiter';
import type { Hub } from './realtime/realtime.factory';
import type { Secrets } from './secrets';
import type { SingleUse } from './single-use/single-use';

/**
 * Everything services receive. Built once per process (or per test) by the bootstrap, passed
 * explicitly, no container. This is the platform's part; a module whose runtime every instance
 * shares adds its member by augmenting this interface beside that runtime (the market's candle
 * rings and feeds: `modules/market/market.deps.ts`), so the platform never imports a module.
 */
export interface AppDeps {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: SqlDialect;
  logger: Logger;
  clock: Clock;
  secrets: Secrets;
  /** Durable jobs; each module registers its own through its manifest. */
  jobs: ManagedJobQueue;
  realtime: Hub;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  /** The back office's roles, groups, grants and menus, as the access check reads them. */
  access: AccessSource;
  /** Shared attempt counter (login, contact form, page views): in memory, or Redis when REDIS_URL is set. */
  rateLimiter: RateLimiter;
  /** Keys usable once (spent captcha nonces, encrypted writes): the database, or Redis with REDIS_URL. */
  singleUse: SingleUse;
  /** What operators scrape on METRICS_PORT; modules record into it. */
  metrics: Metrics;
  /** Migrated at start, stopping at the end: what readiness reads. */
  lifecycle: Lifecycle;
  /** Closes every resource in reverse order of creation. */
  close(): Promise<void>;
}
