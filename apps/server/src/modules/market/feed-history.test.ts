import { describe, expect, it } from 'vitest';
import type { SeriesSpan } from './candle.repository';
import { historyOfFeed, historyOfFeeds } from './feed-history';

const DAY = 86_400_000;
// Monday 6 January 2025
const MONDAY = Date.UTC(2025, 0, 6);

const span = (symbol: string, interval: SeriesSpan['interval'], firstTime: number, lastTime: number) => ({
  exchangeId: 1,
  dataType: 3,
  symbol,
  interval,
  firstTime,
  lastTime,
});

describe('feed history', () => {
  it('builds the week of every daily market storing none, counts markets per interval, shortest first', () => {
    const feeds = historyOfFeeds([
      // stores its weeks: they are read as stored
      span('AAAUSDT', '1w', MONDAY, MONDAY + 7 * DAY),
      span('AAAUSDT', '1d', MONDAY, MONDAY + 20 * DAY),
      // two whole weeks and a Monday: its last closed week opens on the second Monday
      span('BBBUSDT', '1d', MONDAY + 2 * DAY, MONDAY + 14 * DAY),
      span('BBBUSDT', '1h', MONDAY, MONDAY + 14 * DAY),
      // Tuesday to Saturday: no week of it has closed
      span('CCCUSDT', '1d', MONDAY + DAY, MONDAY + 5 * DAY),
      { ...span('DDDUSDT', '4h', MONDAY, MONDAY), exchangeId: 2, dataType: 1 },
    ]);
    expect(feeds.map((f) => [f.exchangeId, f.dataType])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    const futures = historyOfFeed(feeds, { exchangeId: 1, dataType: 3 });
    expect(futures.intervals).toEqual([
      { interval: '1h', markets: 1, builtFrom: null },
      { interval: '1d', markets: 3, builtFrom: null },
      { interval: '1w', markets: 2, builtFrom: '1d' },
    ]);
    expect(futures.series.filter((s) => s.interval === '1w')).toEqual([
      { ...span('AAAUSDT', '1w', MONDAY, MONDAY + 7 * DAY), builtFrom: null },
      { ...span('BBBUSDT', '1w', MONDAY, MONDAY + 7 * DAY), builtFrom: '1d' },
    ]);
    expect(historyOfFeed(feeds, { exchangeId: 2, dataType: 1 }).intervals).toEqual([
      { interval: '4h', markets: 1, builtFrom: null },
    ]);
    // a feed with nothing stored has no history
    expect(historyOfFeed(feeds, { exchangeId: 2, dataType: 3 })).toEqual({
      exchangeId: 2,
      dataType: 3,
      intervals: [],
      series: [],
    });
  });
});
