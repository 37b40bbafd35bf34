/**
 * Real-shaped candles for the indicator benchmark: a bootstrap of real Binance BTCUSDT 1h candles
 * (packages/core/test-data). Each synthetic candle copies the shape of a randomly drawn real candle
 * (open gap, high, low and close relative to its open, volume, quote/base ratio) onto the previous
 * close, with a weak pull back toward the starting price so that a million steps stay in a realistic
 * price range. Seeded, so every run sees the same series.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CandleColumns, emptyColumns } from '@bitdata/core';

const SOURCE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'packages',
  'core',
  'test-data',
  'BTCUSDT-1h-spot.csv',
);

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function realShapedCandles(n: number, seed = 42): CandleColumns {
  const rows = readFileSync(SOURCE, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(',').map(Number));
  const rnd = mulberry32(seed);
  const c = emptyColumns(n);
  const start = 30_000;
  let prevClose = start;
  for (let i = 0; i < n; i++) {
    const k = 1 + Math.floor(rnd() * (rows.length - 1));
    const [, o, h, l, cl, v, q] = rows[k];
    const pull = Math.exp(-0.0005 * Math.log(prevClose / start));
    const open = prevClose * (o / rows[k - 1][4]);
    const f = (open / o) * pull;
    const close = cl * f;
    c.time[i] = 1_600_000_000_000 + i * 3_600_000;
    c.open[i] = open;
    c.high[i] = Math.max(h * f, open, close);
    c.low[i] = Math.min(l * f, open, close);
    c.close[i] = close;
    c.volume[i] = v;
    c.quoteVolume[i] = (q / v) * f * v;
    prevClose = close;
  }
  return c;
}
