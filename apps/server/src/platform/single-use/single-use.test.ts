import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/harness';
import { closeRedis, connectRedis } from '../redis/redis';
import { createMemorySingleUse, createRedisSingleUse, type SingleUse } from './single-use';

const logger = pino({ level: 'silent' });

const movableClock = () => {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms: number) => (offset += ms) };
};

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const providers: Array<{
  name: string;
  skip?: string;
  /** Two handles on one store: "instance A" and "instance B". */
  open(clock: { now(): number }): [SingleUse, SingleUse];
}> = [
  {
    name: 'memory',
    open(clock) {
      const store = createMemorySingleUse(clock);
      return [store, store];
    },
  },
  {
    name: 'Redis',
    skip: TEST_REDIS_URL ? undefined : 'REDIS_URL / TEST_REDIS_URL is not set',
    open(clock) {
      const namespace = `once-test:${crypto.randomUUID()}`;
      const a = connectRedis(TEST_REDIS_URL as string, logger, 'single-use-a');
      const b = connectRedis(TEST_REDIS_URL as string, logger, 'single-use-b');
      cleanups.push(
        () => closeRedis(a),
        () => closeRedis(b),
      );
      return [createRedisSingleUse(a, clock, namespace), createRedisSingleUse(b, clock, namespace)];
    },
  },
];

describe.each(providers)('single-use store ($name)', (provider) => {
  it.skipIf(provider.skip)('lets a key be claimed once, across instances', async () => {
    const clock = movableClock();
    const [a, b] = provider.open(clock);
    const until = clock.now() + 60_000;
    expect(await a.claim('nonce-1', until)).toBe(true);
    expect(await b.claim('nonce-1', until)).toBe(false);
    expect(await a.claim('nonce-1', until)).toBe(false);
    expect(await b.claim('nonce-2', until)).toBe(true);
  });

  it.skipIf(provider.skip)('settles two simultaneous claims with exactly one winner', async () => {
    const clock = movableClock();
    const [a, b] = provider.open(clock);
    const until = clock.now() + 60_000;
    const results = await Promise.all([
      a.claim('race', until),
      b.claim('race', until),
      a.claim('race', until),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it.skipIf(provider.skip)('can claim a key again once it expired', async () => {
    const clock = movableClock();
    const [a, b] = provider.open(clock);
    expect(await a.claim('short', clock.now() + 50)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await b.claim('short', clock.now() + 50)).toBe(true);
  });
});
