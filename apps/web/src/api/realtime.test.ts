import { marketChannel, REALTIME_CLOSE, userChannel } from '@bitdata/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChannelState, LINGER_MS, PING_MS, RealtimeClient } from './realtime';
import { FakeSocket } from './realtime.fake';

const BTC = marketChannel(1, 3, 'BTCUSDT', '1h');
const ETH = marketChannel(1, 3, 'ETHUSDT', '1h');
const MINE = userChannel('u1');

/** `random`: the draws of the reconnection delays; the middle of the range unless a test says. */
function setup(initialToken: string | null = 'ann-token', random: () => number = () => 0.5) {
  let token = initialToken;
  const tokenListeners = new Set<(t: string | null) => void>();
  const sockets: FakeSocket[] = [];
  const client = new RealtimeClient({
    url: 'ws://test/api/core/ws',
    getToken: () => token,
    onTokenChange: (listener) => {
      tokenListeners.add(listener);
      return () => tokenListeners.delete(listener);
    },
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random,
  });
  const setToken = (next: string | null) => {
    token = next;
    for (const listener of tokenListeners) listener(next);
  };
  const last = () => sockets[sockets.length - 1] as FakeSocket;
  return { client, sockets, setToken, last };
}

const listener = () => {
  const states: ChannelState[] = [];
  const events: Array<[string, unknown]> = [];
  return {
    states,
    events,
    onState: (s: ChannelState) => states.push(s),
    onEvent: (e: string, d: unknown) => events.push([e, d]),
  };
};

describe('the app-wide websocket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('carries every channel on one connection and counts subscriptions per channel', () => {
    const { client, sockets, last } = setup();
    const chart = listener();
    const table = listener();
    const inbox = listener();
    const offChart = client.subscribe(BTC, chart);
    const offTable = client.subscribe(BTC, table);
    client.subscribe(MINE, inbox);
    expect(sockets).toHaveLength(1);

    last().open();
    expect(last().sent).toEqual([
      { type: 'auth', token: 'ann-token' },
      { type: 'subscribe', channel: BTC },
      { type: 'subscribe', channel: MINE },
    ]);
    last().receive({ type: 'ready', userId: 'u1' });
    last().confirm();
    expect(chart.states.at(-1)).toBe('live');
    expect(inbox.states.at(-1)).toBe('live');

    last().receive({ type: 'event', channel: BTC, event: 'candle.closed', data: { time: 1 } });
    last().receive({ type: 'event', channel: MINE, event: 'notification', data: { id: 'n1' } });
    expect(chart.events).toEqual([['candle.closed', { time: 1 }]]);
    expect(table.events).toEqual([['candle.closed', { time: 1 }]]);
    expect(inbox.events).toEqual([['notification', { id: 'n1' }]]);

    // The server hears one unsubscribe, when the last screen on the channel leaves.
    offChart();
    expect(last().sent.filter((m) => m.type === 'unsubscribe')).toEqual([]);
    offTable();
    expect(last().sent.at(-1)).toEqual({ type: 'unsubscribe', channel: BTC });
    // A channel joined on an open socket is subscribed at once.
    client.subscribe(ETH, listener());
    expect(last().sent.at(-1)).toEqual({ type: 'subscribe', channel: ETH });
    expect(sockets).toHaveLength(1);
  });

  it('reconnects with a growing delay and subscribes every channel again', () => {
    const { client, sockets, last } = setup();
    const chart = listener();
    client.subscribe(BTC, chart);
    client.subscribe(MINE, listener());
    last().open();
    last().confirm();
    expect(chart.states).toEqual(['connecting', 'live']);

    last().drop();
    expect(chart.states.at(-1)).toBe('offline');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(chart.states.at(-1)).toBe('connecting');

    // Still down: the next try waits twice as long.
    last().drop();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    last().open();
    expect(last().sent).toEqual([
      { type: 'auth', token: 'ann-token' },
      { type: 'subscribe', channel: BTC },
      { type: 'subscribe', channel: MINE },
    ]);
    last().receive({ type: 'ready', userId: 'u1' });
    last().confirm();
    expect(chart.states.at(-1)).toBe('live');

    // Once authenticated again, the delay starts over.
    last().drop();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(4);
  });

  it('draws each delay between half and one and a half times its step, so members dropped together come back apart', () => {
    for (const [draw, first, second] of [
      [0, 500, 1_000],
      [0.999, 1_499, 2_998],
    ] as const) {
      const { client, sockets, last } = setup('ann-token', () => draw);
      client.subscribe(BTC, listener());
      last().open();
      last().drop();
      vi.advanceTimersByTime(first - 1);
      expect(sockets, `draw ${draw}`).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(sockets, `draw ${draw}`).toHaveLength(2);
      last().drop();
      vi.advanceTimersByTime(second - 1);
      expect(sockets, `draw ${draw}`).toHaveLength(2);
      vi.advanceTimersByTime(1);
      expect(sockets, `draw ${draw}`).toHaveLength(3);
    }

    // a hundred members dropped by one restart, with the browser's own draws: spread over the second
    const clients = Array.from({ length: 100 }, () => setup('ann-token', Math.random));
    for (const { client, last } of clients) {
      client.subscribe(BTC, listener());
      last().open();
      last().drop();
    }
    const back: number[] = [];
    for (let ms = 0; ms <= 1_500; ms += 100) {
      back.push(clients.filter(({ sockets }) => sockets.length === 2).length);
      vi.advanceTimersByTime(100);
    }
    expect(back[4]).toBe(0);
    expect(back[15]).toBe(100);
    // no tenth of a second takes more than half of them
    const perStep = back.slice(1).map((n, i) => n - (back[i] ?? 0));
    expect(Math.max(...perStep)).toBeLessThan(50);
  });

  it('opens only for a signed-in member, and a new member gets a new socket with their token', () => {
    const { client, sockets, setToken, last } = setup(null);
    const chart = listener();
    client.subscribe(BTC, chart);
    expect(sockets).toHaveLength(0);
    expect(chart.states).toEqual(['offline']);

    setToken('ann-token');
    expect(sockets).toHaveLength(1);
    last().open();
    last().confirm();
    expect(last().sent[0]).toEqual({ type: 'auth', token: 'ann-token' });

    setToken('bob-token');
    expect(sockets[0]?.closedWith).toBe(1000);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([
      { type: 'auth', token: 'bob-token' },
      { type: 'subscribe', channel: BTC },
    ]);

    // Signed out: the socket closes and stays closed.
    setToken(null);
    expect(sockets[1]?.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    expect(chart.states.at(-1)).toBe('offline');
  });

  it('does not retry a refused authentication until the member changes', () => {
    const { client, sockets, setToken, last } = setup('revoked-token');
    client.subscribe(BTC, listener());
    last().open();
    last().drop(REALTIME_CLOSE.unauthenticated);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    setToken('fresh-token');
    expect(sockets).toHaveLength(2);
  });

  it('pings while open and closes a while after the last channel left', () => {
    const { client, sockets, last } = setup();
    const off = client.subscribe(BTC, listener());
    last().open();
    vi.advanceTimersByTime(PING_MS);
    expect(last().sent.at(-1)).toEqual({ type: 'ping' });

    off();
    // A page change: the next page subscribes before the socket closes, and keeps it.
    vi.advanceTimersByTime(LINGER_MS - 1);
    const again = client.subscribe(BTC, listener());
    vi.advanceTimersByTime(LINGER_MS);
    expect(last().closedWith).toBeUndefined();
    again();
    vi.advanceTimersByTime(LINGER_MS);
    expect(last().closedWith).toBe(1000);
    expect(sockets).toHaveLength(1);
  });

  it('keeps a forbidden channel offline without touching the others', () => {
    const { client, last } = setup();
    const mine = listener();
    const other = listener();
    client.subscribe(MINE, mine);
    client.subscribe(userChannel('u2'), other);
    last().open();
    last().receive({ type: 'subscribed', channel: MINE });
    last().receive({
      type: 'error',
      code: 'FORBIDDEN',
      message: 'channel not allowed',
      channel: userChannel('u2'),
    });
    expect(mine.states.at(-1)).toBe('live');
    expect(other.states.at(-1)).toBe('offline');
  });
});
