/**
 * The peers the indicator bench compares against: technicalindicators, trading-signals, the `talib`
 * node binding, and TA-Lib's C code through bench/talib-c/harness.c. Each runs the overlapping
 * indicators on the same candles as our engine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CandleColumns } from '@bitdata/core';
import * as TI from 'technicalindicators';
import * as TS from 'trading-signals';

/** The catalogue's EMA lengths, computed by every contestant. */
export const EMAS = [9, 12, 20, 26, 52, 100, 200];

export interface TalibC {
  indicatorsMs: number;
  patternsMs: number;
  functions: Record<string, number>;
  runs: number;
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds (when missing or older than its source) and runs the C harness on the candles. Returns the
 * medians, or the reason it could not.
 */
export function talibC(c: CandleColumns, runs: number): TalibC | string {
  let lib: string;
  try {
    lib = join(dirname(createRequire(import.meta.url).resolve('talib/package.json')), 'src', 'lib');
  } catch {
    return 'the talib package is not installed';
  }
  const include = join(lib, 'include');
  const libs = ['func', 'common', 'abstract', 'libc'].map((k) => join(lib, 'lib', `libta_${k}_csr.a`));
  const missing = [join(include, 'ta_libc.h'), ...libs].filter((f) => !existsSync(f));
  if (missing.length) return `TA-Lib not built under node_modules/talib (missing ${missing.join(', ')})`;
  const dir = join(ROOT, '.tmp', 'talib-c');
  mkdirSync(dir, { recursive: true });
  const src = join(ROOT, 'bench', 'talib-c', 'harness.c');
  const exe = join(dir, 'harness');
  if (!existsSync(exe) || statSync(exe).mtimeMs < statSync(src).mtimeMs) {
    const cc = process.env.CC ?? 'cc';
    const built = spawnSync(cc, ['-O2', '-o', exe, src, `-I${include}`, ...libs, '-lm'], {
      encoding: 'utf8',
    });
    if (built.error) return `no C compiler (${cc}: ${built.error.message})`;
    if (built.status !== 0) return `the harness did not build: ${built.stderr.trim().split('\n')[0]}`;
  }
  const n = c.close.length;
  const data = Buffer.alloc(4 + 32 * n);
  data.writeUInt32LE(n, 0);
  [c.open, c.high, c.low, c.close].forEach((col, k) => {
    Buffer.from(col.buffer, col.byteOffset, col.byteLength).copy(data, 4 + 8 * n * k);
  });
  const file = join(dir, `candles-${n}.bin`);
  writeFileSync(file, data);
  const ran = spawnSync(exe, [file, String(runs)], { encoding: 'utf8' });
  if (ran.status !== 0) return `the harness failed: ${(ran.stderr || ran.stdout).trim().split('\n')[0]}`;
  const r = JSON.parse(ran.stdout) as TalibC & { ok: boolean };
  return r.ok ? r : 'a TA-Lib function returned an error';
}

export function technicalIndicatorsOverlap(a: {
  open: number[];
  high: number[];
  low: number[];
  close: number[];
}): void {
  TI.RSI.calculate({ values: a.close, period: 14 });
  TI.MACD.calculate({
    values: a.close,
    fastPeriod: 12,
    slowPeriod: 26,
    signalPeriod: 9,
    SimpleMAOscillator: false,
    SimpleMASignal: false,
  });
  TI.SMA.calculate({ values: a.close, period: 20 });
  for (const n of EMAS) TI.EMA.calculate({ values: a.close, period: n });
  TI.BollingerBands.calculate({ values: a.close, period: 20, stdDev: 2 });
  TI.ADX.calculate({ high: a.high, low: a.low, close: a.close, period: 14 });
  TI.IchimokuCloud.calculate({
    high: a.high,
    low: a.low,
    conversionPeriod: 9,
    basePeriod: 26,
    spanPeriod: 52,
    displacement: 26,
  });
}

export function tradingSignalsOverlap(a: { high: number[]; low: number[]; close: number[] }): void {
  const rsi = new TS.RSI(14);
  const macd = new TS.MACD(new TS.EMA(12), new TS.EMA(26), new TS.EMA(9));
  const sma = new TS.SMA(20);
  const emas = EMAS.map((n) => new TS.EMA(n));
  const bb = new TS.BollingerBands(20, 2);
  const adx = new TS.ADX(14);
  const ichi = new TS.IchimokuCloud();
  for (let i = 0; i < a.close.length; i++) {
    const x = a.close[i];
    const hlc = { high: a.high[i], low: a.low[i], close: x };
    rsi.update(x, false);
    macd.update(x, false);
    sma.update(x, false);
    for (const e of emas) e.update(x, false);
    bb.update(x, false);
    adx.update(hlc, false);
    ichi.update(hlc, false);
  }
}

export interface TalibBinding {
  execute(p: Record<string, unknown>): {
    begIndex: number;
    nbElement: number;
    result: Record<string, number[]>;
  };
  version: string;
}

export function loadTalib(): TalibBinding | undefined {
  try {
    return createRequire(import.meta.url)('talib') as TalibBinding;
  } catch {
    return undefined;
  }
}

export const TALIB_PATTERNS = [
  'CDLDOJI',
  'CDLENGULFING',
  'CDLPIERCING',
  'CDLHARAMI',
  'CDLHAMMER',
  'CDLINVERTEDHAMMER',
  'CDLMORNINGSTAR',
  'CDLEVENINGSTAR',
  'CDLABANDONEDBABY',
  'CDLSHOOTINGSTAR',
  'CDLGRAVESTONEDOJI',
  'CDLDRAGONFLYDOJI',
  'CDLMARUBOZU',
];

export function talibOverlap(t: TalibBinding, a: { high: number[]; low: number[]; close: number[] }): void {
  const endIdx = a.close.length - 1;
  const base = { startIdx: 0, endIdx };
  t.execute({ ...base, name: 'RSI', inReal: a.close, optInTimePeriod: 14 });
  t.execute({
    ...base,
    name: 'MACD',
    inReal: a.close,
    optInFastPeriod: 12,
    optInSlowPeriod: 26,
    optInSignalPeriod: 9,
  });
  t.execute({ ...base, name: 'SMA', inReal: a.close, optInTimePeriod: 20 });
  for (const n of EMAS) t.execute({ ...base, name: 'EMA', inReal: a.close, optInTimePeriod: n });
  t.execute({
    ...base,
    name: 'BBANDS',
    inReal: a.close,
    optInTimePeriod: 20,
    optInNbDevUp: 2,
    optInNbDevDn: 2,
    optInMAType: 0,
  });
  for (const name of ['ADX', 'PLUS_DI', 'MINUS_DI'])
    t.execute({ ...base, name, high: a.high, low: a.low, close: a.close, optInTimePeriod: 14 });
}

export function talibPatterns(
  t: TalibBinding,
  a: { open: number[]; high: number[]; low: number[]; close: number[] },
): void {
  const endIdx = a.close.length - 1;
  for (const name of TALIB_PATTERNS)
    t.execute({
      startIdx: 0,
      endIdx,
      name,
      open: a.open,
      high: a.high,
      low: a.low,
      close: a.close,
      optInPenetration: 0.3,
    });
}
