import {
  allocateIndicatorColumns,
  atrBatch,
  bollingerBatch,
  type CandleColumns,
  candleAt,
  computeIndicators,
  createIndicatorState,
  dmiBatch,
  emaBatch,
  emptyIndicatorValues,
  ICHIMOKU_DEFAULT,
  ichimokuBatch,
  macdBatch,
  rsiBatch,
  smaBatch,
  updateIndicatorState,
} from '@bitdata/core';
import { patternsBatch } from '@bitdata/core/patterns/compute';
import { realShapedCandles } from './indicators-data.js';
import {
  EMAS,
  loadTalib,
  talibC,
  talibOverlap,
  talibPatterns,
  technicalIndicatorsOverlap,
  tradingSignalsOverlap,
} from './indicators-peers.js';

const ISSUE_TALIB_C_INDICATORS_MS = 180;
const ISSUE_TALIB_C_PATTERNS_MS = 180;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function time(runs: number, f: () => unknown): number {
  const ts: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    f();
    ts.push(performance.now() - t);
  }
  return median(ts);
}

const results: { label: string; n: number; ms: number; runs: number }[] = [];
function record(label: string, n: number, runs: number, f: () => unknown): number {
  const ms = time(runs, f);
  results.push({ label, n, ms, runs });
  const rate = n / ms / 1000;
  console.log(
    `${label.padEnd(58)} ${String(n).padStart(8)}  ${ms.toFixed(1).padStart(9)} ms  ${rate.toFixed(1).padStart(7)} M candles/s  (median of ${runs})`,
  );
  return ms;
}

/** Our indicators that TA-Lib and the JS peers also have: RSI, MACD, SMA 20, 7 EMAs, BB, DMI/ADX, Ichimoku. */
function oursOverlap(c: CandleColumns, buf: Float64Array[]): void {
  rsiBatch(c.close, 14, buf[0]);
  macdBatch(c.close, 12, 26, 9, { macd: buf[1], signal: buf[2], histogram: buf[3] });
  smaBatch(c.close, 20, buf[4]);
  for (let k = 0; k < EMAS.length; k++) emaBatch(c.close, EMAS[k], buf[5 + k]);
  bollingerBatch(c.close, 20, 2, {
    upper: buf[12],
    middle: buf[13],
    lower: buf[14],
    width: buf[15],
    percent: buf[16],
  });
  dmiBatch(c.high, c.low, c.close, 14, { plus: buf[17], minus: buf[18], adx: buf[19] });
  ichimokuBatch(
    c.high,
    c.low,
    ICHIMOKU_DEFAULT,
    { conversion: buf[20], base: buf[21], spanA: buf[22], spanB: buf[23], cloud: buf[24] },
    { hi: buf[25], lo: buf[26], tmp: buf[27] },
  );
}

/** Exactly the work the C harness times: RSI, SMA 9/20/52, 7 EMAs, MACD, BBANDS, +DI/-DI/ADX, ATR 14. */
function oursTalibSet(c: CandleColumns, buf: Float64Array[]): void {
  rsiBatch(c.close, 14, buf[0]);
  smaBatch(c.close, 9, buf[1]);
  smaBatch(c.close, 20, buf[2]);
  smaBatch(c.close, 52, buf[3]);
  for (let k = 0; k < EMAS.length; k++) emaBatch(c.close, EMAS[k], buf[4 + k]);
  macdBatch(c.close, 12, 26, 9, { macd: buf[11], signal: buf[12], histogram: buf[13] });
  bollingerBatch(c.close, 20, 2, {
    upper: buf[14],
    middle: buf[15],
    lower: buf[16],
    width: buf[17],
    percent: buf[18],
  });
  dmiBatch(c.high, c.low, c.close, 14, { plus: buf[19], minus: buf[20], adx: buf[21] });
  atrBatch(c.high, c.low, c.close, 14, buf[22]);
}

function streamingMicros(c: CandleColumns): { us: number; cpuUs: number; bytes: number } {
  const markets = 1000;
  const warm = 300;
  const states = Array.from({ length: markets }, (_, m) => {
    const s = createIndicatorState({ interval: '1h' });
    for (let i = 0; i < warm; i++) updateIndicatorState(s, candleAt(c, m * 7 + i));
    return s;
  });
  const v = emptyIndicatorValues();
  const rounds = 40;
  // candle objects are built beforehand: the figure is the update itself
  const candles = Array.from({ length: rounds }, (_, r) => candleAt(c, 10_000 + r));
  const ts: number[] = [];
  const cpu: number[] = [];
  for (let rep = 0; rep < 7; rep++) {
    const t = performance.now();
    const u0 = process.cpuUsage();
    for (let r = 0; r < rounds; r++) {
      const candle = candles[r];
      for (let m = 0; m < markets; m++) updateIndicatorState(states[m], candle, v);
    }
    const u = process.cpuUsage(u0);
    ts.push(((performance.now() - t) * 1000) / (rounds * markets));
    cpu.push((u.user + u.system) / (rounds * markets));
  }
  return { us: median(ts), cpuUs: median(cpu), bytes: JSON.stringify(states[0]).length };
}

const asArrays = (c: CandleColumns) => ({
  open: Array.from(c.open),
  high: Array.from(c.high),
  low: Array.from(c.low),
  close: Array.from(c.close),
});

export default async function run(): Promise<void> {
  const talib = loadTalib();
  console.log(
    `node ${process.version}; talib binding: ${talib ? `TA-Lib ${talib.version}` : 'not installed (skipped)'}`,
  );
  // `npm run bench -- indicators --no-peers`: skip the JS peers and the binding (they take ~a minute)
  const peers = !process.argv.includes('--no-peers');
  let cIndicators = ISSUE_TALIB_C_INDICATORS_MS;
  let cPatterns = ISSUE_TALIB_C_PATTERNS_MS;
  let cNote = '';
  const big = realShapedCandles(1_000_000);
  // the streaming figure first: after the batch runs, V8 collects ~1.5 GB of garbage concurrently and on
  // this 2-core machine that work competes with the measured thread
  const stream = streamingMicros(big);
  const sizes = [100_000, 1_000_000];
  const summary: Record<string, Record<number, number>> = {};
  const put = (k: string, n: number, ms: number) => {
    summary[k] ??= {};
    summary[k][n] = ms;
  };

  for (const n of sizes) {
    const c = n === big.close.length ? big : sliceOf(big, n);
    const runs = n >= 1_000_000 ? 5 : 9;
    console.log(`\n--- ${n.toLocaleString('en')} candles ---`);
    const out = allocateIndicatorColumns(n);
    computeIndicators(c, { out }); // warm the JIT
    put(
      'full',
      n,
      record('@bitdata/core full catalogue (reused output)', n, runs, () => computeIndicators(c, { out })),
    );
    put(
      'fullFresh',
      n,
      record('@bitdata/core full catalogue (fresh output)', n, Math.max(3, runs - 4), () =>
        computeIndicators(c),
      ),
    );
    const buf = Array.from({ length: 28 }, () => new Float64Array(n));
    oursOverlap(c, buf);
    put(
      'overlap',
      n,
      record('@bitdata/core overlapping set', n, runs, () => oursOverlap(c, buf)),
    );
    const tset = Array.from({ length: 23 }, () => new Float64Array(n));
    oursTalibSet(c, tset);
    put(
      'talibSet',
      n,
      record("@bitdata/core TA-Lib's set (C harness's functions)", n, runs, () => oursTalibSet(c, tset)),
    );
    const pat = Array.from({ length: 22 }, () => new Float64Array(n));
    put(
      'patterns',
      n,
      record('@bitdata/core 16 patterns', n, runs, () =>
        patternsBatch(c.open, c.high, c.low, c.close, pat[0], pat.slice(1, 17), pat.slice(17)),
      ),
    );

    if (n >= 1_000_000) {
      const t = talibC(c, 7);
      if (typeof t === 'string') {
        cNote = `TA-Lib C not measured (${t}): the issue's figures stand in`;
        console.log(cNote);
      } else {
        cIndicators = t.indicatorsMs;
        cPatterns = t.patternsMs;
        cNote = 'TA-Lib C measured in this run';
        const fmt = (ms: number, label: string) =>
          console.log(
            `${label.padEnd(58)} ${String(n).padStart(8)}  ${ms.toFixed(1).padStart(9)} ms  ${(n / ms / 1000).toFixed(1).padStart(7)} M candles/s  (C, median of ${t.runs})`,
          );
        fmt(t.indicatorsMs, 'TA-Lib C, the indicator set (bench/talib-c/harness.c)');
        fmt(t.patternsMs, 'TA-Lib C, 13 pattern functions');
        console.log(
          `  per function (ms): ${Object.entries(t.functions)
            .map(([k, v]) => `${k} ${v.toFixed(1)}`)
            .join(', ')}`,
        );
      }
    }

    if (!peers) continue;
    const a = asArrays(c);
    const peerRuns = n >= 1_000_000 ? 1 : 3;
    put(
      'ti',
      n,
      record('technicalindicators overlapping set', n, peerRuns, () => technicalIndicatorsOverlap(a)),
    );
    put(
      'ts',
      n,
      record('trading-signals overlapping set', n, peerRuns, () => tradingSignalsOverlap(a)),
    );
    if (talib) {
      put(
        'talib',
        n,
        record('talib binding overlapping set (arrays copied to C)', n, peerRuns, () =>
          talibOverlap(talib, a),
        ),
      );
      put(
        'copy',
        n,
        record('  of which Float64Array -> number[] copy of 4 columns', n, 3, () => asArrays(c)),
      );
      if (n < 1_000_000)
        put(
          'talibPatterns',
          n,
          record('talib binding 13 pattern functions', n, 1, () => talibPatterns(talib, a)),
        );
    }
  }

  console.log('\n--- ratios at 1,000,000 candles ---');
  const N = 1_000_000;
  const r = (x: number | undefined, y: number | undefined) => (x && y ? `${(x / y).toFixed(1)}x` : 'n/a');
  console.log(
    `technicalindicators overlapping set / our FULL catalogue: ${r(summary.ti?.[N], summary.full[N])} (goal >= 20x)`,
  );
  console.log(
    `technicalindicators / our overlapping set:                ${r(summary.ti?.[N], summary.overlap[N])}`,
  );
  console.log(
    `trading-signals / our overlapping set:                    ${r(summary.ts?.[N], summary.overlap[N])}`,
  );
  console.log(
    `talib binding / our overlapping set:                      ${r(summary.talib?.[N], summary.overlap[N])}`,
  );
  const src = cNote.startsWith('TA-Lib C measured') ? 'measured' : 'issue figure';
  console.log(`(${cNote})`);
  console.log(
    `our TA-Lib set / TA-Lib C indicators (${cIndicators.toFixed(0)} ms, ${src}):         ${r(summary.talibSet[N], cIndicators)} (goal <= 1.5x)`,
  );
  console.log(
    `our 16 patterns / TA-Lib C 13 patterns (${cPatterns.toFixed(0)} ms, ${src}):         ${r(summary.patterns[N], cPatterns)} (goal <= 1.5x)`,
  );
  console.log(
    `our full catalogue / TA-Lib C indicators + patterns (${(cIndicators + cPatterns).toFixed(0)} ms, ${src}): ${r(summary.full[N], cIndicators + cPatterns)} (goal <= 1.5x)`,
  );
  console.log(
    `our overlapping set (incl. Ichimoku, which TA-Lib lacks) / TA-Lib C indicators: ${r(summary.overlap[N], cIndicators)}`,
  );

  console.log('\n--- incremental update, 1,000 markets (measured first, before the batch runs) ---');
  console.log(
    `full catalogue per market per closed candle: ${stream.us.toFixed(2)} µs wall, ${stream.cpuUs.toFixed(2)} µs CPU (goal < 5 µs); state JSON ${stream.bytes} bytes`,
  );
}

function sliceOf(c: CandleColumns, n: number): CandleColumns {
  return {
    time: c.time.slice(0, n),
    open: c.open.slice(0, n),
    high: c.high.slice(0, n),
    low: c.low.slice(0, n),
    close: c.close.slice(0, n),
    volume: c.volume.slice(0, n),
    quoteVolume: c.quoteVolume.slice(0, n),
  };
}
