import {
  DATA_TYPE,
  INTERVAL_CODES,
  type IntervalCode,
  type SameCandleRule,
  STATISTIC_EVENTS,
  type StatisticProgressMessage,
  type StatisticStatus,
  type StatisticWarningCode,
  userChannel,
} from '@bitdata/contracts';
import { type CandleColumns, FUTURES_FIELDS, findInterval } from '@bitdata/core';
import { fieldsRead, type LowerCandles, type TradeForTotals, totalsOf } from '@bitdata/core/statistics/index';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { RealtimeHub } from '../../platform/ports';
import {
  readCandleHistory,
  readFeedHistory,
  readLongShortRatios,
  type SeriesId,
  weeklyColumnsFromDaily,
} from '../market';
import { conditionsForStatistics } from '../screener';
import { type BacktestSettings, lowerIntervalsOf, type MarketHistory, type Pair } from './backtest';
import { computeInProcess, type MarketCompute, type MarketResult } from './statistics.compute';
import * as repo from './statistics.repository';
import { encodeTradeSet, type SetTrade } from './trade-sets';

/**
 * Computes a stored run: loads each market's whole stored history (the run's end at most), backtests
 * it on every interval of the run, then writes the totals, the trade sets and the 'done' status in one
 * transaction (statistics.repository storeRun). Until that commit the run reads as not calculated
 * (its trades are refused), so a worker killed mid-run leaves nothing; the job runs again (the queue
 * hands an abandoned job to another worker once its lock expires), which clears anything left of a
 * dead attempt and computes the run from zero, storing it once.
 */

export interface RunnerDeps {
  db: Kysely<Database>;
  clock: { now(): number };
  realtime: Pick<RealtimeHub, 'publish'>;
}

const WARNING_SYMBOLS = 5;
/** Progress is published at most this often (a run over many small markets would flood the socket). */
const PROGRESS_EVERY_MS = 200;

/**
 * A market's candles of one interval up to `to`: its stored ones, or, for an interval it stores none of,
 * the closed candles built from its source up to `to` (the weeks of the daily candles opened at or
 * before `to`, as the chart builds them: a week is in once its Sunday is, so none reads past the run's
 * end and a week still forming is left out).
 */
async function historyOf(
  deps: RunnerDeps,
  s: SeriesId,
  builtFrom: IntervalCode | null,
  to: number | null,
): Promise<CandleColumns> {
  if (builtFrom === null) return readCandleHistory(deps, s, to);
  // the week is the one built interval (BUILT_FROM)
  return weeklyColumnsFromDaily(await readCandleHistory(deps, { ...s, interval: builtFrom }, to));
}

const durationOf = (interval: IntervalCode) => findInterval(interval)!.durationMs;

/** The API shares this event loop in a one-process start: waiting requests go first between steps. */
const yieldToApi = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The stored top-trader ratios of a futures market aligned to its candles, as live screening reads them
 * (the ratio timed at a candle's open is that candle's; NaN where none is stored).
 */
async function ratiosOf(deps: RunnerDeps, s: SeriesId, candles: CandleColumns) {
  const n = candles.time.length;
  const topTraderPositionRatio = new Float64Array(n).fill(Number.NaN);
  const topTraderAccountRatio = new Float64Array(n).fill(Number.NaN);
  if (n > 0) {
    const rows = await readLongShortRatios(deps, s, [s.symbol], s.interval, {
      from: candles.time[0],
      to: candles.time[n - 1],
    });
    const at = new Map(rows.map((r) => [r.time, r]));
    for (let j = 0; j < n; j++) {
      const r = at.get(candles.time[j]);
      if (!r) continue;
      topTraderPositionRatio[j] = r.positionRatio ?? Number.NaN;
      topTraderAccountRatio[j] = r.accountRatio ?? Number.NaN;
    }
  }
  return { topTraderPositionRatio, topTraderAccountRatio };
}

export function publishProgress(
  deps: Pick<RunnerDeps, 'realtime'>,
  ownerId: string,
  message: StatisticProgressMessage,
) {
  return deps.realtime
    .publish({ channel: userChannel(ownerId), type: STATISTIC_EVENTS.progress, data: message })
    .catch(() => {});
}

/**
 * One market's candles a run reads: its interval, the other intervals and lower ones, ratios. `held`
 * maps `symbol:interval` to what the market's candles of it are built from (null: stored), for every
 * interval it has history of.
 */
async function loadMarket(
  deps: RunnerDeps,
  run: repo.RunRow,
  held: ReadonlyMap<string, IntervalCode | null>,
  symbol: string,
  read: { interval: IntervalCode; others: IntervalCode[]; lowers: IntervalCode[]; ratios: IntervalCode[] },
): Promise<MarketHistory> {
  const { interval } = read;
  const market = { exchangeId: run.exchange_id, dataType: run.data_type, symbol };
  const candles = await historyOf(
    deps,
    { ...market, interval },
    held.get(`${symbol}:${interval}`) ?? null,
    run.to_time,
  );
  const others: Partial<Record<IntervalCode, CandleColumns>> = {};
  for (const it of read.others) {
    const builtFrom = held.get(`${symbol}:${it}`);
    if (builtFrom !== undefined)
      others[it] = await historyOf(deps, { ...market, interval: it }, builtFrom, run.to_time);
  }
  const lowers: LowerCandles[] = [];
  for (const it of read.lowers) {
    // the same-candle rule looks into stored candles only (no built interval is a lower one)
    if (held.get(`${symbol}:${it}`) !== null) continue;
    // the lower candles inside the run's last candle too
    const end = run.to_time === null ? null : run.to_time + durationOf(interval) - durationOf(it);
    lowers.push({
      interval: it,
      durationMs: durationOf(it),
      candles: await readCandleHistory(deps, { ...market, interval: it }, end),
    });
  }
  const ratios: MarketHistory['ratios'] = {};
  for (const it of read.ratios) {
    const cols = it === interval ? candles : others[it];
    if (cols) ratios[it] = await ratiosOf(deps, { ...market, interval: it }, cols);
  }
  return { symbol, candles, others, lowers, ratios };
}

/** `compute`: where the backtests run (the job gives a thread; by default this event loop). */
export async function runStatistic(
  deps: RunnerDeps,
  id: string,
  onProgress?: (done: number, total: number) => Promise<void> | void,
  compute: MarketCompute = computeInProcess(),
): Promise<void> {
  const run = await repo.findRun(deps.db, id);
  // stored already (a redelivered job), or gone with its filter
  if (!run || run.status === 'done' || run.status === 'failed') return;
  const checked = conditionsForStatistics(JSON.parse(run.condition_list));
  if (!checked) throw new Error('the filter conditions no longer validate');
  const intervals = run.intervals.split(',') as IntervalCode[];
  const pairs: Pair[] = [];
  for (const takeProfit of JSON.parse(run.take_profits) as number[])
    for (const stoploss of JSON.parse(run.stoplosses) as number[]) pairs.push({ takeProfit, stoploss });
  const wanted = run.symbols ? new Set(JSON.parse(run.symbols) as string[]) : null;
  // markets of a built interval (the week) are those storing its source (daily candles)
  const spans = (
    await readFeedHistory(deps, { exchangeId: run.exchange_id, dataType: run.data_type })
  ).series.filter((s) => !wanted || wanted.has(s.symbol));
  const held = new Map(spans.map((s) => [`${s.symbol}:${s.interval}`, s.builtFrom]));
  const marketsOf = (interval: IntervalCode) =>
    spans
      .filter((s) => s.interval === interval)
      .map((s) => s.symbol)
      .sort();
  const total = intervals.reduce((sum, it) => sum + marketsOf(it).length, 0);
  await repo.startRun(deps.db, id, total);
  let done = 0;
  let lastPublished = 0;
  const progress = async (status: StatisticStatus, force = false) => {
    await onProgress?.(done, total);
    const now = deps.clock.now();
    if (!force && now - lastPublished < PROGRESS_EVERY_MS) return;
    lastPublished = now;
    if (status === 'calculating') await repo.setProgress(deps.db, id, done);
    await publishProgress(deps, run.owner_id, { statisticId: id, status, progress: { done, total } });
  };
  await progress('calculating', true);

  const side = run.entry_type === 'short' ? 'short' : 'long';
  const resultRows: Insertable<Database['statistic_results']>[] = [];
  const sets: repo.NewTradeSet[] = [];
  const warnings: { interval: IntervalCode; code: StatisticWarningCode; count: number; symbols: string[] }[] =
    [];
  let marketCount = 0;
  for (const interval of intervals) {
    const symbols = marketsOf(interval);
    marketCount = Math.max(marketCount, symbols.length);
    const byPair = pairs.map(() => [] as TradeForTotals[]);
    const warned = new Map<StatisticWarningCode, string[]>();
    const others = checked.otherIntervals.filter((it) => it !== interval);
    const lowerCodes = run.same_candle === 'lowerInterval' ? lowerIntervalsOf(interval) : [];
    // intervals whose top-trader ratio columns the conditions read (futures markets only store them)
    const ratioIntervals =
      run.data_type === DATA_TYPE.future
        ? [...fieldsRead(checked.conditions, interval)]
            .filter(([, names]) => FUTURES_FIELDS.some((f) => names.has(f)))
            .map(([it]) => it)
        : [];
    const settings: BacktestSettings = {
      interval,
      conditions: checked.conditions,
      pairs,
      side,
      sameCandle: run.same_candle as SameCandleRule,
      from: run.from_time,
    };
    const stored = pairs.map(() => [] as SetTrade[]);
    const take = async (symbol: string, { results, warnings: codes }: MarketResult) => {
      for (const code of codes) warned.set(code, [...(warned.get(code) ?? []), symbol]);
      results.forEach(({ trades }, k) => {
        for (const t of trades) {
          byPair[k].push({ symbol, ...t });
          stored[k].push({
            symbol,
            signal_time: t.signalTime,
            entry_time: t.entryTime,
            entry_price: t.entryPrice,
            take_profit_price: t.takeProfitPrice,
            stoploss_price: t.stoplossPrice,
            result: t.result,
            exit_price: t.exitPrice,
            return_percent: t.returnPercent,
            result_time: t.resultTime,
            length: t.length,
            lowest_percent: t.lowestPercent,
            highest_percent: t.highestPercent,
            ambiguous: t.ambiguous ? 1 : 0,
            resolved_by: t.resolvedBy,
            resolved_interval: t.resolvedInterval,
          });
        }
      });
      done++;
      await progress('calculating');
    };
    // The next market is read while the last one computes; results are taken in market order.
    let computing: Promise<void> = Promise.resolve();
    for (const symbol of symbols) {
      const market = await loadMarket(deps, run, held, symbol, {
        interval,
        others,
        lowers: lowerCodes,
        ratios: ratioIntervals,
      });
      await computing;
      computing = compute.compute({ market, settings }).then((result) => take(symbol, result));
      // awaited on the next turn or after the loop; until then a failure must not go unhandled
      computing.catch(() => {});
      await yieldToApi();
    }
    await computing;
    if (symbols.length === 0) warned.set('noMarkets', []);
    for (const [code, list] of warned)
      warnings.push({ interval, code, count: list.length, symbols: list.slice(0, WARNING_SYMBOLS) });
    for (const [k, pair] of pairs.entries()) {
      const totals = totalsOf(byPair[k], { side, feePercent: run.fee_percent });
      resultRows.push({
        run_id: id,
        interval_code: interval,
        ...pairColumns(pair),
        totals: JSON.stringify(totals),
      });
      sets.push({
        run_id: id,
        interval_code: interval,
        ...pairColumns(pair),
        trades: stored[k].length,
        data: encodeTradeSet(stored[k]),
      });
      await yieldToApi();
    }
  }
  await repo.storeRun(
    deps.db,
    id,
    {
      markets: marketCount,
      warnings: JSON.stringify(warnings),
      finishedAt: deps.clock.now(),
      progress: done,
    },
    resultRows,
    sets,
  );
  await publishProgress(deps, run.owner_id, { statisticId: id, status: 'done', progress: { done, total } });
}

const pairColumns = (p: Pair) => ({ take_profit: p.takeProfit, stoploss: p.stoploss });

/** Intervals in the product's order (shortest first), for answers. */
export const intervalOrder = (it: string) => (INTERVAL_CODES as readonly string[]).indexOf(it);
