import crypto from 'node:crypto';
import {
  can,
  DEFAULT_STATISTIC_STOPLOSSES,
  DEFAULT_STATISTIC_TAKE_PROFITS,
  type IntervalCode,
  PERMISSION_LEVEL,
  RESOURCE,
  type SameCandleRule,
  type StatisticDetail,
  type StatisticResult,
  type StatisticRun,
  type StatisticStart,
  type StatisticStatus,
  type StatisticTrade,
  type StatisticTradesQuery,
  type TradeResolution,
  type TradeResult,
} from '@bitdata/contracts';
import { netReturnOf, type Side } from '@bitdata/core/statistics/index';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import type { AuthContext } from '../auth';
import { filterForStatistics } from '../screener';
import { statisticsRun } from './statistics.jobs';
import * as repo from './statistics.repository';
import { intervalOrder } from './statistics.runner';
import { pageOfTrades } from './trade-pages';
import { decodeTradeSet, type SetTrade } from './trade-sets';

/** Statistics runs of members: start one, list them, read totals and trades. */
type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

/** Runs a member's list shows. */
const LIST_LIMIT = 100;

const num = (v: unknown) => Number(v);

export function runDto(r: repo.RunRow): StatisticRun {
  return {
    statisticId: r.id,
    filterId: r.filter_id,
    filterName: r.filter_name,
    filterCode: r.filter_code,
    entryType: sideOf(r),
    exchangeId: r.exchange_id,
    dataType: r.data_type,
    intervals: r.intervals.split(',') as IntervalCode[],
    from: r.from_time,
    to: r.to_time,
    sameCandle: r.same_candle as SameCandleRule,
    feePercent: r.fee_percent,
    status: r.status as StatisticStatus,
    progress: { done: r.progress_done, total: r.progress_total },
    createdAt: r.created_at,
    finishedAt: r.finished_at,
  };
}

const sideOf = (r: repo.RunRow): Side => (r.entry_type === 'short' ? 'short' : 'long');

function tradeDto(r: SetTrade, q: StatisticTradesQuery, run: repo.RunRow): StatisticTrade {
  const returnPercent = r.return_percent === null ? null : num(r.return_percent);
  return {
    symbol: r.symbol,
    interval: q.interval,
    signalDate: num(r.signal_time),
    entryDate: num(r.entry_time),
    entryPrice: num(r.entry_price),
    takeProfitPrice: num(r.take_profit_price),
    takeProfitPercent: q.takeProfit,
    stoplossPrice: num(r.stoploss_price),
    stoplossPercent: q.stoploss,
    result: r.result as TradeResult,
    exitPrice: r.exit_price === null ? null : num(r.exit_price),
    // an open trade's stored time is only where the data ended: nothing decided it, so it has no result date
    resultDate: r.result === 'open' ? null : num(r.result_time),
    length: num(r.length),
    lowestPricePercent: num(r.lowest_percent),
    highestPricePercent: num(r.highest_percent),
    ambiguous: num(r.ambiguous) === 1,
    resolvedBy: r.resolved_by as TradeResolution | null,
    resolvedInterval: r.resolved_interval as IntervalCode | null,
    returnPercent,
    netReturnPercent:
      returnPercent === null ? null : netReturnOf(returnPercent, sideOf(run), run.fee_percent),
  };
}

/**
 * A result's stored totals. Runs stored before the per-market net expectancy existed subtracted the fee
 * twice from the expectancy (their trades all closed at the levels), which is what their markets show.
 */
function storedTotals(json: string, feePercent: number) {
  const totals = JSON.parse(json) as Omit<StatisticResult, 'interval' | 'takeProfit' | 'stoploss'>;
  return {
    ...totals,
    markets: totals.markets.map((m) => ({
      ...m,
      netExpectancyPercent:
        m.netExpectancyPercent !== undefined
          ? m.netExpectancyPercent
          : m.expectancyPercent === null
            ? null
            : m.expectancyPercent - 2 * feePercent,
    })),
  };
}

/**
 * Starts a run of a filter the member may read (their own, or a system statistic filter): stored as
 * queued with its job in one transaction. 409 statisticBusy while one of theirs is queued or
 * calculating (also for two simultaneous starts: the run table's unique active owner decides).
 */
export async function startStatistic(deps: Deps, auth: AuthContext, input: StatisticStart) {
  const source = await filterForStatistics(deps, auth.user.id, input.filterId);
  if (!source) throw AppError.of('NOT_FOUND', 'notFound');
  const { filter, checked } = source;
  if (!checked)
    throw AppError.of('VALIDATION', 'badRequest', [{ path: 'filterId', key: 'conditionInvalid' }]);
  if (await repo.findActiveRun(deps.db, auth.user.id)) throw AppError.of('CONFLICT', 'statisticBusy');
  const id = crypto.randomUUID();
  const intervals = [...new Set(input.intervals ?? [filter.interval])].sort(
    (a, b) => intervalOrder(a) - intervalOrder(b),
  );
  // published with the system filter's code only when staff run it (members' runs of it stay private)
  const published = filter.code !== null && can(auth.grants, RESOURCE.statistic, PERMISSION_LEVEL.viewAll);
  const stored = await repo.insertRun(
    deps.db,
    {
      id,
      owner_id: auth.user.id,
      active_owner: auth.user.id,
      filter_id: filter.filterId,
      filter_name: filter.name,
      filter_code: published ? filter.code : null,
      entry_type: filter.entryType,
      // the filter as it is now: editing it later does not change this run
      condition_list: JSON.stringify(filter.conditionList),
      take_profits: JSON.stringify(
        filter.takeProfits.length ? filter.takeProfits : DEFAULT_STATISTIC_TAKE_PROFITS,
      ),
      stoplosses: JSON.stringify(filter.stoplosses.length ? filter.stoplosses : DEFAULT_STATISTIC_STOPLOSSES),
      exchange_id: filter.exchangeId,
      data_type: filter.dataType,
      intervals: intervals.join(','),
      symbols: input.symbols ? JSON.stringify([...new Set(input.symbols)]) : null,
      from_time: input.from ?? null,
      to_time: input.to ?? null,
      same_candle: input.sameCandle,
      fee_percent: input.feePercent,
      status: 'queued',
      progress_done: 0,
      progress_total: 0,
      markets: 0,
      warnings: '[]',
      error: null,
      created_at: deps.clock.now(),
      finished_at: null,
    },
    (trx) => deps.jobs.enqueueInTransaction(trx, statisticsRun, { statisticId: id }, { uniqueKey: id }),
  );
  if (!stored) throw AppError.of('CONFLICT', 'statisticBusy');
  return { statisticId: id, status: 'queued' as const };
}

export async function listStatistics(deps: Pick<Deps, 'db'>, auth: AuthContext) {
  return (await repo.listOwnRuns(deps.db, auth.user.id, LIST_LIMIT)).map(runDto);
}

/** Published runs of system statistic filters: anyone may read them. */
export async function listSystemStatistics(deps: Pick<Deps, 'db'>) {
  return (await repo.listSystemRuns(deps.db)).map(runDto);
}

/**
 * A run the caller may read: their own (with the statistic view permission), or a published run of a
 * system filter (anyone, signed in or not). Others' runs answer 404, a guest asking a private one 401.
 */
async function readableRun(deps: Pick<Deps, 'db'>, caller: AuthContext | null, id: string) {
  const run = await repo.findRun(deps.db, id);
  if (run?.filter_code) return run;
  if (!caller) throw AppError.of('UNAUTHENTICATED', 'unauthenticated');
  if (!can(caller.grants, RESOURCE.statistic, PERMISSION_LEVEL.view))
    throw AppError.of('FORBIDDEN', 'forbidden');
  if (!run || run.owner_id !== caller.user.id) throw AppError.of('NOT_FOUND', 'notFound');
  return run;
}

export async function getStatistic(
  deps: Pick<Deps, 'db'>,
  caller: AuthContext | null,
  id: string,
): Promise<StatisticDetail> {
  const run = await readableRun(deps, caller, id);
  const results =
    run.status === 'done'
      ? (await repo.listResults(deps.db, id))
          .map(
            (r): StatisticResult => ({
              interval: r.interval_code as IntervalCode,
              takeProfit: num(r.take_profit),
              stoploss: num(r.stoploss),
              ...storedTotals(r.totals, run.fee_percent),
            }),
          )
          .sort(
            (a, b) =>
              intervalOrder(a.interval) - intervalOrder(b.interval) ||
              a.takeProfit - b.takeProfit ||
              a.stoploss - b.stoploss,
          )
      : [];
  return { ...runDto(run), markets: run.markets, warnings: JSON.parse(run.warnings), results };
}

/** One pair's trades of a finished run; 409 statisticNotReady while it is not done. */
export async function listStatisticTrades(
  deps: Pick<Deps, 'db'>,
  caller: AuthContext | null,
  id: string,
  q: StatisticTradesQuery,
) {
  const run = await readableRun(deps, caller, id);
  if (run.status !== 'done') throw AppError.of('CONFLICT', 'statisticNotReady', { status: run.status });
  const set = await repo.findTradeSet(deps.db, {
    runId: id,
    interval: q.interval,
    takeProfit: q.takeProfit,
    stoploss: q.stoploss,
  });
  const { rows, total } = pageOfTrades(set ? decodeTradeSet(set) : [], {
    symbol: q.symbol,
    sort: q.sort,
    order: q.order,
    offset: (q.page - 1) * q.pageSize,
    limit: q.pageSize,
  });
  return { data: rows.map((r) => tradeDto(r, q, run)), total, page: q.page, pageSize: q.pageSize };
}
