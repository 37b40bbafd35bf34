import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import type { RealtimeEvent } from '../ports';
import { createMemoryHub } from './memory-hub';
import { createRealtimeHub, type Hub } from './realtime.factory';

const logger = pino({ level: 'silent' });

describe('in-memory realtime hub', () => {
  it('delivers an event to every subscriber of its channel only', async () => {
    const hub = createMemoryHub();
    const a: RealtimeEvent[] = [];
    const b: RealtimeEvent[] = [];
    const other: RealtimeEvent[] = [];
    hub.subscribe('market:binance:BTCUSDT:1h', (e) => a.push(e));
    hub.subscribe('market:binance:BTCUSDT:1h', (e) => b.push(e));
    hub.subscribe('user:1', (e) => other.push(e));
    await hub.publish({ channel: 'market:binance:BTCUSDT:1h', type: 'candle', data: { close: '1.5' } });
    expect(a).toEqual([{ channel: 'market:binance:BTCUSDT:1h', type: 'candle', data: { close: '1.5' } }]);
    expect(b).toHaveLength(1);
    expect(other).toHaveLength(0);
  });

  it('stops delivering after unsubscribe, and unsubscribing twice is harmless', async () => {
    const hub = createMemoryHub();
    const seen: RealtimeEvent[] = [];
    const off = hub.subscribe('user:1', (e) => seen.push(e));
    off();
    off();
    await hub.publish({ channel: 'user:1', type: 'notification', data: null });
    expect(seen).toHaveLength(0);
    expect(await hub.status()).toEqual({ status: 'ok', detail: 'memory: 0 channels' });
  });

  it('keeps delivering to the others when one listener throws', async () => {
    const errors: unknown[] = [];
    const hub = createMemoryHub((err) => errors.push(err));
    const seen: RealtimeEvent[] = [];
    hub.subscribe('user:1', () => {
      throw new Error('closed socket');
    });
    hub.subscribe('user:1', (e) => seen.push(e));
    await hub.publish({ channel: 'user:1', type: 'x', data: 1 });
    expect(seen).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });
});

const redisSkip = TEST_REDIS_URL ? undefined : 'REDIS_URL / TEST_REDIS_URL is not set';
if (redisSkip) console.warn(`[skipped] Redis realtime hub: ${redisSkip}`);

describe.skipIf(Boolean(redisSkip))('Redis realtime hub', () => {
  const hubs: Hub[] = [];
  afterAll(async () => {
    for (const hub of hubs) await hub.close();
  });
  const open = () => {
    const hub = createRealtimeHub({ config: { redisUrl: TEST_REDIS_URL, servicePrefix: 'core' }, logger });
    hubs.push(hub);
    return hub;
  };

  it('delivers an event published on one instance to subscribers on another, once each', async () => {
    const [a, b] = [open(), open()];
    const channel = `user:${crypto.randomUUID()}`;
    const onA: RealtimeEvent[] = [];
    const onB: RealtimeEvent[] = [];
    a.subscribe(channel, (e) => onA.push(e));
    b.subscribe(channel, (e) => onB.push(e));
    await Promise.all([a.ready(), b.ready()]);
    await b.publish({ channel, type: 'notification', data: { text: 'Tín hiệu mới' } });
    await waitFor(() => onA.length === 1 && onB.length === 1, 'both instances to receive the event');
    expect(onA[0]).toEqual({ channel, type: 'notification', data: { text: 'Tín hiệu mới' } });
    expect((await a.status()).status).toBe('ok');
  });

  it('stops receiving a channel after its last listener unsubscribes', async () => {
    const [a, b] = [open(), open()];
    const channel = `market:test:${crypto.randomUUID()}`;
    const seen: RealtimeEvent[] = [];
    const off = a.subscribe(channel, (e) => seen.push(e));
    await a.ready();
    off();
    await a.ready();
    const marker: RealtimeEvent[] = [];
    b.subscribe(channel, (e) => marker.push(e));
    await b.publish({ channel, type: 'x', data: 1 });
    await waitFor(() => marker.length === 1, 'the still-subscribed instance to receive the event');
    expect(seen).toHaveLength(0);
  });
});
