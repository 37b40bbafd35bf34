import type { CandleDto, IntervalCode } from '@bitdata/contracts/market';
import type { RealtimeServerMessage } from '@bitdata/contracts/realtime';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_SERVICE_PREFIX } from '../../../api/config';
import { getAccessToken } from '../../../api/session';

export type StreamState = 'connecting' | 'live' | 'offline';

export interface StreamHandlers {
  onClosed: (candle: CandleDto) => void;
  onUpdate: (candle: CandleDto) => void;
}

const PING_MS = 25_000;
const MAX_BACKOFF_MS = 30_000;
// Close codes of contracts/realtime: an unauthenticated socket is not retried.
const UNAUTHENTICATED = 4401;

const isCandle = (v: unknown): v is CandleDto =>
  Boolean(v) &&
  typeof v === 'object' &&
  typeof (v as CandleDto).time === 'number' &&
  typeof (v as CandleDto).close === 'number';

/** The channel name of contracts/market `marketChannel` (kept inline: that module carries the zod schemas). */
export const marketChannelOf = (e: number, d: number, s: string, i: IntervalCode) =>
  `market:${e}:${d}:${s}:${i}`;

/**
 * One market's candles through the realtime websocket (/api/{prefix}/ws): authenticates with the first
 * message, subscribes, reconnects with backoff, and reports 'live' only once the server confirmed.
 */
export function useMarketStream(
  channel: string | null,
  handlers: StreamHandlers,
  prefix = DEFAULT_SERVICE_PREFIX,
): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const ref = useRef(handlers);
  ref.current = handlers;

  useEffect(() => {
    if (!channel || typeof WebSocket === 'undefined') {
      setState('offline');
      return;
    }
    let socket: WebSocket | null = null;
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;

    const connect = () => {
      const token = getAccessToken();
      if (!token) {
        setState('offline');
        return;
      }
      setState('connecting');
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${scheme}://${window.location.host}/api/${prefix}/ws`);
      socket = ws;
      ws.onopen = () => {
        ws.send(JSON.stringify({ type: 'auth', token }));
        ws.send(JSON.stringify({ type: 'subscribe', channel }));
        ping = setInterval(() => ws.readyState === ws.OPEN && ws.send('{"type":"ping"}'), PING_MS);
      };
      ws.onmessage = (e) => {
        let msg: RealtimeServerMessage;
        try {
          msg = JSON.parse(String(e.data)) as RealtimeServerMessage;
        } catch {
          return;
        }
        if (msg.type === 'subscribed' && msg.channel === channel) {
          attempt = 0;
          setState('live');
        } else if (msg.type === 'event' && msg.channel === channel && isCandle(msg.data)) {
          if (msg.event === 'candle.closed') ref.current.onClosed(msg.data);
          else if (msg.event === 'candle.update') ref.current.onUpdate(msg.data);
        }
      };
      ws.onclose = (e) => {
        clearInterval(ping);
        if (stopped) return;
        setState('offline');
        if (e.code === UNAUTHENTICATED) return;
        const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt++);
        retry = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close(1000, 'done');
    };
  }, [channel, prefix]);

  return state;
}
