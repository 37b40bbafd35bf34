import { describe, expect, it } from 'vitest';
import { freshnessOf, tickerFreshness } from './freshness';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23, 10, 30);
const connected = { state: 'connected', source: 'live' } as const;

describe('freshnessOf', () => {
  it('is live while the feed is connected and the last closed candle is at most two intervals old', () => {
    const open = NOW - 3 * HOUR; // closed two hours ago
    expect(freshnessOf({ feed: connected, lastClosedTime: open, interval: '1h', now: NOW })).toEqual({
      kind: 'live',
      asOf: open + HOUR,
    });
  });

  it('is historical, as of the close of the last candle, once that candle is older', () => {
    const open = NOW - 3 * HOUR - 1;
    expect(freshnessOf({ feed: connected, lastClosedTime: open, interval: '1h', now: NOW })).toEqual({
      kind: 'historical',
      asOf: open + HOUR,
    });
  });

  it('is historical when the feed is offline or lagging, however recent the candles', () => {
    for (const state of ['offline', 'lagging'] as const)
      expect(
        freshnessOf({ feed: { state, source: 'live' }, lastClosedTime: NOW - HOUR, interval: '1h', now: NOW })
          .kind,
      ).toBe('historical');
    expect(freshnessOf({ feed: undefined, lastClosedTime: NOW - HOUR, interval: '1h', now: NOW }).kind).toBe(
      'historical',
    );
  });

  it('says replay for a replayed feed, and historical with no time when nothing is stored', () => {
    const replay = { state: 'connected', source: 'replay' } as const;
    expect(freshnessOf({ feed: replay, lastClosedTime: 0, interval: '1d', now: NOW })).toEqual({
      kind: 'replay',
      asOf: 86_400_000,
    });
    expect(freshnessOf({ feed: connected, lastClosedTime: null, interval: '1h', now: NOW })).toEqual({
      kind: 'historical',
      asOf: null,
    });
  });

  it('says the replay ended, as of its last replayed candle, once the replaying feed went offline', () => {
    const ended = { state: 'offline', source: 'replay' } as const;
    expect(freshnessOf({ feed: ended, lastClosedTime: NOW - HOUR, interval: '1h', now: NOW })).toEqual({
      kind: 'replayEnded',
      asOf: NOW,
    });
    expect(tickerFreshness(ended, { time: NOW, source: 'candles' })).toEqual({
      kind: 'replayEnded',
      asOf: NOW,
    });
  });
});

describe('a replay on one clock', () => {
  const REPLAYED = Date.UTC(2026, 2, 19, 14);
  const playing = { state: 'connected', source: 'replay', replayTime: REPLAYED } as const;

  it("is as of the replay's moment, whatever the interval or the ticker's own time", () => {
    for (const interval of ['1h', '1d', '1w'])
      expect(
        freshnessOf({ feed: playing, lastClosedTime: REPLAYED - 9 * 86_400_000, interval, now: NOW }),
      ).toEqual({ kind: 'replay', asOf: REPLAYED });
    expect(tickerFreshness(playing, { time: REPLAYED - 4 * HOUR, source: 'candles' })).toEqual({
      kind: 'replay',
      asOf: REPLAYED,
    });
  });

  it('says the replay ended as of the moment it reached', () => {
    const ended = { ...playing, state: 'offline' } as const;
    expect(tickerFreshness(ended, { time: REPLAYED - HOUR, source: 'candles' })).toEqual({
      kind: 'replayEnded',
      asOf: REPLAYED,
    });
  });
});

describe('tickerFreshness', () => {
  it('is live only for exchange figures over a connected live feed', () => {
    const exchange = { time: NOW, source: 'exchange' } as const;
    expect(tickerFreshness(connected, exchange)).toEqual({ kind: 'live', asOf: NOW });
    expect(tickerFreshness({ state: 'offline', source: 'live' }, exchange)).toEqual({
      kind: 'historical',
      asOf: NOW,
    });
    expect(tickerFreshness(connected, { time: NOW - HOUR, source: 'candles' })).toEqual({
      kind: 'historical',
      asOf: NOW - HOUR,
    });
    expect(tickerFreshness({ state: 'connected', source: 'replay' }, exchange).kind).toBe('replay');
  });
});
