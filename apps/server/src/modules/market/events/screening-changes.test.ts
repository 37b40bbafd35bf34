import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../../test/harness';
import { waitFor } from '../../../../test/wait';
import { createMemoryHub } from '../../../platform/realtime/memory-hub';
import { createRealtimeHub, type Hub } from '../../../platform/realtime/realtime.factory';
import { canSubscribe } from '../../realtime/realtime.channels';
import {
  onScreeningChange,
  publishScreeningChange,
  SCREENING_CHANNEL,
  type ScreeningChange,
} from './screening-changes';

const logger = pino({ level: 'silent' });

describe('screening change broadcast', () => {
  it('reaches the listeners of this process and refuses a malformed change', async () => {
    const hub = createMemoryHub();
    const seen: ScreeningChange[] = [];
    const invalid: unknown[] = [];
    const off = onScreeningChange(
      hub,
      (c) => seen.push(c),
      (d) => invalid.push(d),
    );
    await publishScreeningChange(hub, { filterId: 'f-1', change: 'saved', at: 1 });
    await hub.publish({ channel: SCREENING_CHANNEL, type: 'screening.changed', data: { filterId: 5 } });
    off();
    await publishScreeningChange(hub, { filterId: 'f-1', change: 'deleted', at: 2 });
    expect(seen).toEqual([{ filterId: 'f-1', change: 'saved', at: 1 }]);
    expect(invalid).toEqual([{ filterId: 5 }]);
    await expect(
      publishScreeningChange(hub, { filterId: '', change: 'saved', at: 1 } as ScreeningChange),
    ).rejects.toThrow();
  });

  it('is not a channel a websocket client may subscribe to', () => {
    expect(canSubscribe({ id: 'u1' }, SCREENING_CHANNEL)).toBe(false);
  });
});

const redisSkip = TEST_REDIS_URL ? undefined : 'REDIS_URL / TEST_REDIS_URL is not set';
if (redisSkip) console.warn(`[skipped] screening broadcast over Redis: ${redisSkip}`);

describe.skipIf(Boolean(redisSkip))('screening change broadcast over Redis', () => {
  const hubs: Hub[] = [];
  afterAll(async () => {
    for (const hub of hubs) await hub.close();
  });

  it('reaches every other instance within a second', async () => {
    // a prefix of our own: parallel test files share the Redis server
    const prefix = `t${Date.now().toString(36)}`;
    const open = () => {
      const hub = createRealtimeHub({ config: { redisUrl: TEST_REDIS_URL, servicePrefix: prefix }, logger });
      hubs.push(hub);
      return hub;
    };
    const [a, b, c] = [open(), open(), open()];
    const got = new Map<Hub, number>();
    for (const hub of [b, c]) onScreeningChange(hub, () => got.set(hub, performance.now()));
    await Promise.all([b.ready(), c.ready()]);
    const sent = performance.now();
    await publishScreeningChange(a, { filterId: 'f-9', change: 'saved', at: Date.now() });
    await waitFor(() => got.size === 2, 'both other instances', 1_000);
    for (const at of got.values()) expect(at - sent).toBeLessThan(1_000);
  });
});
