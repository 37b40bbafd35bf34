import type { AppConfig } from '../config';
import { accessSource } from '../modules/backoffice';
import { attachFile } from '../modules/files';
import { createMarketRuntime } from '../modules/market';
import { registerScreener } from '../modules/screener';
import type { AppDeps } from '../platform/app-deps';
import { createCaptcha } from '../platform/captcha/captcha.factory';
import { type Clock, systemClock } from '../platform/clock';
import { type DatabaseHandle, openDatabase } from '../platform/db/database';
import { seedFoundation } from '../platform/db/seed-foundation';
import { createJobQueue } from '../platform/jobs/job-queue.factory';
import { createLifecycle } from '../platform/lifecycle';
import { createLogger, type Logger } from '../platform/logger';
import { registerMailJobs } from '../platform/mail/mail.handlers';
import { createMailer } from '../platform/mail/mailer.factory';
import { measuredDatabase } from '../platform/metrics/db-metrics';
import { createMetrics } from '../platform/metrics/metrics';
import { createRateLimiter } from '../platform/rate-limit/rate-limiter';
import { createRealtimeHub } from '../platform/realtime/realtime.factory';
import { loadSecrets } from '../platform/secrets';
import { createSingleUse } from '../platform/single-use/single-use';
import { MIGRATIONS, MODULES, migrateToLatest } from './modules';

export interface DepsOverrides {
  clock?: Clock;
  logger?: Logger;
  /** An already-open database (tests give a fresh one per file). */
  database?: DatabaseHandle;
}

/**
 * Builds every resource services use, migrates and seeds the database, and registers every module's
 * jobs and the live screening consumer: the composition root, the one place that wires modules.
 */
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
  for (const module of MODULES) await module.seed?.(database.db, clock.now());
  const secrets = await loadSecrets(config);
  const metrics = createMetrics({
    onError: (err) => logger.warn({ err }, 'metrics: a source did not answer'),
  });
  // what every service queries through: each query timed, when an operator reads the metrics (the
  // timing costs every query a promise more; unscraped, it is not paid)
  const db = config.metricsPort === undefined ? database.db : measuredDatabase(database.db, metrics);
  const mailer = createMailer(config, logger);
  const realtime = createRealtimeHub({ config, logger });
  // what the job queue and the market runtime both run on
  const base = { config, db, dialect: database.dialect, logger, clock, realtime, metrics };
  const jobs = createJobQueue(base);
  const singleUse = createSingleUse({ config, clock, logger, db });
  const captcha = createCaptcha({ config, secrets, clock, singleUse });
  const rateLimiter = createRateLimiter({ config, clock, logger });
  const market = createMarketRuntime(base);
  const deps: AppDeps = {
    config,
    db,
    dialect: database.dialect,
    logger,
    clock,
    secrets,
    jobs,
    realtime,
    mailer,
    captcha,
    // the back office's, for auth's access check (auth cannot import the back office: it imports auth)
    access: accessSource,
    rateLimiter,
    singleUse,
    metrics,
    market,
    builtinDocuments: Object.assign({}, ...MODULES.map((module) => module.documents ?? {})),
    // the files module's, for the back office's forms (which import nothing of it)
    attachFile,
    lifecycle: createLifecycle(database.db, Object.keys(MIGRATIONS)),
    close: async () => {
      await market.stop();
      await jobs.stop();
      await realtime.close();
      await rateLimiter.close();
      await singleUse.close();
      await database.close();
    },
  };
  // the platform's own job (sending mail), then every module's: `jobs.start()` refuses missing ones
  registerMailJobs(deps);
  for (const module of MODULES) for (const register of module.jobs ?? []) register(deps);
  // live screening consumes market.candleClosed, registered before the market starts; its listeners
  // (notifications) write in the transaction of each screened close
  registerScreener(
    deps,
    MODULES.flatMap((module) => (module.screeningListeners ?? []).map((listener) => listener(deps))),
  );
  return deps;
}
