import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/harness';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { closeRedis, connectRedis } from '../redis/redis';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  estimateCount,
  type RateLimiter,
} from './rate-limiter';

const logger = pino({ level: 'silent' });

function manualClock(start = 1_700_000_000_000): Clock & { advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers) await close();
});

const PROVIDERS: Array<{ name: string; skip?: string; make(clock: Clock): RateLimiter }> = [
  { name: 'memory rate limiter', make: (clock) => createMemoryRateLimiter(clock) },
  {
    name: 'Redis rate limiter',
    skip: TEST_REDIS_URL ? undefined : 'REDIS_URL / TEST_REDIS_URL is not set',
    make: (clock) => {
      const redis = connectRedis(TEST_REDIS_URL as string, logger, 'rate-limit-test');
      const limiter = createRedisRateLimiter(
        redis,
        clock,
        `rl:test-${crypto.randomBytes(6).toString('hex')}`,
        () => closeRedis(redis),
      );
      closers.push(() => limiter.close());
      return limiter;
    },
  },
];

for (const provider of PROVIDERS) {
  if (provider.skip) console.warn(`[skipped] ${provider.name}: ${provider.skip}`);
  describe.skipIf(Boolean(provider.skip))(provider.name, () => {
    it('allows up to the limit and refuses the next attempt with RATE_LIMITED', async () => {
      const clock = manualClock(Math.floor(1_700_000_000_000 / 60_000) * 60_000);
      const limiter = provider.make(clock);
      for (let i = 0; i < 3; i++) await limiter.hit('ip:1.2.3.4', 3, 60_000);
      const error = await limiter.hit('ip:1.2.3.4', 3, 60_000).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, key: 'rateLimited' });
      expect((error as AppError).details).toMatchObject({ retryAfterSeconds: 60 });
      // Another key has its own count.
      await limiter.hit('ip:5.6.7.8', 3, 60_000);
    });

    it('lets attempts through again once the sliding window has moved past them', async () => {
      const clock = manualClock(Math.floor(1_700_000_000_000 / 60_000) * 60_000);
      const limiter = provider.make(clock);
      for (let i = 0; i < 3; i++) await limiter.hit('k', 3, 60_000);
      clock.advance(60_000);
      // Right after the boundary the previous window still weighs in fully.
      await expect(limiter.hit('k', 3, 60_000)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      clock.advance(60_000);
      await limiter.hit('k', 3, 60_000);
    });

    it('reads a count without counting', async () => {
      const clock = manualClock(Math.floor(1_700_000_000_000 / 60_000) * 60_000);
      const limiter = provider.make(clock);
      expect(await limiter.peek('fails', 60_000)).toBe(0);
      for (let i = 0; i < 3; i++) await limiter.hit('fails', 10, 60_000);
      expect(await limiter.peek('fails', 60_000)).toBe(3);
      expect(await limiter.peek('fails', 60_000)).toBe(3);
      // Half a window later the previous window weighs half.
      clock.advance(90_000);
      expect(await limiter.peek('fails', 60_000)).toBeCloseTo(1.5);
      expect(await limiter.peek('other', 60_000)).toBe(0);
    });

    it('forgets a key on reset', async () => {
      const limiter = provider.make(manualClock());
      await limiter.hit('user:a@b.c', 1, 60_000);
      await expect(limiter.hit('user:a@b.c', 1, 60_000)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      await limiter.reset('user:a@b.c');
      await limiter.hit('user:a@b.c', 1, 60_000);
    });
  });
}

describe('sliding window estimate', () => {
  it('weighs the previous window by its remaining overlap', () => {
    expect(estimateCount(10, 2, 0, 100)).toBe(12);
    expect(estimateCount(10, 2, 50, 100)).toBe(7);
    expect(estimateCount(10, 2, 99, 100)).toBeCloseTo(2.1);
  });
});
