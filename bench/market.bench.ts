/**
 * Market data benchmarks (`npm run bench -- market`):
 *  1. resident memory with 500 markets × 7 intervals × 1,000 closed candles held in memory (ring
 *     buffers + incremental indicator state), goal ≤ 400 MB;
 *  2. bulk upsert throughput of candles on SQLite and PostgreSQL, goal ≥ 200,000 candles/s
 *     (PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in a fresh temp
 *     database; skipped with a message when unreachable);
 *  3. closed candles processed per second through the live pipeline: indicator update, realtime publish,
 *     persistence to SQLite and delivery of `market.candleClosed` to a stand-in screener (after the write,
 *     with its watermarks saved to SQLite), goal ≥ 50,000/s on one core.
 * Candles are real: the bundled Binance USD-M history, repeated over synthetic market names.
 * Throughputs are medians of several runs (BENCH_RUNS, default 3), each printed next to its goal and the
 * 1-minute load average when it was measured; MET/MISSED judges the wall-clock median. SQLite and the
 * pipeline also print candles per second of this process's own CPU time, which is what one idle core would
 * do (on a loaded machine the wall clock mostly measures the other processes). PostgreSQL's work is in
 * the server processes, so it has only the wall clock. MARKET_BENCH=memory,sqlite,postgres,pipeline
 * picks parts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Candle } from '@bitdata/core';
import pg from 'pg';
import pino from 'pino';
import { migrateToLatest } from '../apps/server/src/bootstrap/modules';
import { upsertCandles } from '../apps/server/src/modules/market/candle.repository';
import { createCandleEvents } from '../apps/server/src/modules/market/events/candle-events';
import { createCandlePipeline } from '../apps/server/src/modules/market/feed/candle-pipeline';
import { listSeedFiles, readSeedCandles } from '../apps/server/src/modules/market/feed/seed';
import type { SeriesCandle, SeriesId } from '../apps/server/src/modules/market/market.types';
import { INTERVALS } from '../apps/server/src/modules/market/reference-data';
import { primeSeries, SeriesStore } from '../apps/server/src/modules/market/store/series-store';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/platform/db/database';
import { createMemoryHub } from '../apps/server/src/platform/realtime/memory-hub';

const MB = 1024 * 1024;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const PARTS = (process.env.MARKET_BENCH ?? 'memory,sqlite,postgres,pipeline').split(',');
const load = () => `load ${os.loadavg()[0].toFixed(1)}`;
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
/** "123,456/s (median of 3: 120,000 123,456 130,000; load 5.1)" */
const rate = (xs: number[], loads: number[]) =>
  `${fmt(median(xs))}/s (median of ${xs.length}: ${xs.map(fmt).join(' ')}; load ${median(loads).toFixed(1)})`;
/** candles per second of this process's own CPU time (user + system): less sensitive to other load */
const cpuRate = (n: number, since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return n / ((u.user + u.system) / 1e6);
};
const verdict = (x: number, goal: number) => (x >= goal ? 'MET' : 'MISSED');

function realCandles(): Candle[] {
  const f = listSeedFiles().find((x) => x.dataType === 3 && x.symbol === 'BTCUSDT' && x.interval === '1h');
  if (!f) throw new Error('bundled history missing');
  return readSeedCandles(f.file);
}

/** `n` candles of a series: the real ones, continued by repeating their shape (times stay contiguous). */
function series(base: Candle[], n: number, step: number, start = base[0].time): Candle[] {
  const out: Candle[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = { ...base[i % base.length], time: start + i * step };
  return out;
}

function memoryBench(base: Candle[]): void {
  const markets = 500;
  const perSeries = 1000;
  const before = process.memoryUsage();
  const store = new SeriesStore(perSeries);
  const t0 = performance.now();
  for (let m = 0; m < markets; m++) {
    for (const interval of INTERVALS) {
      const id: SeriesId = { exchangeId: 1, dataType: 3, symbol: `M${m}USDT`, interval: interval.code };
      primeSeries(store.ensure(id), series(base, perSeries, interval.durationMs));
    }
  }
  const ms = performance.now() - t0;
  (globalThis as { gc?: () => void }).gc?.();
  const after = process.memoryUsage();
  let typed = 0;
  for (const s of store.all()) typed += s.ring.bytes;
  console.log(
    `memory: ${store.size} series × ${perSeries} candles (${fmt(store.size * perSeries)} candles, indicator state included) ` +
      `primed in ${(ms / 1000).toFixed(1)} s; RSS ${(after.rss / MB).toFixed(0)} MB total ` +
      `(+${((after.rss - before.rss) / MB).toFixed(0)} MB), heap ${(after.heapUsed / MB).toFixed(0)} MB, ` +
      `ring buffers ${(typed / MB).toFixed(0)} MB — goal ≤ 400 MB: ${after.rss / MB <= 400 ? 'MET' : 'MISSED'} (${load()})`,
  );
}

function rowsFor(base: Candle[], seriesCount: number, perSeries: number, tag: string): SeriesCandle[] {
  const rows: SeriesCandle[] = [];
  for (let s = 0; s < seriesCount; s++) {
    for (const candle of series(base, perSeries, 3_600_000))
      rows.push({ exchangeId: 1, dataType: 3, symbol: `${tag}${s}USDT`, interval: '1h', candle });
  }
  return rows;
}

async function insertBench(label: string, h: DatabaseHandle, base: Candle[]): Promise<void> {
  await migrateToLatest(h.db as never);
  const cpu: number[] = [];
  const call = async (rows: SeriesCandle[]) => {
    const t = performance.now();
    const c = process.cpuUsage();
    // 10,000 candles per call, as the seed and backfill write them
    for (let i = 0; i < rows.length; i += 10_000)
      await upsertCandles(h.db, h.dialect, rows.slice(i, i + 10_000));
    cpu.push(cpuRate(rows.length, c));
    return rows.length / ((performance.now() - t) / 1000);
  };
  const fresh: number[] = [];
  const again: number[] = [];
  const loads: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    // new series each run: every candle is a new row; then the same candles again (all conflicts)
    const rows = rowsFor(base, 50, 2000, `R${r}_`);
    fresh.push(await call(rows));
    again.push(await call(rows));
    loads.push(os.loadavg()[0]);
  }
  console.log(
    `${label} bulk upsert (100,000 candles per run, 10,000 per call): new candles ${rate(fresh, loads)} — goal ≥ 200,000/s: ` +
      `${verdict(median(fresh), 200_000)}; re-upsert of the same candles (idempotent) ${fmt(median(again))}/s` +
      (h.dialect === 'sqlite'
        ? `; per second of this process's CPU time ${fmt(median(cpu.filter((_, i) => i % 2 === 0)))}/s new, ${fmt(median(cpu.filter((_, i) => i % 2 === 1)))}/s again`
        : ''),
  );
}

async function pgBench(base: Candle[]): Promise<void> {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    console.log(
      `postgres bulk upsert: skipped (${baseUrl} unreachable: ${err instanceof Error ? err.message : err})`,
    );
    await admin.end().catch(() => undefined);
    return;
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const h = openDatabase({
    databaseUrl: url.toString(),
    dataDir: os.tmpdir(),
    onConnectionLost: (err) => console.log(`postgres: idle connection lost (${err.message})`),
  });
  admin.on('error', (err) => console.log(`postgres: admin connection lost (${err.message})`));
  try {
    await insertBench('postgres', h, base);
  } finally {
    await h.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function pipelineRun(base: Candle[], persist: boolean): Promise<[number, number]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-market-'));
  const h = openDatabase({ dataDir: dir });
  await migrateToLatest(h.db as never);
  const markets = 500;
  const warm = 300;
  const rounds = 200;
  const store = new SeriesStore(1000);
  const hub = createMemoryHub();
  const logger = pino({ level: 'silent' });
  let handled = 0;
  let signals = 0;
  const events = createCandleEvents({
    db: h.db,
    logger,
    now: Date.now,
    historyCandles: 1000,
    // one flush hands over up to 20,000 events: all held in memory (a smaller queue reads the rest back
    // from SQL, which only happens after a restart or when a consumer falls far behind)
    maxQueued: 50_000,
  });
  // a stand-in screener: one condition on the indicator values of each candle
  events.subscribe({
    name: 'bench-screener',
    concurrency: 4,
    handle(e) {
      handled++;
      if (e.indicators.rsi < 30 && e.candle.close > e.indicators.ema200) signals++;
    },
  });
  await events.activate({ exchangeId: 1, dataType: 3 });
  const pipeline = createCandlePipeline({
    store,
    logger,
    persist: persist ? (rows) => upsertCandles(h.db, h.dialect, rows) : async () => undefined,
    publish: (e) => hub.publish(e),
    deliver: events.deliver,
    listening: () => events.listening,
    flushRows: 20_000,
    flushEveryMs: 60_000,
  });
  const ids: SeriesId[] = [];
  const data: Candle[][] = [];
  for (let m = 0; m < markets; m++) {
    const id: SeriesId = { exchangeId: 1, dataType: 3, symbol: `P${m}USDT`, interval: '1h' };
    const candles = series(base, warm + rounds, 3_600_000, base[0].time + m * 0);
    ids.push(id);
    data.push(candles);
    await pipeline.prime(id, candles.slice(0, warm), false);
  }
  await pipeline.flush();
  const t = performance.now();
  const cpu0 = process.cpuUsage();
  for (let r = warm; r < warm + rounds; r++) {
    // a candle close: every market's candle of the hour arrives at once
    await Promise.all(ids.map((id, m) => pipeline.ingestClosed(id, [data[m][r]], 'live')));
  }
  await pipeline.flush();
  await events.drain();
  const seconds = (performance.now() - t) / 1000;
  const n = markets * rounds;
  const cpu = cpuRate(n, cpu0);
  if (handled !== n) throw new Error(`candleClosed consumer handled ${handled} events for ${n} candles`);
  await pipeline.stop();
  await events.stop();
  await hub.close();
  await h.close();
  fs.rmSync(dir, { recursive: true, force: true });
  if (signals < 0) console.log(signals);
  return [n / seconds, cpu];
}

async function pipelineBench(base: Candle[], persist: boolean): Promise<void> {
  const xs: number[] = [];
  const cpu: number[] = [];
  const loads: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const [wall, c] = await pipelineRun(base, persist);
    xs.push(wall);
    cpu.push(c);
    loads.push(os.loadavg()[0]);
  }
  console.log(
    `pipeline${persist ? '' : ' without persistence'}: ${rate(xs, loads)} closed candles ` +
      `(100,000 candles of 500 markets per run: indicator update, realtime publish, candleClosed delivery` +
      `${persist ? ', SQLite persistence' : '; persistence left out to show its share'}) — goal ≥ 50,000/s on one core: ` +
      `${verdict(median(xs), 50_000)}; per second of this process's CPU time ${fmt(median(cpu))}/s`,
  );
}

export default async function run(): Promise<void> {
  const base = realCandles();
  console.log(
    `node ${process.version}, ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}, load ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  // first, while the process is fresh, so RSS reflects the store and not the other benchmarks
  if (PARTS.includes('memory')) memoryBench(base);
  if (PARTS.includes('sqlite')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-market-'));
    const sqlite = openDatabase({ dataDir: dir });
    await insertBench('sqlite', sqlite, base);
    await sqlite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (PARTS.includes('postgres')) await pgBench(base);
  if (PARTS.includes('pipeline')) {
    await pipelineBench(base, true);
    await pipelineBench(base, false);
  }
}
