/**
 * Screener benchmark (`npm run bench -- screener`): live screening, the server's consumer of
 * `market.candleClosed` (apps/server/src/modules/screener/screener.consumer.ts) at one 1h close of 500
 * markets with 10,000 active filters (core's generator: 1 to 5 conditions, a fifth on 4h or 1d, one in
 * ten with an anyOf group), on SQLite in a temporary directory. Measured: the time from handing over the
 * last event of the close to every match stored (the compiled plan run over the markets, what matched
 * and entered stored as one row per market in one transaction), wall clock and this process's CPU time:
 * medians over BENCH_RUNS successive closes (default 25), with the wall clock's p90 and the share of
 * closes within the goal (20 ms). Markets are windows of real
 * Binance BTCUSDT 1h candles (packages/core/test-data) at 500 dates, put on one grid of hours so that they
 * close together as a live feed's markets do, with their 4h and 1d candles aggregated; their 4h and 1d
 * closes are delivered before each 1h close as the feed would. The consumer evaluates the markets in
 * blocks as their events are handed over (SCREENING_ARRIVAL_BLOCK, the server's default unless set; 0:
 * all at the close): the CPU figure counts that work, the wall clock only what is left after the last
 * event; also printed, the time from the first event of the close (its events all handed over at once,
 * the worst case for work done as they arrive).
 * BENCH_FILTERS and BENCH_MARKETS scale it down.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  COLUMN_NAMES,
  columnOf,
  type IndicatorValues,
  type IntervalCode,
  intervalLength,
  type MarketData,
} from '@bitdata/core';
import pino from 'pino';
import { migrateToLatest } from '../apps/server/src/bootstrap/modules';
import { loadConfig } from '../apps/server/src/config';
import type { CandleClosedEvent } from '../apps/server/src/modules/market/market.types';
import { snapshotIndicators } from '../apps/server/src/modules/market/store/indicator-snapshot';
import { bitPositions, unpackBits } from '../apps/server/src/modules/screener/match-bits';
import { createLiveScreener } from '../apps/server/src/modules/screener/screener.consumer';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { filterRow } from '../apps/server/test/filter-rows';
import { marketFromCandles, randomFilters } from '../packages/core/src/screener/test-support';
import { sliceColumns } from '../packages/core/src/series/columns';
import { loadKlines } from '../packages/core/test-support/data';

const MARKETS = Number(process.env.BENCH_MARKETS ?? 500);
const FILTERS = Number(process.env.BENCH_FILTERS ?? 10_000);
const CANDLES = 1_000;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 25));
const WARM = 3;

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];
const median = (xs: number[]) => quantile(xs, 0.5);
/** The time goal of screening one close: the share of closes within it is printed beside the median. */
const GOAL_MS = 20;
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Where each catalogue column starts in a series' values (found once: a close builds 500 events). */
const columnStarts = new WeakMap<object, number[]>();

function eventOf(data: MarketData, symbol: string, it: IntervalCode, j: number): CandleClosedEvent {
  const s = data[it]!;
  let starts = columnStarts.get(s);
  if (!starts) {
    starts = COLUMN_NAMES.map((name) => columnOf(s, name).byteOffset / 8);
    columnStarts.set(s, starts);
  }
  const values = {} as IndicatorValues;
  COLUMN_NAMES.forEach((name, c) => {
    values[name] = s.values[starts[c] + j];
  });
  const col = (name: 'open' | 'high' | 'low' | 'close' | 'volume') => columnOf(s, name)[j];
  return {
    series: { exchangeId: 1, dataType: 3, symbol, interval: it },
    candle: {
      time: s.time[j],
      open: col('open'),
      high: col('high'),
      low: col('low'),
      close: col('close'),
      volume: col('volume'),
      quoteVolume: Number.NaN,
    },
    indicators: snapshotIndicators(values),
    origin: 'live',
  };
}

export default async function run(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bitdata-bench-screener-'));
  // WAL checkpoints as the server runs them (SQLITE_CHECKPOINT_MS)
  // the server's defaults; SCREENING_ARRIVAL_BLOCK as given (0: every market evaluated at the close)
  const config = loadConfig({ SCREENING_ARRIVAL_BLOCK: process.env.SCREENING_ARRIVAL_BLOCK });
  const handle = openDatabase({ dataDir: dir, checkpointEveryMs: config.sqliteCheckpointMs });
  try {
    await migrateToLatest(handle.db);
    const now = Date.now();
    const filters = randomFilters(FILTERS, 7, ['4h', '1d']);
    for (let i = 0; i < filters.length; i += 500) {
      await handle.db
        .insertInto('filters')
        .values(
          filters.slice(i, i + 500).map((f) => filterRow(f.conditionList, { name: `bench ${f.id}` }, now)),
        )
        .execute();
    }

    const hours = loadKlines('BTCUSDT-1h-spot.csv');
    const span = hours.time.length - CANDLES;
    // every window's candles put on one grid of hours from a midnight (4h and 1d boundaries line up),
    // so that all markets close together as on a live feed; the history has gaps (exchange outages),
    // which a plain shift would leave at different places in each window, splitting every close
    const base = Date.UTC(2021, 0, 1);
    const grid = Float64Array.from({ length: CANDLES }, (_, j) => base + j * intervalLength('1h'));
    const markets = Array.from({ length: MARKETS }, (_, m) => {
      const start = Math.floor((m * span) / MARKETS);
      const window = sliceColumns(hours, start, start + CANDLES);
      return {
        symbol: `M${m}USDT`,
        data: marketFromCandles({ ...window, time: grid }, '1h', ['4h', '1d']),
      };
    });
    // what the consumer uses of the server's deps (no market runtime or realtime hub: it is handed events)
    const deps: Partial<Parameters<typeof createLiveScreener>[0]> = {
      config,
      db: handle.db,
      dialect: handle.dialect,
      clock: { now: () => Date.now() },
      logger: pino({ level: 'silent' }),
    };
    const screener = createLiveScreener(deps as Parameters<typeof createLiveScreener>[0]);

    const fed = new Map<string, number>();
    /** Hands over the 1h close of candle `j` (from the end) of every market, after the 4h/1d closes due. */
    async function close(back: number): Promise<{ wall: number; burst: number; cpu: number }> {
      for (const { symbol, data } of markets) {
        const n = data['1h']!.time.length;
        const closeAt = data['1h']!.time[n - back] + intervalLength('1h');
        for (const it of ['4h', '1d'] as const) {
          const s = data[it]!;
          // (the key built once: this harness's own garbage is collected while a close is timed)
          const key = `${symbol}:${it}`;
          for (let j = 0; j < s.time.length; j++) {
            if (
              s.time[j] + intervalLength(it) > closeAt ||
              s.time[j] <= (fed.get(key) ?? closeAt - 4 * intervalLength(it))
            )
              continue;
            fed.set(key, s.time[j]);
            await screener.handle(eventOf(data, symbol, it, j));
          }
        }
      }
      const events = markets.map(({ symbol, data }) =>
        eventOf(data, symbol, '1h', data['1h']!.time.length - back),
      );
      const done: Promise<void>[] = [];
      const c = process.cpuUsage();
      const first = performance.now();
      for (const e of events) done.push(screener.handle(e));
      const t = performance.now();
      await Promise.all(done);
      const end = performance.now();
      const u = process.cpuUsage(c);
      return { wall: end - t, burst: end - first, cpu: (u.user + u.system) / 1000 };
    }

    const total = WARM + RUNS;
    for (let b = total; b > RUNS; b--) await close(b); // fills the rows held per series, warms the JIT
    const walls: number[] = [];
    const bursts: number[] = [];
    const cpus: number[] = [];
    for (let b = RUNS; b >= 1; b--) {
      const r = await close(b);
      walls.push(r.wall);
      bursts.push(r.burst);
      cpus.push(r.cpu);
    }
    // what the last close stored: one row per market, the matched and entered (filter, market) pairs
    const last = await handle.db
      .selectFrom('screened_candles')
      .select(['matched', 'entered', 'packed'])
      .where('interval_code', '=', '1h')
      .where('candle_time', '=', (eb) =>
        eb.selectFrom('screened_candles').select((e) => e.fn.max('candle_time').as('t')),
      )
      .execute();
    if (last.length !== MARKETS)
      throw new Error(`the last close stored ${last.length} markets, not ${MARKETS}`);
    const bitsIn = (rows: Uint8Array[]) => rows.reduce((n, r) => n + bitPositions(r).length, 0);
    const bits = (r: { packed: number }, b: Uint8Array) => (r.packed === 1 ? unpackBits(b) : b);
    console.log(
      `live screening, ${FILTERS.toLocaleString('en-US')} filters x ${MARKETS} markets, SQLite, one 1h close ` +
        `(last event to all matches stored): median ${ms(median(walls))} wall, p90 ${ms(quantile(walls, 0.9))}, ` +
        `${Math.round((100 * walls.filter((w) => w <= GOAL_MS).length) / walls.length)} % within ${GOAL_MS} ms, ${ms(median(cpus))} CPU, ` +
        `${ms(median(bursts))} from the first event (all handed over at once) ` +
        `(runs: ${walls.map(ms).join(', ')}); last close: ${last.length} markets stored, ` +
        `${bitsIn(last.map((r) => bits(r, r.matched))).toLocaleString('en-US')} matches, ` +
        `${bitsIn(last.map((r) => bits(r, r.entered))).toLocaleString('en-US')} entered; load ${os.loadavg()[0].toFixed(1)}`,
    );
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
