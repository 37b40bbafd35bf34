/**
 * Compiled plan benchmark (`npm run bench -- screener-plan`): the evaluation alone (core's evaluatePlan),
 * without the server's consumer or storage (`npm run bench -- screener` times the whole close): 10,000
 * filters of 1 to 5 conditions (a fifth of the conditions on 4h or 1d, one filter in ten with an anyOf
 * group) over 500 markets at one 1h candle close, against the whole close's goal (20 ms).
 * Markets are real candles: windows of 1,000 Binance spot BTCUSDT 1h candles (packages/core/test-data)
 * at 500 different dates, prices scaled per market, with their 4h and 1d candles aggregated from them;
 * half carry top-trader ratio columns (synthetic: the real ones are not in the data set).
 * Two filter sets: "shared" draws conditions from a pool of ~100 trader conditions (most filters share
 * them), "distinct" perturbs every number so that almost every condition is its own (the worst case).
 * Two data layouts: "live windows" (each series' last 3 closed candles, what live screening needs and
 * the goal is about) and "whole series" (1,000 candles per series: reads spread over 500 × 3 large buffers).
 * Also printed: the same work through evaluateAt (the "why it matched" path) per filter and market,
 * sampled and scaled: what screening filter by filter would cost, and why the server explains only
 * the markets that enter, not every match. Times are medians (and p95) of BENCH_RUNS closes (default 30), wall clock
 * and this process's CPU time (on a loaded machine the wall clock also measures the other processes).
 */
import os from 'node:os';
import {
  columnOf,
  compileFilters,
  evaluateAt,
  evaluatePlan,
  type IntervalCode,
  type MarketAt,
  type MarketData,
  SCREENER_FIELDS,
  type ScreeningPlan,
  type SeriesData,
  seriesData,
  validateConditions,
} from '@bitdata/core';
import {
  marketFromCandles,
  randomFilters,
  seededRandom,
  withColumns,
} from '../packages/core/src/screener/test-support';
import { sliceColumns } from '../packages/core/src/series/columns';
import { loadKlines } from '../packages/core/test-support/data';

const MARKETS = 500;
const FILTERS = 10_000;
const CANDLES = 1_000;
const GOAL_MS = 20;
const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 30));

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const load = () => `load ${os.loadavg()[0].toFixed(1)}`;
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

function buildMarkets(): MarketAt[] {
  const hours = loadKlines('BTCUSDT-1h-spot.csv');
  const rand = seededRandom(42);
  const span = hours.time.length - CANDLES;
  return Array.from({ length: MARKETS }, (_, m) => {
    const start = Math.floor((m * span) / MARKETS / 24) * 24; // whole days, so 4h and 1d candles line up
    const c = sliceColumns(hours, start, start + CANDLES);
    const scale = 10 ** (rand() * 6 - 3);
    const scaled = { ...c, open: c.open.map((x) => x * scale), high: c.high.map((x) => x * scale) };
    Object.assign(scaled, { low: c.low.map((x) => x * scale), close: c.close.map((x) => x * scale) });
    const data = marketFromCandles(scaled, '1h', ['4h', '1d']);
    if (m % 2 === 0) {
      const n = data['1h']!.time.length;
      const phase = rand() * 10;
      data['1h'] = withColumns(data['1h']!, {
        topTraderPositionRatio: Float64Array.from({ length: n }, (_, i) => 1.3 + Math.sin(i / 9 + phase)),
        topTraderAccountRatio: Float64Array.from({ length: n }, (_, i) => 1 + 0.4 * Math.cos(i / 13 + phase)),
      });
    }
    return { data };
  });
}

type Filter = { id: number; interval: string; conditionList: unknown[] };

function sharedFilters(): Filter[] {
  return randomFilters(FILTERS, 7, ['4h', '1d']).map((f) => ({ ...f, interval: '1h' }));
}

/** Every number moved by up to ±50 %: nearly every condition distinct. */
function distinctFilters(): Filter[] {
  const rand = seededRandom(11);
  const perturb = (c: unknown): unknown => {
    if (typeof c !== 'object' || c === null) return c;
    if ('anyOf' in c) return { anyOf: (c.anyOf as unknown[]).map(perturb) };
    const x = c as { value: unknown };
    if (typeof x.value !== 'number') return c;
    return { ...x, value: Math.round(x.value * (0.5 + rand()) * 100) / 100 };
  };
  return sharedFilters().map((f) => ({ ...f, conditionList: f.conditionList.map(perturb) }));
}

/**
 * What the live store holds per series: its last three closed candles (the evaluated one, the previous
 * one for crosses, one more so that a longer interval's last closed candle is there at both).
 */
function liveWindows(markets: MarketAt[]): MarketAt[] {
  return markets.map(({ data }) => {
    const live: MarketData = {};
    for (const [it, series] of Object.entries(data) as [IntervalCode, SeriesData][]) {
      const n = series.time.length;
      const columns = Object.fromEntries(
        SCREENER_FIELDS.map((f) => [f.name, columnOf(series, f.name).slice(n - 3)]),
      );
      live[it] = seriesData(Array.from(series.time).slice(n - 3), columns);
    }
    return { data: live };
  });
}

function timeCloses(plan: ScreeningPlan<number>, markets: MarketAt[]) {
  for (let i = 0; i < 5; i++) evaluatePlan(plan, '1h', markets); // warm the JIT
  const times: number[] = [];
  const cpu: number[] = [];
  let last = evaluatePlan(plan, '1h', markets);
  for (let r = 0; r < RUNS; r++) {
    const c = process.cpuUsage();
    const t = performance.now();
    last = evaluatePlan(plan, '1h', markets);
    // what the server reads of a close: every condition set's markets (the list per filter is built
    // only when read)
    if (last.sets.bits.length === 0 && plan.kernelCount > 0) throw new Error('no sets evaluated');
    times.push(performance.now() - t);
    const u = process.cpuUsage(c);
    cpu.push((u.user + u.system) / 1000);
  }
  const matches = last.matches.reduce((s, x) => s + x.markets.size, 0);
  return { times, cpu, matches, kernelsRun: last.kernelsRun };
}

/** Filter by filter with evaluateAt, on a sample of filters, scaled to all of them. */
function filterByFilter(filters: Filter[], markets: MarketAt[]): number {
  const sample = filters.slice(0, 100).map((f) => {
    const r = validateConditions(f.conditionList);
    if (!r.ok) throw new Error('invalid bench filter');
    return r.conditions;
  });
  const t = performance.now();
  for (const conditions of sample) {
    for (const m of markets) evaluateAt(conditions, m.data, '1h', m.data['1h']!.time.length - 1);
  }
  return ((performance.now() - t) * filters.length) / sample.length;
}

export default async function run(): Promise<void> {
  let t = performance.now();
  const full = buildMarkets();
  const live = liveWindows(full);
  console.log(`${MARKETS} markets × ${CANDLES} 1h candles (+4h, 1d) built in ${fmt(performance.now() - t)}`);
  for (const [name, filters] of [
    ['shared', sharedFilters()],
    ['distinct', distinctFilters()],
  ] as const) {
    t = performance.now();
    const plan = compileFilters(filters);
    const compileMs = performance.now() - t;
    const p = plan.intervals.get('1h')!;
    const n = (x: number) => x.toLocaleString('en-US');
    console.log(
      `\n[${name}] ${n(FILTERS)} filters, ${n(plan.conditionCount)} conditions -> ${n(plan.kernelCount)} distinct, ` +
        `${n(p.groups.length)} groups, ${n(p.conjunctions.length)} distinct condition sets; compiled in ${fmt(compileMs)}`,
    );
    for (const [layout, markets] of [
      ['live windows (last 3 candles per series)', live],
      [`whole series (${CANDLES} candles)`, full],
    ] as const) {
      const { times, cpu, matches, kernelsRun } = timeCloses(plan, markets);
      const median = quantile(times, 0.5);
      console.log(
        `  ${layout}: per 1h close over ${MARKETS} markets median ${fmt(median)}, p95 ${fmt(quantile(times, 0.95))}, ` +
          `CPU median ${fmt(quantile(cpu, 0.5))} (${RUNS} runs, ${load()}); the evaluation alone within the close's ${GOAL_MS} ms: ` +
          `${median <= GOAL_MS ? 'yes' : 'no'}; ${n(kernelsRun)} kernels run, ${n(matches)} (filter, market) matches`,
      );
    }
    console.log(
      `  filter by filter through evaluateAt (live windows, 100 filters sampled, scaled): ${fmt(filterByFilter(filters, live))}`,
    );
  }
}
