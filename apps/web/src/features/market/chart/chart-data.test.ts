import type { CandleDto } from '@bitdata/contracts/market';
import { PATTERNS } from '@bitdata/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '../../../i18n/display-zone';
import {
  diffSeries,
  mapChartData,
  mergeCandles,
  patternMarkers,
  patternNamesOf,
  utcChartTime,
  zonedChartTime,
} from './chart-data';

const H = 3_600_000;
const T0 = Date.UTC(2026, 0, 1);
const candle = (i: number, open: number, close: number): CandleDto => ({
  time: T0 + i * H,
  open,
  high: Math.max(open, close) + 1,
  low: Math.min(open, close) - 1,
  close,
  volume: 10 + i,
  quoteVolume: null,
  color: close >= open ? 1 : 2,
});
const palette = { up: 'green', down: 'red', neutral: 'grey', upVolume: 'g50', downVolume: 'r50' };
const opts = { palette, patternName: (p: { id: string }) => `name:${p.id}`, toTime: utcChartTime };

describe('mapChartData', () => {
  const closed = [candle(0, 100, 101), candle(1, 101, 99), candle(2, 99, 104)];

  it('maps candles and volume (seconds, colour by direction) and adds the forming candle last', () => {
    const forming = candle(3, 104, 103);
    const m = mapChartData(closed, {}, forming, opts);
    expect(m.candles).toHaveLength(4);
    expect(m.candles[0]).toEqual({ time: T0 / 1000, open: 100, high: 102, low: 99, close: 101 });
    expect(m.candles[3].time).toBe((T0 + 3 * H) / 1000);
    expect(m.volume.map((v) => v.color)).toEqual(['g50', 'r50', 'g50', 'r50']);
    expect(m.lastTime).toBe(T0 + 3 * H);
    expect(m.lastClosedTime).toBe(T0 + 2 * H);
  });

  it('ignores a forming candle that is not newer than the last closed one', () => {
    const m = mapChartData(closed, {}, candle(2, 1, 2), opts);
    expect(m.candles).toHaveLength(3);
    expect(m.candles[2].close).toBe(104);
  });

  it('turns indicator columns into lines with whitespace for warm-up NaN', () => {
    const cols = { ema20: new Float64Array([Number.NaN, 100.5, 101]), rsi: [Number.NaN, Number.NaN, 55] };
    const m = mapChartData(closed, cols, null, opts);
    expect(m.lines.ema20).toEqual([
      { time: T0 / 1000 },
      { time: (T0 + H) / 1000, value: 100.5 },
      { time: (T0 + 2 * H) / 1000, value: 101 },
    ]);
    expect(m.lines.rsi.filter((p) => 'value' in p)).toHaveLength(1);
    // a missing column is all whitespace, still aligned with the candles
    expect(m.lines.adx).toHaveLength(3);
    expect(m.lines.adx.every((p) => !('value' in p))).toBe(true);
  });

  it('splits SuperTrend into up and down legs by its signal', () => {
    const cols = { superTrend: [90, 95, 110], superTrendSignal: [1, 1, -1] };
    const m = mapChartData(closed, cols, null, opts);
    expect(m.lines.superTrendUp.map((p) => ('value' in p ? p.value : null))).toEqual([90, 95, null]);
    expect(m.lines.superTrendDown.map((p) => ('value' in p ? p.value : null))).toEqual([null, null, 110]);
  });

  it('colours the MACD histogram by sign and builds the Ichimoku cloud from spans A and B', () => {
    const cols = {
      macdHistogram: [Number.NaN, 2, -1],
      ichimokuSpanA: [Number.NaN, 10, 12],
      ichimokuSpanB: [Number.NaN, 11, 9],
    };
    const m = mapChartData(closed, cols, null, opts);
    expect(m.macdHistogram).toEqual([
      { time: T0 / 1000 },
      { time: (T0 + H) / 1000, value: 2, color: 'g50' },
      { time: (T0 + 2 * H) / 1000, value: -1, color: 'r50' },
    ]);
    expect(m.cloud).toEqual([
      { time: T0 / 1000 },
      { time: (T0 + H) / 1000, a: 10, b: 11 },
      { time: (T0 + 2 * H) / 1000, a: 12, b: 9 },
    ]);
  });
});

describe('patternMarkers', () => {
  const times = [1, 2, 3].map((s) => s as never);
  const col = (id: string) => PATTERNS.find((p) => p.id === id)?.column as string;
  const cols = {
    [col('hammer')]: [1, 0, 0],
    [col('bearishEngulfing')]: [0, 1, 0],
    [col('doji')]: [0, 0, 1],
    [col('marubozu')]: [0, 0, 1],
  };

  it('puts one small marker per candle, bullish below the bar and bearish above, without text', () => {
    const m = patternMarkers(times, cols, palette);
    expect(m).toHaveLength(3);
    expect(m[0]).toMatchObject({ time: 1, position: 'belowBar', shape: 'arrowUp', color: 'green' });
    expect(m[1]).toMatchObject({ position: 'aboveBar', shape: 'arrowDown', color: 'red' });
    expect(m[2]).toMatchObject({ shape: 'circle', color: 'grey' });
    expect(m.every((x) => x.text === undefined && (x.size ?? 1) < 1)).toBe(true);
  });

  it('names the patterns of each candle for the legend', () => {
    expect(patternNamesOf(3, cols, opts.patternName)).toEqual([
      'name:hammer',
      'name:bearishEngulfing',
      'name:doji, name:marubozu',
    ]);
    expect(patternNamesOf(2, {}, opts.patternName)).toEqual(['', '']);
  });

  it('gives no marker to candles without a pattern', () => {
    expect(patternMarkers(times, {}, palette)).toEqual([]);
  });
});

describe('mergeCandles and diffSeries', () => {
  it('merges stream candles by open time, the later copy winning', () => {
    const base = [candle(0, 1, 2), candle(1, 2, 3)];
    const merged = mergeCandles(base, [candle(1, 2, 5), candle(2, 5, 6)]);
    expect(merged.map((c) => c.close)).toEqual([2, 5, 6]);
  });

  it('updates the tail when one candle closed, sets everything otherwise', () => {
    const a = [{ time: 1 }, { time: 2 }] as never[];
    expect(diffSeries(undefined, a)).toEqual({ kind: 'set' });
    expect(diffSeries(a, [{ time: 1 }, { time: 2 }, { time: 3 }] as never[])).toEqual({
      kind: 'update',
      from: 1,
    });
    expect(diffSeries(a, [{ time: 0 }, { time: 1 }, { time: 2 }] as never[])).toEqual({ kind: 'set' });
    expect(diffSeries(a, [{ time: 1 }] as never[])).toEqual({ kind: 'set' });
  });
});

describe('zonedChartTime', () => {
  afterEach(() => setDisplayTimeZone(null));

  it('gives the chart the wall-clock time of the member zone, which it prints as UTC', () => {
    setDisplayTimeZone('Asia/Ho_Chi_Minh');
    expect(zonedChartTime(T0)).toBe((T0 + 7 * H) / 1000);
    setDisplayTimeZone('UTC');
    expect(zonedChartTime(T0)).toBe(T0 / 1000);
  });
});
