import type { Candle } from '@bitdata/core';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { fixture } from '../fixtures/fixture-server';
import { createKlineStream, type KlineStream, type StreamSubscription } from './kline-stream';

interface Received {
  sub: StreamSubscription;
  candle: Candle;
  closed: boolean;
}

/**
 * A local websocket server plays the exchange: it records what the stream subscribes to and pushes
 * a frame recorded from the real exchange once the subscription arrives.
 */
async function exchangeServer(push: (subscribe: unknown) => unknown[]) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const subscriptions: unknown[] = [];
  wss.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const text = raw.toString();
      if (text === 'ping') return void socket.send('pong');
      const message = JSON.parse(text);
      subscriptions.push(message);
      for (const frame of push(message)) socket.send(JSON.stringify(frame));
    });
  });
  const { port } = wss.address() as { port: number };
  return { url: `ws://127.0.0.1:${port}`, subscriptions, close: () => new Promise((r) => wss.close(r)) };
}

async function receive(stream: KlineStream, received: Received[], count: number): Promise<void> {
  stream.start();
  const end = Date.now() + 10_000;
  while (received.length < count) {
    if (Date.now() > end) throw new Error('no candle arrived');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('kline stream parsing of recorded exchange frames', () => {
  let cleanup: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const c of cleanup) await c();
    cleanup = [];
  });

  it('reads the recorded OKX swap candle push with base volume and quote volume, still forming', async () => {
    const recorded = (fixture('okx-ws-candle.recorded.json') as { message: unknown }).message;
    const server = await exchangeServer(() => [recorded]);
    const received: Received[] = [];
    const stream = createKlineStream({
      dialect: 'okx',
      url: server.url,
      swap: true,
      subscriptions: [{ symbol: 'BTCUSDT', marketId: 'BTC-USDT-SWAP', interval: '1h' }],
      logger: pino({ level: 'silent' }),
      onCandle: (sub, candle, closed) => received.push({ sub, candle, closed }),
    });
    cleanup.push(() => stream.stop(), server.close);
    await receive(stream, received, 1);

    expect(server.subscriptions[0]).toEqual({
      op: 'subscribe',
      args: [{ channel: 'candle1H', instId: 'BTC-USDT-SWAP' }],
    });
    expect(received[0].sub.symbol).toBe('BTCUSDT');
    expect(received[0].closed).toBe(false);
    expect(received[0].candle).toEqual({
      time: 1747141200000,
      open: 103644.1,
      high: 103700,
      low: 103629.2,
      close: 103700,
      // swap volumes: index 5 counts contracts (0.01 BTC), index 6 is the base coin
      volume: 113.1608,
      quoteVolume: 11731625.855,
    });
  });

  it('reads a Binance kline event and ignores markets it did not subscribe to', async () => {
    const event = fixture('spot-ws-kline.recorded.json') as { k: Record<string, unknown> };
    const hourly = { ...event, k: { ...event.k, i: '1h', x: true } };
    const other = { ...hourly, s: 'ETHUSDT', k: { ...hourly.k, s: 'ETHUSDT' } };
    const server = await exchangeServer(() => [other, hourly]);
    const received: Received[] = [];
    const stream = createKlineStream({
      dialect: 'binance',
      url: server.url,
      subscriptions: [{ symbol: 'BTCUSDT', marketId: 'BTCUSDT', interval: '1h' }],
      logger: pino({ level: 'silent' }),
      onCandle: (sub, candle, closed) => received.push({ sub, candle, closed }),
    });
    cleanup.push(() => stream.stop(), server.close);
    await receive(stream, received, 1);
    await new Promise((r) => setTimeout(r, 100));

    expect(server.subscriptions[0]).toMatchObject({ method: 'SUBSCRIBE', params: ['btcusdt@kline_1h'] });
    expect(received).toHaveLength(1);
    expect(received[0].closed).toBe(true);
    expect(received[0].candle).toEqual({
      time: 1627993800000,
      open: 38231.29,
      high: 38289.46,
      low: 38173.86,
      close: 38183.3,
      volume: 33.118075,
      quoteVolume: 1266651.10253383,
    });
  });
});
