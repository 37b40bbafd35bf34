import { candleColor as coreColor, GREEN, RED } from '@bitdata/core/indicators/candle-stats';
import { INTERVALS } from '@bitdata/core/intervals';
import { describe, expect, it } from 'vitest';
import { CANDLE_COLOR, candleColor, DATA_TYPE, DATA_TYPES, INTERVAL_CODES, MARKET_FEEDS } from './market';

describe('market constants', () => {
  it('list the intervals of the engine, shortest first', () => {
    expect([...INTERVAL_CODES]).toEqual(INTERVALS.map((i) => i.code));
  });

  it('colour candles by the engine rule: green when close >= open', () => {
    expect(CANDLE_COLOR).toEqual({ green: GREEN, red: RED });
    expect(candleColor(10, 10)).toBe(CANDLE_COLOR.green);
    expect(candleColor(10, 9.99)).toBe(CANDLE_COLOR.red);
    expect(candleColor(1, 2)).toBe(coreColor(1, 2));
  });

  it('offer a feed for every selectable data type only', () => {
    const selectable = DATA_TYPES.filter((d) => d.selectable).map((d) => d.id);
    expect(new Set(MARKET_FEEDS.map((f) => f.dataType))).toEqual(new Set(selectable));
    expect(selectable).not.toContain(DATA_TYPE.margin);
  });
});
