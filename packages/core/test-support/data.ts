/** Test-only loaders for the real data in ../test-data (see its README for the sources). */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CandleColumns } from '../src/types.js';

const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-data');

function readCsv(file: string): { header: string[]; rows: string[][] } {
  const lines = readFileSync(join(DATA_DIR, file), 'utf8').trim().split(/\r?\n/);
  return { header: lines[0].split(','), rows: lines.slice(1).map((l) => l.split(',')) };
}

const num = (s: string | undefined) => (s === undefined || s === '' ? Number.NaN : Number(s));

/** Kline CSV (open_time,open,high,low,close,volume,quote_volume) as candle columns. */
export function loadKlines(file: string): CandleColumns {
  const { rows } = readCsv(file);
  const n = rows.length;
  const c: CandleColumns = {
    time: new Float64Array(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
    quoteVolume: new Float64Array(n),
  };
  rows.forEach((r, i) => {
    c.time[i] = num(r[0]);
    c.open[i] = num(r[1]);
    c.high[i] = num(r[2]);
    c.low[i] = num(r[3]);
    c.close[i] = num(r[4]);
    c.volume[i] = num(r[5]);
    c.quoteVolume[i] = num(r[6]);
  });
  return c;
}

/** TA-Lib reference columns by header name (NaN where TA-Lib prints nothing). */
export function loadReference(file: string): Record<string, Float64Array> {
  const { header, rows } = readCsv(file);
  const out: Record<string, Float64Array> = {};
  header.forEach((h, k) => {
    out[h] = Float64Array.from(rows, (r) => num(r[k]));
  });
  return out;
}

/** The three real series with TA-Lib references: spot 1h, spot 1d, futures 4h. */
export const REFERENCE_SERIES = [
  {
    name: 'BTCUSDT spot 1h (Jan 2025)',
    klines: 'BTCUSDT-1h-2025-01.csv',
    talib: 'BTCUSDT-1h-2025-01.talib.csv',
    interval: '1h',
  },
  {
    name: 'BTCUSDT spot 1d (2017-2022)',
    klines: 'BTCUSDT-1d-spot.csv',
    talib: 'BTCUSDT-1d-spot.talib.csv',
    interval: '1d',
  },
  {
    name: 'ETHUSDT futures 4h (2024-2026)',
    klines: 'ETHUSDT-4h-futures.csv',
    talib: 'ETHUSDT-4h-futures.talib.csv',
    interval: '4h',
  },
] as const;

/** Every real series in test-data, for batch/streaming and pattern checks. */
export const REAL_SERIES = [
  ...REFERENCE_SERIES.map((s) => ({ name: s.name, klines: s.klines, interval: s.interval })),
  { name: 'BTCUSDT spot 1h (2021-2022)', klines: 'BTCUSDT-1h-spot.csv', interval: '1h' },
] as const;
