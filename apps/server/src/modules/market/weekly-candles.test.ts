import type { Candle } from '@bitdata/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED_DIR, listSeedFiles, readSeedCandles } from './feed/seed';
import { weeklyFromDaily, weekOpen } from './weekly-candles';

/** A weekly aggregation written the plain way: calendar dates, grouped by the Monday before. */
function mondayOf(ms: number): number {
  const d = new Date(ms);
  const back = (d.getUTCDay() + 6) % 7;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - back);
}

function aggregate(daily: Candle[]) {
  const groups = new Map<number, Candle[]>();
  for (const d of daily) {
    const key = mondayOf(d.time);
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  return [...groups].map(([time, days]) => ({
    time,
    open: days[0].open,
    high: Math.max(...days.map((d) => d.high)),
    low: Math.min(...days.map((d) => d.low)),
    close: days[days.length - 1].close,
    volume: days.reduce((s, d) => s + d.volume, 0),
    quoteVolume: days.reduce((s, d) => s + (d.quoteVolume ?? Number.NaN), 0),
    days: days.length,
  }));
}

describe('week candles from daily candles', () => {
  it('puts a day in the UTC week opening the Monday before it', () => {
    // 2024-01-01 was a Monday, 2024-01-07 a Sunday
    expect(weekOpen(Date.UTC(2024, 0, 1))).toBe(Date.UTC(2024, 0, 1));
    expect(weekOpen(Date.UTC(2024, 0, 7, 23, 59))).toBe(Date.UTC(2024, 0, 1));
    expect(weekOpen(Date.UTC(2024, 0, 8))).toBe(Date.UTC(2024, 0, 8));
    expect(weekOpen(Date.UTC(1970, 0, 1))).toBe(Date.UTC(1969, 11, 29));
  });

  // every bundled daily series (real Binance candles, apps/server/seed/market)
  const files = listSeedFiles(DEFAULT_SEED_DIR).filter((f) => f.interval === '1d');
  it('finds the bundled daily series', () => expect(files.length).toBeGreaterThanOrEqual(10));

  it.each(files.map((f) => [`${f.dataType}:${f.symbol}`, f.file]))(
    'equals a weekly aggregation of the bundled daily candles of %s',
    (_, file) => {
      const daily = readSeedCandles(file);
      const { closed, forming } = weeklyFromDaily(daily);
      const expected = aggregate(daily);
      const built = forming ? [...closed, forming] : closed;
      expect(built).toHaveLength(expected.length);
      built.forEach((w, i) => {
        const e = expected[i];
        expect(w.time).toBe(e.time);
        expect([w.open, w.high, w.low, w.close]).toEqual([e.open, e.high, e.low, e.close]);
        expect(w.volume).toBeCloseTo(e.volume, 6);
        if (Number.isNaN(e.quoteVolume)) expect(w.quoteVolume).toBeNaN();
        else expect(w.quoteVolume).toBeCloseTo(e.quoteVolume, 2);
      });
      // closed weeks are whole (the first may start mid-week with the history); a forming one is not
      for (const w of expected.slice(1, closed.length)) expect(w.days).toBe(7);
      if (forming) expect(expected[expected.length - 1].days).toBeLessThan(7);
    },
  );
});
