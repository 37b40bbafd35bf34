import type { IntervalCode } from '@bitdata/contracts';
import { compileFilters, evaluatePlan, explainMatch, type MarketAt, type ScreeningPlan } from '@bitdata/core';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/schema';
import type { Logger } from '../../platform/logger';
import type { RealtimeHub } from '../../platform/ports';
import {
  type CandleClosedEvent,
  type MarketRuntime,
  onCandleClosed,
  onScreeningChange,
} from '../market/series.service';
import { readingDto } from './filter-dto';
import { LiveSeries } from './live-series';
import * as repo from './screener.repository';
import type { EnteredMatch, ScreeningListener } from './screening.service';

/** Consumer name of live screening: its watermarks are stored under it. */
export const SCREENER_CONSUMER = 'screener';
/**
 * Events in flight at once: every market of a close, so that they are screened together (one plan run
 * over all of them). Each waits for its batch to be stored before it counts as handled.
 */
const CONCURRENCY = 1024;

/** Named by shape rather than AppDeps: deps.ts registers this consumer, so it must not import deps.ts. */
type Deps = {
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  market: Pick<MarketRuntime, 'onCandleClosed'>;
  realtime: RealtimeHub;
};

interface Batch {
  events: CandleClosedEvent[];
  done: Promise<void>;
}

/**
 * Live screening: on each closed candle, every active filter of that exchange, data type and interval
 * is evaluated for that market with one compiled plan (core's compileFilters: identical conditions run
 * once). The events of one close that arrive together are screened as one batch, all markets in one
 * plan run. Matches are stored with their operand values under the unique key (a redelivered candle
 * changes nothing), and the filters' match sets move: who entered on this candle, who left. Candles of
 * a backfill are screened but their matches flagged late (not news any more: nobody is notified).
 */
export function createLiveScreener(deps: Deps, listeners: ScreeningListener[] = []) {
  // one plan per exchange and data type, compiled on first use and dropped on any filter change
  const plans = new Map<string, Promise<ScreeningPlan<string>>>();
  const live = new LiveSeries();
  const pending = new Map<string, Batch>();

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

  async function screen(events: CandleClosedEvent[]): Promise<void> {
    const { series, candle } = events[0];
    const interval = series.interval as IntervalCode;
    const plan = await planFor(series.exchangeId, series.dataType);
    const p = plan.intervals.get(interval);
    if (!p || p.filters.length === 0) return;
    const screened: { e: CandleClosedEvent; market: MarketAt }[] = [];
    for (const e of events) {
      const data = await live.marketAt(deps.db, e, p.operands.keys());
      if (data) screened.push({ e, market: { data } });
    }
    if (screened.length === 0) return;
    const { matches } = evaluatePlan(
      plan,
      interval,
      screened.map((s) => s.market),
    );
    const holding = await repo.filtersHoldingMarkets(
      deps.db,
      series,
      screened.map((s) => s.e.series.symbol),
    );
    const byId = new Map(p.filters.map((f) => [f.id, f]));
    const now = deps.clock.now();
    const rows: repo.NewMatchRow[] = [];
    const stays = new Set<string>();
    const entered: EnteredMatch[] = [];
    for (const m of matches) {
      const f = byId.get(m.id)!;
      for (const i of m.markets.toArray()) {
        const { e, market } = screened[i];
        const key = `${f.id}|${e.series.symbol}`;
        stays.add(key);
        const values = explainMatch(f, market).readings.map(readingDto);
        const isNew = !holding.has(key);
        if (isNew) {
          entered.push({
            filterId: f.id,
            symbol: e.series.symbol,
            close: e.candle.close,
            values,
            origin: e.origin,
          });
        }
        rows.push({
          filter_id: f.id,
          exchange_id: series.exchangeId,
          data_type: series.dataType,
          symbol: e.series.symbol,
          interval_code: interval,
          candle_time: candle.time,
          values: JSON.stringify(values),
          entered: isNew ? 1 : 0,
          late: e.origin === 'backfill' ? 1 : 0,
          created_at: now,
        });
      }
    }
    const left = [...holding]
      .filter((key) => !stays.has(key) && byId.has(key.slice(0, key.indexOf('|'))))
      .map((key) => {
        const at = key.indexOf('|');
        return { filterId: key.slice(0, at), symbol: key.slice(at + 1) };
      });
    const outcome = {
      exchangeId: series.exchangeId,
      dataType: series.dataType,
      interval,
      candleTime: candle.time,
      entered,
      left,
    };
    await repo.saveScreening(deps.db, series, candle.time, rows, left, async (trx) => {
      for (const listen of listeners) await listen(trx, outcome);
    });
  }

  /** Joins the event to the batch of its close; resolves once the batch is screened and stored. */
  function handle(e: CandleClosedEvent): Promise<void> {
    live.remember(e);
    const s = e.series;
    const key = `${s.exchangeId}:${s.dataType}:${s.interval}:${e.candle.time}`;
    let batch = pending.get(key);
    if (!batch) {
      const events: CandleClosedEvent[] = [];
      // the batch closes after the events already queued for delivery this turn have joined it
      const done = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        pending.delete(key);
        return screen(events);
      });
      batch = { events, done };
      pending.set(key, batch);
    }
    // the same candle twice in one batch (delivered again meanwhile) is screened once
    if (!batch.events.some((x) => x.series.symbol === s.symbol)) batch.events.push(e);
    return batch.done;
  }

  return {
    handle,
    /** A filter was saved or deleted somewhere: recompile on the next close. */
    invalidate: () => plans.clear(),
  };
}

/** Subscribes live screening to `market.candleClosed` and to filter changes (run once with the deps). */
export function registerScreener(deps: Deps, listeners: ScreeningListener[] = []): void {
  const screener = createLiveScreener(deps, listeners);
  onScreeningChange(deps.realtime, () => screener.invalidate());
  onCandleClosed(deps, { name: SCREENER_CONSUMER, concurrency: CONCURRENCY, handle: screener.handle });
}
