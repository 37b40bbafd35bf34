import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import { closeRedis, connectRedis, deploymentNamespace } from '../redis/redis';
import { claimSpentKey, deleteExpiredSpentKeys } from './spent-keys.repository';

/**
 * Remembers keys that may be used once (a solved captcha's nonce, an encrypted write already
 * received) until they expire. In Redis when REDIS_URL is set, so a key spent on one instance is
 * refused by all; otherwise in the database, so a restart does not forget what was spent. The
 * memory store serves tests and callers without a database.
 */
export interface SingleUse {
  /** True the first time `key` is claimed; false for every later claim until `expiresAt` (ms). */
  claim(key: string, expiresAt: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface SingleUseDeps {
  config: Pick<AppConfig, 'redisUrl' | 'servicePrefix' | 'databaseUrl' | 'dataDir'>;
  clock: Clock;
  logger: Logger;
  db: Kysely<Database>;
}

export function createSingleUse(deps: SingleUseDeps): SingleUse {
  if (!deps.config.redisUrl) return createDatabaseSingleUse(deps.db, deps.clock, deps.logger);
  const redis = connectRedis(deps.config.redisUrl, deps.logger, 'single-use');
  return createRedisSingleUse(redis, deps.clock, `once:${deploymentNamespace(deps.config)}`, () =>
    closeRedis(redis),
  );
}

/** How often the memory store drops expired keys; a lookup ignores them in between. */
const SWEEP_EVERY_MS = 10_000;

export function createMemorySingleUse(clock: Clock): SingleUse {
  const claimed = new Map<string, number>();
  let lastSweep = clock.now();
  return {
    async claim(key, expiresAt) {
      const now = clock.now();
      // Every encrypted write claims a key: sweeping on each claim would make a busy minute quadratic.
      if (now - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now;
        for (const [k, until] of claimed) if (until <= now) claimed.delete(k);
      }
      const until = claimed.get(key);
      if (until !== undefined && until > now) return false;
      claimed.set(key, expiresAt);
      return true;
    },
    async close() {
      claimed.clear();
    },
  };
}

export function createRedisSingleUse(
  redis: Redis,
  clock: Clock,
  namespace: string,
  close: () => Promise<void> = async () => {},
): SingleUse {
  return {
    async claim(key, expiresAt) {
      // SET NX is atomic: of two instances claiming at once, exactly one gets OK.
      const ttlMs = Math.max(1, Math.ceil(expiresAt - clock.now()));
      return (await redis.set(`${namespace}:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    close,
  };
}

/** How often the database store deletes expired rows, on the back of a claim. */
const PURGE_EVERY_MS = 60_000;
/** Longer keys are stored as their SHA-256, to fit the column whatever a caller passes. */
const MAX_STORED_KEY = 200;

const storedKey = (key: string): string =>
  key.length <= MAX_STORED_KEY ? key : `sha256:${crypto.createHash('sha256').update(key).digest('hex')}`;

/**
 * Spent keys in the `spent_keys` table. Rows are only added by claims, so the purge rides on them:
 * at most once a minute a claim also deletes the expired rows, without waiting for it.
 */
export function createDatabaseSingleUse(db: Kysely<Database>, clock: Clock, logger: Logger): SingleUse {
  let lastPurge = clock.now();
  let purging: Promise<void> | undefined;
  return {
    async claim(key, expiresAt) {
      const now = clock.now();
      if (!purging && now - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = now;
        purging = deleteExpiredSpentKeys(db, now)
          .then(
            () => undefined,
            (err: unknown) => logger.warn({ err }, 'single-use: purging expired keys failed'),
          )
          .finally(() => {
            purging = undefined;
          });
      }
      return claimSpentKey(db, storedKey(key), expiresAt, now);
    },
    async close() {
      await purging;
    },
  };
}
