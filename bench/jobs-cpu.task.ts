/**
 * The CPU work of the jobs bench: the indicator engine over a 20,000-candle series, again and again
 * for `ms` milliseconds (about what a long statistic does), reporting progress. Runs on a job thread
 * (`burn` as a ThreadTask) or, for contrast, on the main thread.
 */
import { type CandleColumns, computeIndicators, emptyColumns } from '@bitdata/core';

const N = 20_000;

function syntheticSeries(): CandleColumns {
  const c = emptyColumns(N);
  let price = 100;
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < N; i++) {
    const open = price;
    price = Math.max(1, price * (1 + (random() - 0.5) * 0.02));
    c.time[i] = 1_700_000_000_000 + i * 3_600_000;
    c.open[i] = open;
    c.close[i] = price;
    c.high[i] = Math.max(open, price) * (1 + random() * 0.005);
    c.low[i] = Math.min(open, price) * (1 - random() * 0.005);
    c.volume[i] = 1000 + random() * 500;
    c.quoteVolume[i] = c.volume[i] * price;
  }
  return c;
}

export function burn(payload: { ms: number }, context: { progress(fraction: number): void }): number {
  const series = syntheticSeries();
  const start = Date.now();
  let passes = 0;
  while (Date.now() - start < payload.ms) {
    computeIndicators(series);
    passes += 1;
    context.progress(Math.min(1, (Date.now() - start) / payload.ms));
  }
  return passes;
}
