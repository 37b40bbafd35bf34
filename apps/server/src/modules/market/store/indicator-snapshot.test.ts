import { COLUMN_NAMES, emptyIndicatorValues } from '@bitdata/core';
import { describe, expect, it } from 'vitest';
import { snapshotIndicators } from './indicator-snapshot';

describe('indicator snapshot', () => {
  it('keeps every column as it was when taken, by name and as a plain record', () => {
    const live = emptyIndicatorValues();
    COLUMN_NAMES.forEach((name, i) => {
      live[name] = i + 0.5;
    });
    const snap = snapshotIndicators(live);
    live.rsi = -1;
    live.ema200 = -2;
    expect(snap.rsi).toBe(COLUMN_NAMES.indexOf('rsi') + 0.5);
    expect(snap.ema200).toBe(COLUMN_NAMES.indexOf('ema200') + 0.5);
    const record = snap.toRecord();
    expect(Object.keys(record)).toEqual([...COLUMN_NAMES]);
    expect(record).toEqual(Object.fromEntries(COLUMN_NAMES.map((n, i) => [n, i + 0.5])));
    expect(Number.isNaN(snapshotIndicators(emptyIndicatorValues()).macd)).toBe(true);
  });
});
