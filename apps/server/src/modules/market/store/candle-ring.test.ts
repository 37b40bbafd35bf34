import type { Candle } from '@bitdata/core';
import { describe, expect, it } from 'vitest';
import { CandleRing } from './candle-ring';

const c = (time: number, close = time): Candle => ({
  time,
  open: close,
  high: close + 1,
  low: close - 1,
  close,
  volume: 1,
  quoteVolume: 2,
});

describe('CandleRing', () => {
  it('keeps the newest candles up to its capacity as contiguous columns', () => {
    const ring = new CandleRing(5, 2);
    for (let t = 1; t <= 23; t++) ring.push(c(t));
    expect(ring.length).toBe(5);
    expect([...ring.columns().time]).toEqual([19, 20, 21, 22, 23]);
    expect([...ring.columns().close]).toEqual([19, 20, 21, 22, 23]);
    expect(ring.lastTime).toBe(23);
  });

  it('rejects a push that is not newer than the last candle', () => {
    const ring = new CandleRing(3);
    ring.push(c(1));
    expect(() => ring.push(c(1))).toThrow();
  });

  it('replaces, inserts into holes and drops what is older than a full window', () => {
    const ring = new CandleRing(4, 1);
    for (const t of [10, 20, 40]) ring.push(c(t));
    expect(ring.upsert(c(20, 99))).toBe('replaced');
    expect(ring.upsert(c(30))).toBe('inserted');
    expect([...ring.columns().time]).toEqual([10, 20, 30, 40]);
    expect(ring.at(1).close).toBe(99);
    expect(ring.upsert(c(5))).toBe('dropped');
    expect(ring.upsert(c(35))).toBe('inserted');
    expect([...ring.columns().time]).toEqual([20, 30, 35, 40]);
    expect(ring.upsert(c(50))).toBe('appended');
    expect([...ring.columns().time]).toEqual([30, 35, 40, 50]);
  });

  it('returns the newest candles as objects', () => {
    const ring = new CandleRing(10);
    for (let t = 1; t <= 4; t++) ring.push(c(t));
    expect(ring.tail(2).map((x) => x.time)).toEqual([3, 4]);
    expect(ring.indexOf(3)).toBe(2);
    expect(ring.indexOf(2.5)).toBe(-3);
  });
});
