import { describe, expect, it } from 'vitest';
import { closedPrice, latestPrice } from './latest-price';

const HOUR = 3_600_000;
const T = Date.UTC(2026, 2, 19, 14);

describe('latestPrice', () => {
  it("is the newest moment's price: a weekly chart's last close gives way to the last hour's", () => {
    const week = closedPrice({ time: Date.UTC(2026, 2, 9), close: 73_872 }, '1w');
    const hour = closedPrice({ time: T - HOUR, close: 71_160 }, '1h');
    expect(week?.at).toBe(Date.UTC(2026, 2, 16));
    expect(hour?.at).toBe(T);
    expect(latestPrice([week, hour])).toBe(71_160);
    expect(latestPrice([hour, week])).toBe(71_160);
  });

  it('takes a streamed close newer than the ticker, and the ticker over an older chart candle', () => {
    const ticker = { price: 71_000, at: T - HOUR };
    expect(latestPrice([ticker, closedPrice({ time: T - HOUR, close: 71_160 }, '1h')])).toBe(71_160);
    expect(latestPrice([closedPrice({ time: T - 8 * HOUR, close: 70_500 }, '4h'), ticker])).toBe(71_000);
  });

  it('is null when nothing is known', () => {
    expect(latestPrice([null, undefined])).toBeNull();
    expect(closedPrice(null, '1h')).toBeNull();
  });
});
