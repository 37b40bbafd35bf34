import type { CandleDto } from '@bitdata/contracts/market';
import { PATTERNS, type PatternInfo } from '@bitdata/core';
import type {
  CandlestickData,
  HistogramData,
  LineData,
  SeriesMarker,
  Time,
  UTCTimestamp,
  WhitespaceData,
} from 'lightweight-charts';
import { wallClockMs } from '../../../i18n/format';

/**
 * Pure mapping from candles and indicator columns (computeIndicators of @bitdata/core, aligned with the
 * closed candles) to the series data of lightweight-charts. No chart, no DOM: unit-tested on its own.
 */

export type Columns = Partial<Record<string, ArrayLike<number>>>;
export type LinePoint = LineData<Time> | WhitespaceData<Time>;
export interface CloudPoint {
  time: Time;
  /** leading span A */
  a: number;
  /** leading span B */
  b: number;
}
export type CloudDatum = CloudPoint | WhitespaceData<Time>;

/** Lines drawn from one indicator column each; superTrend is split by its signal so a flip breaks the line. */
export const LINE_KEYS = [
  'ema20',
  'ema52',
  'ema200',
  'bbUpper',
  'bbMiddle',
  'bbLower',
  'superTrendUp',
  'superTrendDown',
  'rsi',
  'rsiMa',
  'macd',
  'macdSignal',
  'diPlus',
  'diMinus',
  'adx',
] as const;
export type LineKey = (typeof LINE_KEYS)[number];

export interface ChartPalette {
  up: string;
  down: string;
  neutral: string;
  upVolume: string;
  downVolume: string;
}

export interface ChartModel {
  candles: CandlestickData<Time>[];
  volume: HistogramData<Time>[];
  lines: Record<LineKey, LinePoint[]>;
  macdHistogram: (HistogramData<Time> | WhitespaceData<Time>)[];
  cloud: CloudDatum[];
  markers: SeriesMarker<Time>[];
  /** names of the patterns of each closed candle ('' when none), in the reader's language */
  patternNames: string[];
  /** open time (ms) of the newest candle shown, forming one included */
  lastTime: number | null;
  /** open time (ms) of the newest closed candle */
  lastClosedTime: number | null;
}

export interface MapOptions {
  palette: ChartPalette;
  /** the pattern's name in the reader's language */
  patternName: (p: PatternInfo) => string;
  /** ms -> chart time (seconds). Default: shifted to the displayed zone, since the chart prints UTC. */
  toTime?: (ms: number) => Time;
}

/**
 * lightweight-charts prints times as UTC: the wall-clock time of the member's zone (profile, else the
 * browser's) makes it print that zone's time on the axis and the crosshair.
 */
export const zonedChartTime = (ms: number): Time => Math.floor(wallClockMs(ms) / 1000) as UTCTimestamp;

export const utcChartTime = (ms: number): Time => Math.floor(ms / 1000) as UTCTimestamp;

const finite = (v: number | undefined): v is number => v !== undefined && Number.isFinite(v);

/** One column as line points: NaN (warm-up) becomes whitespace so the time scale stays aligned. */
export function linePoints(times: Time[], column: ArrayLike<number> | undefined): LinePoint[] {
  return times.map((time, i) => {
    const v = column?.[i];
    return finite(v) ? { time, value: v } : { time };
  });
}

/** Keeps points where `keep(i)` holds and whitespace elsewhere (SuperTrend up and down legs). */
function maskedPoints(times: Time[], column: ArrayLike<number> | undefined, keep: (i: number) => boolean) {
  return times.map((time, i): LinePoint => {
    const v = column?.[i];
    return finite(v) && keep(i) ? { time, value: v } : { time };
  });
}

/** Merges closed candles by open time (a later copy replaces an earlier one), ascending. */
export function mergeCandles(base: readonly CandleDto[], extra: readonly CandleDto[]): CandleDto[] {
  if (extra.length === 0) return base as CandleDto[];
  const byTime = new Map<number, CandleDto>();
  for (const c of base) byTime.set(c.time, c);
  for (const c of extra) byTime.set(c.time, c);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** Rows `[time, open, high, low, close, volume, quoteVolume]` for columnsFromRows of @bitdata/core. */
export const candleRows = (candles: readonly CandleDto[]) =>
  candles.map((c) => [c.time, c.open, c.high, c.low, c.close, c.volume, c.quoteVolume ?? Number.NaN]);

/**
 * One small marker per candle with patterns, without text (names on every marker covered the candles:
 * the legend names the patterns of the candle under the crosshair): below the bar when the patterns
 * lean bullish, above otherwise.
 */
export function patternMarkers(
  times: Time[],
  columns: Columns,
  palette: ChartPalette,
  patterns: readonly PatternInfo[] = PATTERNS,
): SeriesMarker<Time>[] {
  const markers: SeriesMarker<Time>[] = [];
  for (let i = 0; i < times.length; i++) {
    const found = patterns.filter((p) => columns[p.column]?.[i] === 1);
    if (found.length === 0) continue;
    const lean = found.reduce((sum, p) => sum + p.direction, 0);
    markers.push({
      time: times[i],
      position: lean > 0 ? 'belowBar' : 'aboveBar',
      shape: lean > 0 ? 'arrowUp' : lean < 0 ? 'arrowDown' : 'circle',
      color: lean > 0 ? palette.up : lean < 0 ? palette.down : palette.neutral,
      size: lean === 0 ? 0.4 : 0.6,
    });
  }
  return markers;
}

/** The names of the patterns found on each candle ('' when none), for the legend. */
export function patternNamesOf(
  count: number,
  columns: Columns,
  patternName: (p: PatternInfo) => string,
  patterns: readonly PatternInfo[] = PATTERNS,
): string[] {
  const names: string[] = [];
  for (let i = 0; i < count; i++)
    names.push(
      patterns
        .filter((p) => columns[p.column]?.[i] === 1)
        .map(patternName)
        .join(', '),
    );
  return names;
}

/**
 * Everything the chart draws. `closed` are the closed candles the `columns` were computed on (same
 * length, same order); `forming` is the live candle, drawn but never part of an indicator.
 */
export function mapChartData(
  closed: readonly CandleDto[],
  columns: Columns,
  forming: CandleDto | null,
  o: MapOptions,
): ChartModel {
  const toTime = o.toTime ?? zonedChartTime;
  const times = closed.map((c) => toTime(c.time));
  const shown =
    forming && (closed.length === 0 || forming.time > closed[closed.length - 1].time)
      ? [...closed, forming]
      : closed;
  const candles = shown.map(
    (c, i): CandlestickData<Time> => ({
      time: i < times.length ? times[i] : toTime(c.time),
      open: c.open,
      high: c.high,
      low: c.low,
      close: c.close,
    }),
  );
  const volume = shown.map(
    (c, i): HistogramData<Time> => ({
      time: candles[i].time,
      value: c.volume,
      color: c.close >= c.open ? o.palette.upVolume : o.palette.downVolume,
    }),
  );
  const signal = columns.superTrendSignal;
  const lines = {} as Record<LineKey, LinePoint[]>;
  for (const key of LINE_KEYS) {
    if (key === 'superTrendUp')
      lines[key] = maskedPoints(times, columns.superTrend, (i) => signal?.[i] === 1);
    else if (key === 'superTrendDown')
      lines[key] = maskedPoints(times, columns.superTrend, (i) => signal?.[i] === -1);
    else lines[key] = linePoints(times, columns[key]);
  }
  const hist = columns.macdHistogram;
  const macdHistogram = times.map((time, i) => {
    const v = hist?.[i];
    return finite(v)
      ? { time, value: v, color: v >= 0 ? o.palette.upVolume : o.palette.downVolume }
      : { time };
  });
  const spanA = columns.ichimokuSpanA;
  const spanB = columns.ichimokuSpanB;
  const cloud = times.map((time, i): CloudDatum => {
    const a = spanA?.[i];
    const b = spanB?.[i];
    return finite(a) && finite(b) ? { time, a, b } : { time };
  });
  return {
    candles,
    volume,
    lines,
    macdHistogram,
    cloud,
    markers: patternMarkers(times, columns, o.palette),
    patternNames: patternNamesOf(closed.length, columns, o.patternName),
    lastTime: shown.length ? shown[shown.length - 1].time : null,
    lastClosedTime: closed.length ? closed[closed.length - 1].time : null,
  };
}

/**
 * How to bring a series from `prev` to `next`: 'update' with the points from `from` on when only the
 * tail changed (a forming candle moved, one or two candles closed), otherwise 'set' everything.
 */
export function diffSeries<T extends { time: Time }>(
  prev: readonly T[] | undefined,
  next: readonly T[],
): { kind: 'set' } | { kind: 'update'; from: number } | { kind: 'none' } {
  if (!prev || prev.length === 0 || next.length < prev.length || next.length - prev.length > 2)
    return { kind: 'set' };
  const last = prev.length - 1;
  if (prev[0].time !== next[0].time || prev[last].time !== next[last].time) return { kind: 'set' };
  if (next.length === prev.length && prev[last] === next[last]) return { kind: 'none' };
  return { kind: 'update', from: last };
}
