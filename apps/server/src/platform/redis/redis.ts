import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config';
import type { Logger } from '../logger';

/**
 * One ioredis connection for a platform component (rate limiter, realtime publisher/subscriber).
 * Connection errors are logged, not thrown: ioredis reconnects by itself and the component reports
 * 'degraded' through its status() meanwhile.
 */
export function connectRedis(
  url: string,
  logger: Logger,
  role: string,
  options: { maxRetriesPerRequest?: number | null } = {},
): Redis {
  const client = new Redis(url, {
    connectionName: `bitdata-${role}`,
    maxRetriesPerRequest: options.maxRetriesPerRequest === undefined ? 2 : options.maxRetriesPerRequest,
    lazyConnect: false,
  });
  let lastLogged = 0;
  client.on('error', (err: Error) => {
    // ioredis emits an error on every reconnect attempt; one line every 10 s is enough.
    const now = Date.now();
    if (now - lastLogged > 10_000) {
      lastLogged = now;
      logger.warn({ err: err.message, role }, 'redis connection error');
    }
  });
  return client;
}

/** Closes politely (QUIT) and falls back to a hard disconnect when the server is gone. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  try {
    await Promise.race([client.quit(), new Promise((resolve) => setTimeout(resolve, 1000))]);
  } catch {
    // already closed or unreachable
  }
  client.disconnect();
}

/**
 * The Redis key namespace of one deployment's data: the service prefix plus the database the
 * deployment uses (PostgreSQL database name, or the SQLite file's folder). Every process of one
 * deployment shares its database, so they share the namespace; two deployments (or two parallel test
 * runs, each on a fresh database) on one Redis never see each other's jobs or rate-limit counters.
 */
export function deploymentNamespace(
  config: Pick<AppConfig, 'servicePrefix' | 'databaseUrl' | 'dataDir'>,
): string {
  const database = config.databaseUrl
    ? (safeDatabaseName(config.databaseUrl) ?? hash(config.databaseUrl))
    : `sqlite-${hash(config.dataDir)}`;
  return `${config.servicePrefix}:${database}`;
}

function safeDatabaseName(url: string): string | undefined {
  try {
    const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
    return /^[A-Za-z0-9_-]{1,63}$/.test(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 12);
