import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import { closeRedis, connectRedis, deploymentNamespace } from '../redis/redis';

/**
 * Remembers keys that may be used once (a solved captcha's nonce) until they expire. In memory for
 * one process; in Redis when REDIS_URL is set, so a token spent on one instance is refused by all.
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
}

export function createSingleUse(deps: SingleUseDeps): SingleUse {
  if (!deps.config.redisUrl) return createMemorySingleUse(deps.clock);
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
