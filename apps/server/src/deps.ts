import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import { registerAccountJobs } from './modules/auth/account.jobs';
import { registerAuthJobs } from './modules/auth/auth.housekeeping';
import { seedBackofficeDocuments } from './modules/backoffice/documents.seed';
import { registerEventJobs } from './modules/backoffice/events.jobs';
import { registerImportJobs } from './modules/backoffice/imports.jobs';
import { seedCacheConfiguration } from './modules/configuration/configuration.seed';
import { registerFileJobs } from './modules/files/files.jobs';
import { registerMarketJobs } from './modules/market/market.jobs';
import { createMarketRuntime, type MarketRuntime } from './modules/market/market.runtime';
import { seedMarketReference } from './modules/market/reference-data';
import { registerTelegramJobs } from './modules/notifications/channels/telegram.poll';
import { registerNotificationJobs } from './modules/notifications/notifications.jobs';
import { notificationListener } from './modules/notifications/notifications.listener';
import { registerPaymentJobs } from './modules/payments/payments.jobs';
import { seedPayments } from './modules/payments/payments.seed';
import { registerScreener } from './modules/screener/screener.consumer';
import { registerScreenerJobs } from './modules/screener/screener.jobs';
import { seedScreener } from './modules/screener/screener.seed';
import { registerStatisticsJobs } from './modules/statistics/statistics.jobs';
import { createCaptcha } from './platform/captcha/captcha.factory';
import { type Clock, systemClock } from './platform/clock';
import { type DatabaseHandle, openDatabase, type SqlDialect } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrate';
import type { Database } from './platform/db/schema';
import { seedFoundation } from './platform/db/seed-foundation';
import type { ManagedJobQueue } from './platform/jobs/job-definition';
import { createJobQueue } from './platform/jobs/job-queue.factory';
import { createLogger, type Logger } from './platform/logger';
import { registerMailJobs } from './platform/mail/mail.jobs';
import { createMailer } from './platform/mail/mailer.factory';
import type { CaptchaVerifier, Mailer } from './platform/ports';
import { createRateLimiter, type RateLimiter } from './platform/rate-limit/rate-limiter';
import { createRealtimeHub, type Hub } from './platform/realtime/realtime.factory';
import { loadSecrets, type Secrets } from './platform/secrets';
import { createSingleUse, type SingleUse } from './platform/single-use/single-use';

/** Everything services receive. Built once per process (or per test), passed explicitly, no container. */
export interface AppDeps {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: SqlDialect;
  logger: Logger;
  clock: Clock;
  secrets: Secrets;
  /** Durable jobs; modules register theirs in JOB_REGISTRATIONS below. */
  jobs: ManagedJobQueue;
  realtime: Hub;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  /** Shared attempt counter (login, contact form, page views): in memory, or Redis when REDIS_URL is set. */
  rateLimiter: RateLimiter;
  /** Keys usable once (spent captcha nonces, encrypted writes): the database, or Redis with REDIS_URL. */
  singleUse: SingleUse;
  /** Market data in memory (candle rings, indicator states), `market.candleClosed` and the feeds (ingest role). */
  market: MarketRuntime;
  /** Closes every resource in reverse order of creation. */
  close(): Promise<void>;
}

export interface DepsOverrides {
  clock?: Clock;
  logger?: Logger;
  /** An already-open database (tests give a fresh one per file). */
  database?: DatabaseHandle;
}

/**
 * Every module's job registrations (their `*.jobs.ts`), run once deps exist so handlers can use
 * them. A module with jobs adds one line; `jobs.start()` refuses to run an incomplete registry.
 */
const JOB_REGISTRATIONS: Array<(deps: AppDeps) => void> = [
  registerMailJobs,
  registerAuthJobs,
  registerAccountJobs,
  registerMarketJobs,
  registerScreenerJobs,
  registerNotificationJobs,
  registerStatisticsJobs,
  registerPaymentJobs,
  registerTelegramJobs,
  registerFileJobs,
  registerImportJobs,
  registerEventJobs,
];

export async function createDeps(config: AppConfig, overrides: DepsOverrides = {}): Promise<AppDeps> {
  const logger = overrides.logger ?? createLogger(config);
  const clock = overrides.clock ?? systemClock;
  const database =
    overrides.database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionLost: (err) => logger.warn({ err }, 'database: idle connection lost; the pool reconnects'),
      checkpointEveryMs: config.sqliteCheckpointMs,
      onCheckpointerFailed: (err) =>
        logger.error(
          { err },
          'database: the WAL checkpointer thread failed; SQLite checkpoints at commit again',
        ),
    });
  await migrateToLatest(database.db);
  await seedFoundation(database.db);
  await seedMarketReference(database.db);
  await seedCacheConfiguration(database.db, clock.now());
  await seedScreener(database.db, clock.now());
  await seedPayments(database.db, clock.now());
  await seedBackofficeDocuments(database.db, clock.now());
  const secrets = await loadSecrets(config);
  const mailer = createMailer(config, logger);
  const realtime = createRealtimeHub({ config, logger });
  const jobs = createJobQueue({
    config,
    db: database.db,
    dialect: database.dialect,
    logger,
    clock,
    realtime,
  });
  const singleUse = createSingleUse({ config, clock, logger, db: database.db });
  const captcha = createCaptcha({ config, secrets, clock, singleUse });
  const rateLimiter = createRateLimiter({ config, clock, logger });
  const market = createMarketRuntime({
    config,
    db: database.db,
    dialect: database.dialect,
    logger,
    clock,
    realtime,
  });
  const deps: AppDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    logger,
    clock,
    secrets,
    jobs,
    realtime,
    mailer,
    captcha,
    rateLimiter,
    singleUse,
    market,
    close: async () => {
      await market.stop();
      await jobs.stop();
      await realtime.close();
      await rateLimiter.close();
      await singleUse.close();
      await database.close();
    },
  };
  for (const register of JOB_REGISTRATIONS) register(deps);
  // live screening consumes market.candleClosed, registered before the market starts; notifications
  // are written in the transaction of each screened close
  registerScreener(deps, [notificationListener(deps)]);
  return deps;
}
