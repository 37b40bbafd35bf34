import type { IntervalCode } from '@bitdata/contracts';
import { compileFilters, evaluatePlan, explainMatch, type ScreeningPlan } from '@bitdata/core';
import type { AppDeps } from '../../deps';
import { onCandleClosed, onScreeningChange } from '../market/market.service';
import type { CandleClosedEvent } from '../market/market.types';
import { readingDto } from './filter-dto';
import { marketAt } from './market-data';
import * as repo from './screener.repository';

/** Consumer name of live screening: its watermarks are stored under it. */
export const SCREENER_CONSUMER = 'screener';
/** Series screened at once (each event reads candles from SQL, then evaluates in memory). */
const CONCURRENCY = 4;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'market' | 'realtime'>;

/**
 * Live screening: on each closed candle, every active filter of that exchange, data type and interval
 * is evaluated for that market with one compiled plan (core's compileFilters: identical conditions run
 * once), the matches stored with their operand values under the unique key (a redelivered candle
 * changes nothing), and the filters' match sets moved: who entered on this candle, who left. Candles
 * of a backfill are screened but their matches flagged late (not news any more: nobody is notified).
 */
export function createLiveScreener(deps: Deps) {
  // one plan per exchange and data type, compiled on first use and dropped on any filter change
  const plans = new Map<string, Promise<ScreeningPlan<string>>>();

  function planFor(exchangeId: number, dataType: number): Promise<ScreeningPlan<string>> {
    const key = `${exchangeId}:${dataType}`;
    let p = plans.get(key);
    if (!p) {
      p = repo.listActiveFilters(deps.db, exchangeId, dataType).then((rows) => {
        const plan = compileFilters(
          rows.map((r) => ({
            id: r.id,
            interval: r.interval_code,
            conditionList: JSON.parse(r.condition_list),
          })),
        );
        if (plan.rejected.length > 0) {
          deps.logger.warn({ rejected: plan.rejected.map((x) => x.id) }, 'screener: stored filters left out');
        }
        return plan;
      });
      p.catch(() => plans.delete(key));
      plans.set(key, p);
    }
    return p;
  }

  async function handle(e: CandleClosedEvent): Promise<void> {
    const { series, candle } = e;
    const plan = await planFor(series.exchangeId, series.dataType);
    const p = plan.intervals.get(series.interval);
    if (!p || p.filters.length === 0) return;
    const data = await marketAt(deps.db, series, series.interval, candle.time, p.operands.keys());
    if (!data) return;
    const market = { data };
    const matched = new Set(
      evaluatePlan(plan, series.interval as IntervalCode, [market]).matches.map((m) => m.id),
    );
    const holding = await repo.filtersHoldingMarket(deps.db, series);
    const now = deps.clock.now();
    const rows = p.filters
      .filter((f) => matched.has(f.id))
      .map((f) => ({
        filter_id: f.id,
        exchange_id: series.exchangeId,
        data_type: series.dataType,
        symbol: series.symbol,
        interval_code: series.interval,
        candle_time: candle.time,
        values: JSON.stringify(explainMatch(f, market).readings.map(readingDto)),
        entered: holding.has(f.id) ? 0 : 1,
        late: e.origin === 'backfill' ? 1 : 0,
        created_at: now,
      }));
    const left = p.filters.filter((f) => holding.has(f.id) && !matched.has(f.id)).map((f) => f.id);
    await repo.saveScreening(deps.db, series, candle.time, rows, left);
  }

  return {
    handle,
    /** A filter was saved or deleted somewhere: recompile on the next close. */
    invalidate: () => plans.clear(),
  };
}

/** Subscribes live screening to `market.candleClosed` and to filter changes (run once with the deps). */
export function registerScreener(deps: Deps): void {
  const screener = createLiveScreener(deps);
  onScreeningChange(deps.realtime, () => screener.invalidate());
  onCandleClosed(deps, { name: SCREENER_CONSUMER, concurrency: CONCURRENCY, handle: screener.handle });
}
