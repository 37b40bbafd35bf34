import type { IntervalCode } from '@bitdata/contracts';
import {
  type CompiledFilter,
  compileFilters,
  evaluatePlan,
  explainMatch,
  type MarketAt,
  type ScreeningPlan,
} from '@bitdata/core';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { SqlDialect } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import type { Logger } from '../../platform/logger';
import type { RealtimeHub } from '../../platform/ports';
import {
  type CandleClosedEvent,
  intervalMs,
  type MarketRuntime,
  onCandleClosed,
  onScreeningChange,
  seriesKey,
} from '../market/series.service';
import { readingDto } from './filter-dto';
import { LiveSeries } from './live-series';
import { fillRatios } from './market-data';
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
  dialect: SqlDialect;
  clock: Clock;
  logger: Logger;
  market: Pick<MarketRuntime, 'onCandleClosed'>;
  realtime: RealtimeHub;
};

interface Batch {
  events: CandleClosedEvent[];
  done: Promise<void>;
}

/** An entry whose operand values are worked out on first read (most entries are never read). */
function enteredMatch(filter: CompiledFilter<string>, e: CandleClosedEvent, market: MarketAt): EnteredMatch {
  let values: EnteredMatch['values'] | undefined;
  return {
    filterId: filter.id,
    symbol: e.series.symbol,
    close: e.candle.close,
    origin: e.origin,
    get values() {
      values ??= explainMatch(filter, market).readings.map(readingDto);
      return values;
    },
  };
}

/** Where live screening stands for one series: its last screened candle and the filters holding it. */
interface Held {
  time: number;
  filters: Set<string>;
}

/**
 * Live screening: on each closed candle, every active filter of that exchange, data type and interval
 * is evaluated for that market with one compiled plan (core's compileFilters: identical conditions run
 * once). The events of one close that arrive together are screened as one batch, all markets in one
 * plan run. A filter's match set is stored as spans (entered on candle a, left on candle b): only the
 * markets that enter or leave are written, under the unique key (filter, market, candle of entry), so
 * that a redelivered candle changes nothing. Which filters hold each market is kept in memory after its
 * first close, and read back from the open spans after a start or a gap (another instance may have
 * screened it meanwhile). The operand values of an entry ("why it matched") are worked out only when a
 * listener reads them (notifications do, for notifying filters); the matches API works them out on
 * request. Candles of a backfill are screened but their entries flagged late (not news any more).
 */
export function createLiveScreener(deps: Deps, listeners: ScreeningListener[] = []) {
  // one plan per exchange and data type, compiled on first use and dropped on any filter change
  const plans = new Map<string, Promise<ScreeningPlan<string>>>();
  const live = new LiveSeries();
  const pending = new Map<string, Batch>();
  const held = new Map<string, Held>();

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

  /** The filters holding each market before this candle: from memory, else from the open spans. */
  async function holding(keys: string[], events: CandleClosedEvent[]): Promise<Set<string>[]> {
    const { series, candle } = events[0];
    const interval = series.interval as IntervalCode;
    const previous = candle.time - intervalMs(interval);
    const cold = events.filter((_, i) => held.get(keys[i])?.time !== previous).map((e) => e.series.symbol);
    const stored =
      cold.length > 0
        ? await repo.openSpansOf(deps.db, { ...series, interval }, cold)
        : new Map<string, Set<string>>();
    return events.map((e, i) => stored.get(e.series.symbol) ?? held.get(keys[i])!.filters);
  }

  async function screen(batch: CandleClosedEvent[]): Promise<void> {
    const { series, candle } = batch[0];
    const interval = series.interval as IntervalCode;
    const keyOf = (e: CandleClosedEvent) =>
      seriesKey(series.exchangeId, series.dataType, e.series.symbol, interval);
    // a candle this process screened already (delivered again) changes nothing
    const fresh = batch.filter((e) => (held.get(keyOf(e))?.time ?? Number.NEGATIVE_INFINITY) < candle.time);
    const plan = await planFor(series.exchangeId, series.dataType);
    const p = plan.intervals.get(interval);
    if (!p || p.filters.length === 0 || fresh.length === 0) return;
    const screened: { e: CandleClosedEvent; market: MarketAt }[] = [];
    for (const e of fresh) {
      const data = await live.marketAt(deps.db, e, p.operands.keys());
      if (data) screened.push({ e, market: { data } });
    }
    if (screened.length === 0) return;
    await fillRatios(
      deps.db,
      series,
      screened.map((s) => ({ symbol: s.e.series.symbol, data: s.market.data })),
    );
    const { matches } = evaluatePlan(
      plan,
      interval,
      screened.map((s) => s.market),
    );
    const events = screened.map((s) => s.e);
    const keys = events.map(keyOf);
    const before = await holding(keys, events);
    const matched = screened.map(() => new Set<string>());
    for (const m of matches) for (const i of m.markets.toArray()) matched[i].add(m.id);

    const byId = new Map(p.filters.map((f) => [f.id, f]));
    const entered: EnteredMatch[] = [];
    const left: { filterId: string; symbol: string }[] = [];
    const after: Set<string>[] = [];
    screened.forEach(({ e, market }, i) => {
      const symbol = e.series.symbol;
      for (const id of matched[i]) {
        if (!before[i].has(id)) entered.push(enteredMatch(byId.get(id)!, e, market));
      }
      // filters outside this plan (deactivated meanwhile) keep their hold: only a screened filter leaves
      const next = new Set(matched[i]);
      for (const id of before[i]) {
        if (matched[i].has(id)) continue;
        if (byId.has(id)) left.push({ filterId: id, symbol });
        else next.add(id);
      }
      after.push(next);
    });
    const outcome = {
      exchangeId: series.exchangeId,
      dataType: series.dataType,
      interval,
      candleTime: candle.time,
      entered,
      left,
    };
    await repo.saveScreening(deps.db, deps.dialect, outcome, deps.clock.now(), async (trx) => {
      for (const listen of listeners) await listen(trx, outcome);
    });
    keys.forEach((key, i) => {
      held.set(key, { time: candle.time, filters: after[i] });
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
