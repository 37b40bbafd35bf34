import type { IntervalCode } from '@bitdata/contracts';
import type { Candle } from '@bitdata/core';
import WebSocket from 'ws';
import type { Logger } from '../../../platform/logger';
import type { StreamDialect } from '../exchanges/exchange-specs';

/**
 * One websocket connection carrying the kline streams of many markets, with reconnect (exponential
 * backoff) and a heartbeat (a ping the server must answer; silence means a dead link, so the socket is
 * dropped and reopened). After every (re)open `onOpen` runs, where the feed backfills what it missed.
 */
export interface StreamSubscription {
  symbol: string;
  /** the exchange's id: BTCUSDT (Binance), BTC-USDT-SWAP (OKX) */
  marketId: string;
  interval: IntervalCode;
}

export interface KlineStreamOptions {
  dialect: StreamDialect;
  url: string;
  /** OKX swap volumes come in contracts at index 5: read the base volume (index 6) instead */
  swap?: boolean;
  subscriptions: StreamSubscription[];
  logger: Logger;
  onCandle: (sub: StreamSubscription, candle: Candle, closed: boolean) => void;
  onOpen?: () => void;
  onState?: (state: 'connected' | 'offline', detail?: string) => void;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  heartbeatMs?: number;
}

export interface KlineStream {
  start(): void;
  stop(): Promise<void>;
  readonly connected: boolean;
  readonly lastMessageAt: number | null;
  /** for tests: drops the connection as a network failure would */
  dropForTest(): void;
}

const OKX_BAR: Record<IntervalCode, string> = {
  '3m': '3m',
  '5m': '5m',
  '15m': '15m',
  '1h': '1H',
  '4h': '4H',
  // the UTC variants, so day and week candles open at 00:00 UTC like Binance's
  '1d': '1Dutc',
  '1w': '1Wutc',
};
const SUBSCRIBE_BATCH = 100;

export function createKlineStream(o: KlineStreamOptions): KlineStream {
  let ws: WebSocket | null = null;
  let stopped = true;
  let attempts = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let lastMessageAt: number | null = null;
  let awaitingPong = false;
  const initial = o.initialBackoffMs ?? 1000;
  const max = o.maxBackoffMs ?? 60_000;
  const beatMs = o.heartbeatMs ?? 20_000;

  const bySymbolInterval = new Map<string, StreamSubscription>();
  for (const s of o.subscriptions) {
    const key =
      o.dialect === 'binance'
        ? `${s.marketId.toUpperCase()}|${s.interval}`
        : `${s.marketId}|${OKX_BAR[s.interval]}`;
    bySymbolInterval.set(key, s);
  }

  function subscribeMessages(): string[] {
    const out: string[] = [];
    for (let i = 0; i < o.subscriptions.length; i += SUBSCRIBE_BATCH) {
      const batch = o.subscriptions.slice(i, i + SUBSCRIBE_BATCH);
      if (o.dialect === 'binance') {
        out.push(
          JSON.stringify({
            method: 'SUBSCRIBE',
            params: batch.map((s) => `${s.marketId.toLowerCase()}@kline_${s.interval}`),
            id: i / SUBSCRIBE_BATCH + 1,
          }),
        );
      } else {
        out.push(
          JSON.stringify({
            op: 'subscribe',
            args: batch.map((s) => ({ channel: `candle${OKX_BAR[s.interval]}`, instId: s.marketId })),
          }),
        );
      }
    }
    return out;
  }

  function handle(text: string): void {
    if (text === 'pong') return;
    let msg: Record<string, unknown>;
    try {
      msg = JSON.parse(text);
    } catch {
      return;
    }
    if (o.dialect === 'binance') {
      const data = (msg.data ?? msg) as { e?: string; s?: string; k?: Record<string, unknown> };
      if (data.e !== 'kline' || !data.k) return;
      const k = data.k;
      const sub = bySymbolInterval.get(`${String(data.s ?? k.s)}|${String(k.i)}`);
      if (!sub) return;
      o.onCandle(
        sub,
        {
          time: Number(k.t),
          open: Number(k.o),
          high: Number(k.h),
          low: Number(k.l),
          close: Number(k.c),
          volume: Number(k.v),
          quoteVolume: k.q === undefined ? Number.NaN : Number(k.q),
        },
        k.x === true,
      );
      return;
    }
    const arg = msg.arg as { channel?: string; instId?: string } | undefined;
    const rows = msg.data as string[][] | undefined;
    if (!arg?.channel?.startsWith('candle') || !Array.isArray(rows)) return;
    const sub = bySymbolInterval.get(`${arg.instId}|${arg.channel.slice('candle'.length)}`);
    if (!sub) return;
    for (const r of rows) {
      o.onCandle(
        sub,
        {
          time: Number(r[0]),
          open: Number(r[1]),
          high: Number(r[2]),
          low: Number(r[3]),
          close: Number(r[4]),
          volume: Number(o.swap ? r[6] : r[5]),
          quoteVolume: r[7] === undefined ? Number.NaN : Number(r[7]),
        },
        r[8] === '1',
      );
    }
  }

  function clearTimers(): void {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
  }

  function scheduleReconnect(reason: string): void {
    clearTimers();
    ws = null;
    o.onState?.('offline', reason);
    if (stopped) return;
    const delay = Math.min(max, initial * 2 ** attempts);
    attempts++;
    // the first failure is worth a line; the repeats of an unreachable exchange are not
    const log = attempts === 1 ? o.logger.warn.bind(o.logger) : o.logger.debug.bind(o.logger);
    log({ url: o.url, reason, retryInMs: delay }, 'market: stream disconnected');
    reconnectTimer = setTimeout(connect, delay);
    reconnectTimer.unref();
  }

  function connect(): void {
    reconnectTimer = null;
    if (stopped) return;
    const socket = new WebSocket(o.url, { handshakeTimeout: 10_000 });
    ws = socket;
    socket.on('open', () => {
      awaitingPong = false;
      for (const m of subscribeMessages()) socket.send(m);
      heartbeat = setInterval(() => {
        if (awaitingPong) {
          socket.terminate();
          return;
        }
        awaitingPong = true;
        if (o.dialect === 'okx') socket.send('ping');
        else socket.ping();
      }, beatMs);
      heartbeat.unref();
      o.onState?.('connected');
      o.onOpen?.();
    });
    socket.on('message', (data) => {
      lastMessageAt = Date.now();
      awaitingPong = false;
      attempts = 0;
      handle(data.toString());
    });
    socket.on('pong', () => {
      awaitingPong = false;
    });
    socket.on('error', () => {
      // 'close' follows and schedules the reconnect; the error itself needs no second log line
    });
    socket.on('close', (code) => {
      if (ws === socket) scheduleReconnect(`closed (${code})`);
    });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      connect();
    },
    async stop() {
      stopped = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      clearTimers();
      const socket = ws;
      ws = null;
      if (socket && socket.readyState !== WebSocket.CLOSED) {
        await new Promise<void>((r) => {
          socket.once('close', () => r());
          socket.terminate();
        });
      }
    },
    get connected() {
      return ws?.readyState === WebSocket.OPEN;
    },
    get lastMessageAt() {
      return lastMessageAt;
    },
    dropForTest() {
      ws?.terminate();
    },
  };
}
