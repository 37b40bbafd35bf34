import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { createPgDatabase } from '../../apps/server/test/harness';
import type { InstanceAddress } from './messages';
import { ServerRole } from './processes';
import { LOG_LEVEL, PORTS, REPLAY_SPEED, SECONDS } from './settings';

/**
 * The deployment on this machine: a fresh PostgreSQL database, Redis under a service prefix of
 * its own (job queues, realtime fan-out, rate limits: nothing shared with another run), one data
 * folder, and the four processes: two `api` instances, one `worker`, one `ingest` replaying the bundled
 * history fast.
 */
export interface Deployment {
  prefix: string;
  databaseUrl: string;
  dataDir: string;
  logDir: string;
  jwtSecret: string;
  roles: Record<'api-1' | 'api-2' | 'worker' | 'ingest', ServerRole>;
  apis: InstanceAddress[];
  /** GET /metrics of the worker (the job queue's wait histogram) */
  workerMetrics: string;
  /** stops every process, drops the database, deletes the Redis keys; keeps the logs if asked */
  close(keepLogs: boolean): Promise<void>;
}

export async function createDeployment(databaseBaseUrl: string, redisUrl: string): Promise<Deployment> {
  const tag = crypto.randomBytes(4).toString('hex');
  const prefix = `load-${tag}`;
  const database = await createPgDatabase(databaseBaseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bitdata-load-data-'));
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), `bitdata-load-logs-${tag}-`));
  const jwtSecret = crypto.randomBytes(48).toString('base64url');
  const apiUrl = (port: number) => `http://127.0.0.1:${port}/api/${prefix}`;
  const common: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL,
    HOST: '127.0.0.1',
    SERVICE_PREFIX: prefix,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    JWT_SECRET: jwtSecret,
    // plain JSON, as the api bench's goals are stated (the sealed transport costs the client CPU too)
    API_ENCRYPT: 'false',
    API_ZIP: 'false',
    CAPTCHA_PROVIDER: 'off',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'load-bench-password-123',
    PUBLIC_URL: apiUrl(PORTS.api1).replace(/\/api\/.*$/, ''),
    WEB_DIST_DIR: '/nonexistent-web-dist',
    MARKET_SOURCE: 'replay',
    REPLAY_SPEED: String(REPLAY_SPEED),
    // the run, the restarts and the settling after it, in market time, with room to spare
    REPLAY_WINDOW_HOURS: String(Math.ceil(((SECONDS + 120) * REPLAY_SPEED) / 3600)),
    // a killed ingest's feeds move to its successor after this (the default 30 s would idle the run)
    MARKET_LEASE_TTL_MS: '5000',
    MARKET_LEASE_RENEW_MS: '1000',
  };
  const metricsUrl = (port: number) => `http://127.0.0.1:${port}`;
  const role = (name: string, env: Record<string, string>, readyUrl: string) =>
    new ServerRole(name, { ...common, ...env }, readyUrl, logDir);
  const roles = {
    'api-1': role(
      'api-1',
      { ROLE: 'api', PORT: String(PORTS.api1), METRICS_PORT: String(PORTS.metrics.api1) },
      `${apiUrl(PORTS.api1)}/health/ready`,
    ),
    'api-2': role(
      'api-2',
      { ROLE: 'api', PORT: String(PORTS.api2), METRICS_PORT: String(PORTS.metrics.api2) },
      `${apiUrl(PORTS.api2)}/health/ready`,
    ),
    worker: role(
      'worker',
      { ROLE: 'worker', METRICS_PORT: String(PORTS.metrics.worker) },
      `${metricsUrl(PORTS.metrics.worker)}/health/ready`,
    ),
    ingest: role(
      'ingest',
      { ROLE: 'ingest', METRICS_PORT: String(PORTS.metrics.ingest) },
      `${metricsUrl(PORTS.metrics.ingest)}/health/ready`,
    ),
  };
  return {
    prefix,
    databaseUrl: database.url,
    dataDir,
    logDir,
    jwtSecret,
    roles,
    apis: [
      { name: 'api-1', base: apiUrl(PORTS.api1) },
      { name: 'api-2', base: apiUrl(PORTS.api2) },
    ],
    workerMetrics: `${metricsUrl(PORTS.metrics.worker)}/metrics`,
    async close(keepLogs) {
      await Promise.all(Object.values(roles).map((r) => r.stop()));
      for (const r of Object.values(roles)) r.close();
      await database.drop();
      await deleteKeys(redisUrl, prefix);
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (!keepLogs) fs.rmSync(logDir, { recursive: true, force: true });
    },
  };
}

/** Every Redis key of this run (job queues, rate limits): they all carry its service prefix. */
async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `*${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
