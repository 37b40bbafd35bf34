import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { closeRedis, connectRedis, deploymentNamespace } from '../redis/redis';

export interface RateLimiter {
  /**
   * Counts one attempt for `key` (e.g. `login:ip:1.2.3.4`) and throws AppError RATE_LIMITED (429,
   * details.retryAfterSeconds) once more than `limit` attempts fall in the last `windowMs`.
   */
  hit(key: string, limit: number, windowMs: number): Promise<void>;
  /** The sliding-window count of `key` now, without counting an attempt (0 for an unknown key). */
  peek(key: string, windowMs: number): Promise<number>;
  /** Forgets a key (e.g. after a successful login, the per-account counter starts over). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimiterDeps {
  config: Pick<AppConfig, 'redisUrl' | 'servicePrefix' | 'databaseUrl' | 'dataDir'>;
  clock: Clock;
  logger: Logger;
}

/**
 * Sliding-window counter: the count of the current fixed window plus the previous window's count
 * weighted by how much of it still overlaps the sliding window. Two counters per key, no burst of
 * 2x the limit at a window boundary (the weakness of a plain fixed window).
 */
export function estimateCount(previous: number, current: number, now: number, windowMs: number): number {
  const elapsed = (now % windowMs) / windowMs;
  return previous * (1 - elapsed) + current;
}

function limited(now: number, windowMs: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((windowMs - (now % windowMs)) / 1000));
  return AppError.of('RATE_LIMITED', 'rateLimited', { retryAfterSeconds });
}

/** In memory by default (one process); Redis when REDIS_URL is set, so every instance shares counts. */
export function createRateLimiter(deps: RateLimiterDeps): RateLimiter {
  if (deps.config.redisUrl) {
    const redis = connectRedis(deps.config.redisUrl, deps.logger, 'rate-limit');
    return createRedisRateLimiter(redis, deps.clock, `rl:${deploymentNamespace(deps.config)}`, () =>
      closeRedis(redis),
    );
  }
  return createMemoryRateLimiter(deps.clock);
}

export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  // Only the current and previous window of each key are kept.
  const counts = new Map<
    string,
    { key: string; window: number; current: number; previous: number; expiresAt: number }
  >();
  let lastSweep = clock.now();

  const sweep = (now: number) => {
    // Drop idle keys now and then so a scan from many addresses cannot grow memory without bound.
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    for (const [id, entry] of counts) if (entry.expiresAt < now) counts.delete(id);
  };

  /** The previous and current window counts of a key as of window `window`. */
  const windowsOf = (id: string, window: number) => {
    const old = counts.get(id);
    return {
      previous: old?.window === window ? old.previous : old?.window === window - 1 ? old.current : 0,
      current: old?.window === window ? old.current : 0,
    };
  };

  return {
    async hit(key, limit, windowMs) {
      const now = clock.now();
      sweep(now);
      const window = Math.floor(now / windowMs);
      const id = `${windowMs}:${key}`;
      const { previous, current: before } = windowsOf(id, window);
      const current = before + 1;
      counts.set(id, { key, window, current, previous, expiresAt: (window + 2) * windowMs });
      if (estimateCount(previous, current, now, windowMs) > limit) throw limited(now, windowMs);
    },
    async peek(key, windowMs) {
      const now = clock.now();
      const { previous, current } = windowsOf(`${windowMs}:${key}`, Math.floor(now / windowMs));
      return estimateCount(previous, current, now, windowMs);
    },
    async reset(key) {
      for (const [id, entry] of counts) if (entry.key === key) counts.delete(id);
    },
    async close() {
      counts.clear();
    },
  };
}

export function createRedisRateLimiter(
  redis: Redis,
  clock: Clock,
  prefix: string,
  close: () => Promise<void>,
): RateLimiter {
  const keyOf = (key: string, windowMs: number, window: number) => `${prefix}:${key}:${windowMs}:${window}`;
  return {
    async hit(key, limit, windowMs) {
      const now = clock.now();
      const window = Math.floor(now / windowMs);
      const current = keyOf(key, windowMs, window);
      const result = await redis
        .multi()
        .incr(current)
        // Kept two windows: while it is the "previous" window it still weighs in the estimate.
        .pexpire(current, windowMs * 2)
        .get(keyOf(key, windowMs, window - 1))
        .exec();
      if (!result) throw new Error('rate limiter transaction aborted');
      const [incrResult, , previousResult] = result;
      if (incrResult[0] || previousResult[0]) throw incrResult[0] ?? previousResult[0];
      const count = estimateCount(Number(previousResult[1] ?? 0), Number(incrResult[1]), now, windowMs);
      if (count > limit) throw limited(now, windowMs);
    },
    async peek(key, windowMs) {
      const now = clock.now();
      const window = Math.floor(now / windowMs);
      const [current, previous] = await redis.mget(
        keyOf(key, windowMs, window),
        keyOf(key, windowMs, window - 1),
      );
      return estimateCount(Number(previous ?? 0), Number(current ?? 0), now, windowMs);
    },
    async reset(key) {
      // Rare (successful login): a SCAN over this key's windows is fine.
      const pattern = `${prefix}:${key}:*`.replace(/[?[\]\\]|\*(?!$)/g, '\\$&');
      const stream = redis.scanStream({ match: pattern, count: 100 });
      for await (const keys of stream as AsyncIterable<string[]>) if (keys.length) await redis.del(...keys);
    },
    close,
  };
}
