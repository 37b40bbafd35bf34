import {
  BB_DEVIATIONS,
  BB_PERIOD,
  DMI_PERIOD,
  MACD_FAST,
  MACD_SIGNAL,
  MACD_SLOW,
  RSI_MA_PERIOD,
  RSI_PERIOD,
  SUPERTREND_FACTOR,
  SUPERTREND_PERIOD,
} from '../engine/params.js';
import { bollingerBatch } from '../indicators/bollinger.js';
import { dmiBatch } from '../indicators/dmi.js';
import { emaBatch } from '../indicators/ema.js';
import { macdBatch } from '../indicators/macd.js';
import { rsiBatch } from '../indicators/rsi.js';
import { smaBatch } from '../indicators/sma.js';
import { superTrendBatch } from '../indicators/supertrend.js';
import { vwapAnchorFor, vwapBatch } from '../indicators/vwap.js';
import type { IntervalCode } from '../intervals.js';
import type { ValidItem } from '../screener/conditions.js';
import {
  CANDLE_FIELDS,
  type FieldName,
  FUTURES_FIELDS,
  fieldId,
  SCREENER_FIELDS,
} from '../screener/fields.js';
import { computeSeries, type SeriesData } from '../screener/series.js';
import type { CandleColumns } from '../types.js';

/**
 * Only the columns a filter reads, for backtests over long histories: computeSeries computes every
 * catalogue column (about a hundred, candle patterns included), which over 100 markets x 2 years of 1h
 * candles costs seconds, while a filter of three conditions reads a handful. The indicators below are
 * computed by the same batch functions with the same parameters as engine/batch.ts, so each column is
 * bit for bit the one computeSeries gives (columns.test.ts checks every one); a filter reading any other
 * column falls back to computeSeries.
 */

type Col = (name: FieldName) => Float64Array;
type Fill = (c: CandleColumns, col: Col, interval: IntervalCode) => void;

const GROUPS: { columns: readonly FieldName[]; fill: Fill }[] = [
  {
    columns: ['rsi', 'rsiMa'],
    fill: (c, col) => {
      rsiBatch(c.close, RSI_PERIOD, col('rsi'));
      smaBatch(col('rsi'), RSI_MA_PERIOD, col('rsiMa'), RSI_PERIOD);
    },
  },
  {
    columns: ['macd', 'macdSignal', 'macdHistogram'],
    fill: (c, col) =>
      void macdBatch(c.close, MACD_FAST, MACD_SLOW, MACD_SIGNAL, {
        macd: col('macd'),
        signal: col('macdSignal'),
        histogram: col('macdHistogram'),
      }),
  },
  ...([9, 20, 52] as const).map((n) => ({
    columns: [`sma${n}` as FieldName],
    fill: ((c, col) => void smaBatch(c.close, n, col(`sma${n}` as FieldName))) as Fill,
  })),
  ...([9, 12, 20, 26, 52, 100, 200] as const).map((n) => ({
    columns: [`ema${n}` as FieldName],
    fill: ((c, col) => void emaBatch(c.close, n, col(`ema${n}` as FieldName))) as Fill,
  })),
  {
    columns: ['bbUpper', 'bbMiddle', 'bbLower', 'bbWidth', 'bbPercent'],
    fill: (c, col) =>
      void bollingerBatch(c.close, BB_PERIOD, BB_DEVIATIONS, {
        upper: col('bbUpper'),
        middle: col('bbMiddle'),
        lower: col('bbLower'),
        width: col('bbWidth'),
        percent: col('bbPercent'),
      }),
  },
  {
    columns: ['diPlus', 'diMinus', 'adx'],
    fill: (c, col) =>
      void dmiBatch(c.high, c.low, c.close, DMI_PERIOD, {
        plus: col('diPlus'),
        minus: col('diMinus'),
        adx: col('adx'),
      }),
  },
  {
    columns: ['vwap'],
    fill: (c, col, interval) =>
      void vwapBatch(c.time, c.high, c.low, c.close, c.volume, vwapAnchorFor(interval), col('vwap')),
  },
  {
    columns: ['superTrend', 'superTrendSignal'],
    fill: (c, col) =>
      void superTrendBatch(c.high, c.low, c.close, SUPERTREND_PERIOD, SUPERTREND_FACTOR, {
        line: col('superTrend'),
        signal: col('superTrendSignal'),
      }),
  },
  ...([9, 20] as const).map((n) => ({
    columns: [`volumeSma${n}` as FieldName],
    fill: ((c, col) => void smaBatch(c.volume, n, col(`volumeSma${n}` as FieldName))) as Fill,
  })),
];

const GROUP_OF = new Map<FieldName, number>();
GROUPS.forEach((g, k) => {
  for (const name of g.columns) GROUP_OF.set(name, k);
});
const CANDLES = new Set<FieldName>(CANDLE_FIELDS);
/** Not computed from candles: the caller writes them (stored top-trader ratios), NaN until then. */
const FUTURES = new Set<FieldName>(FUTURES_FIELDS);

/** Whether the columns can be computed alone (else the whole series is computed). */
export const computableAlone = (names: Iterable<FieldName>) =>
  [...names].every((n) => CANDLES.has(n) || FUTURES.has(n) || GROUP_OF.has(n));

/**
 * A reusable buffer of the screener's series layout: one per interval of a backtest, refilled market by
 * market. A series it returns is valid until the next fill (the backtest uses it before moving on).
 */
export class SeriesBuffer {
  private values = new Float64Array(0);
  private stride = 0;

  /**
   * The candles as a series with the `names` columns filled (and the candle columns); other columns hold
   * whatever an earlier fill left: the evaluator reads only the columns of the conditions.
   */
  fill(c: CandleColumns, interval: IntervalCode, names: ReadonlySet<FieldName>): SeriesData {
    if (!computableAlone(names)) return computeSeries(c, interval);
    const n = c.time.length;
    if (n > this.stride) {
      this.stride = Math.max(n, Math.ceil(this.stride * 1.5));
      this.values = new Float64Array(SCREENER_FIELDS.length * this.stride).fill(Number.NaN);
    }
    const { values, stride } = this;
    const col: Col = (name) => values.subarray(fieldId(name) * stride, fieldId(name) * stride + n);
    const done = new Set<number>();
    for (const name of names) {
      if (CANDLES.has(name)) {
        col(name).set(c[name as (typeof CANDLE_FIELDS)[number]]);
        continue;
      }
      if (FUTURES.has(name)) {
        col(name).fill(Number.NaN);
        continue;
      }
      const k = GROUP_OF.get(name)!;
      if (done.has(k)) continue;
      done.add(k);
      GROUPS[k].fill(c, col, interval);
    }
    return { time: c.time, stride, values };
  }
}

/** The fields conditions read, per interval (`interval`: the filter's own). */
export function fieldsRead(
  conditions: readonly ValidItem[],
  interval: IntervalCode,
): Map<IntervalCode, Set<FieldName>> {
  const out = new Map<IntervalCode, Set<FieldName>>();
  const add = (it: IntervalCode | undefined, name: FieldName) => {
    const key = it ?? interval;
    let set = out.get(key);
    if (!set) {
      set = new Set();
      out.set(key, set);
    }
    set.add(name);
  };
  for (const item of conditions) {
    for (const c of 'anyOf' in item ? item.anyOf : [item]) {
      add(c.interval, c.field);
      const v = c.value;
      if (typeof v === 'object' && v !== null && !Array.isArray(v) && 'field' in v) add(v.interval, v.field);
    }
  }
  return out;
}
