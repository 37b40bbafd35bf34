import { dataTypeCode, exchangeName, type IntervalCode } from '@bitdata/contracts';
import {
  type CompiledFilter,
  compileFilters,
  evaluatePlan,
  explainMatch,
  GatheredMarkets,
  type IntervalPlan,
  type MarketAt,
  type ScreeningPlan,
} from '@bitdata/core';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import type { SqlDialect } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import type { Logger } from '../../platform/logger';
import type { Metrics } from '../../platform/metrics/metrics';
import type { RealtimeHub } from '../../platform/ports';
import {
  type CandleClosedEvent,
  intervalMs,
  type MarketRuntime,
  onCandleClosed,
  onScreeningChange,
  seriesKey,
} from '../market';
import { ArrivalScreen } from './arrival-screen';
import { readingDto } from './filter-dto';
import { LiveSeries } from './live-series';
import { fillRatios, RATIO_COLUMNS } from './market-data';
import { matchedByMarket } from './market-sets';
import { bitPositions, bytesFor, emptySets, type PlanKey, planKeyOf, remapBits, without } from './match-bits';
import { planById } from './match-sets';
import { ScratchBuffers } from './scratch-buffers';
import * as repo from './screener.repository';
import type { AfterCommit, EnteredMatch, ScreeningListener, ScreeningOutcome } from './screening.service';

/** Consumer name of live screening: its watermarks are stored under it. */
export const SCREENER_CONSUMER = 'screener';
/**
 * Events in flight at once: every market of a close, so that they are screened together (one plan run
 * over all of them). Each waits for its batch to be stored before it counts as handled.
 */
const CONCURRENCY = 1024;

/** What the consumer uses of AppDeps: a test screens against a market runtime of its own. */
type Deps = {
  db: Kysely<Database>;
  dialect: SqlDialect;
  clock: Clock;
  logger: Logger;
  market: Pick<MarketRuntime, 'onCandleClosed'>;
  realtime: RealtimeHub;
  config: { market: Pick<AppConfig['market'], 'screeningArrivalBlock'> };
  /** Told each close's screening time (absent: not measured). */
  metrics?: Pick<Metrics, 'closeScreened'>;
};

interface Batch {
  events: CandleClosedEvent[];
  /** each event's series key (seriesKey), built as it arrived */
  keys: string[];
  /**
   * What the plan reads of each event's market, found from the held rows as the event arrived (when
   * the plan was compiled and every row it reads was held), with the interval plan it was found for:
   * the close's last event then waits for no market's lookup but its own.
   */
  ready: ({ plan: IntervalPlan<string>; market: MarketAt } | undefined)[];
  /**
   * The ready markets' operands, copied as each arrived (while its rows were in the cache), in the
   * order of `events` for as long as every event was ready; used when the close screens exactly those.
   */
  gathered?: GatheredMarkets;
  /** `gathered`'s markets screened block by block as they were added (ArrivalScreen) */
  arrived?: ArrivalScreen;
  /** the markets in `events` (a close of 500 markets looked each up in the list: 125,000 comparisons) */
  symbols: Set<string>;
  done: Promise<void>;
}

type Feed = { exchangeId: number; dataType: number; interval: IntervalCode };

/**
 * What listeners are told of a close. Its lists are built when first read: a close of thousands of
 * filters moves tens of thousands of (filter, market) pairs, and the operand values of an entry are
 * worked out only for the entries a listener reads them of.
 */
function lazyOutcome(
  feed: Feed,
  candleTime: number,
  screened: { e: CandleClosedEvent; market: MarketAt }[],
  filters: readonly CompiledFilter<string>[],
  matched: Uint8Array[],
  entered: Uint8Array[],
  before: Uint8Array[],
): ScreeningOutcome {
  let enteredList: EnteredMatch[] | undefined;
  let leftList: ScreeningOutcome['left'] | undefined;
  return {
    ...feed,
    candleTime,
    get entered() {
      enteredList ??= screened.flatMap(({ e, market }, i) =>
        bitPositions(entered[i]).map((f) => {
          let values: EnteredMatch['values'] | undefined;
          return {
            filterId: filters[f].id,
            symbol: e.series.symbol,
            close: e.candle.close,
            origin: e.origin,
            get values() {
              values ??= explainMatch(filters[f], market).readings.map(readingDto);
              return values;
            },
          };
        }),
      );
      return enteredList;
    },
    get left() {
      leftList ??= screened.flatMap(({ e }, i) =>
        bitPositions(without(before[i], matched[i])).map((f) => ({
          filterId: filters[f].id,
          symbol: e.series.symbol,
        })),
      );
      return leftList;
    },
  };
}

/** Where live screening stands for one series: its last screened candle and what matched on it. */
interface Held {
  time: number;
  plan: PlanKey;
  matched: Uint8Array;
}

/** The plan of one interval, keyed by its ordered filters (what stored bits refer to). */
interface IntervalScreen {
  filters: readonly CompiledFilter<string>[];
  key: PlanKey;
}

/**
 * Live screening: on each closed candle, every active filter of that exchange, data type and interval
 * is evaluated for that market with one compiled plan (core's compileFilters: identical conditions run
 * once). The events of one close that arrive together are screened as one batch, its markets evaluated
 * in blocks as they arrive (ArrivalScreen) or, when they were not all ready then, in one plan run at the
 * close, and stored in one transaction. Each market's screened candle is stored as one row under the unique key (market, interval,
 * candle), so a redelivered candle changes nothing: the filters that matched and those that entered
 * (not matching on the previous candle), as bits over the plan's filters. What matched on the previous
 * candle is kept in memory, and read back from its stored row after a start or a gap (another instance
 * may have screened it meanwhile). Listeners get who entered and left; the operand values of an entry
 * ("why it matched") are worked out only when a listener reads them. Candles of a backfill are screened
 * but flagged late (not news any more).
 */
export function createLiveScreener(deps: Deps, listeners: ScreeningListener[] = []) {
  // markets of a close evaluated together as their events arrive (ArrivalScreen); 0: all at the close
  const block = deps.config.market.screeningArrivalBlock;
  // one plan per exchange and data type, compiled on first use and dropped on any filter change
  const plans = new Map<string, Promise<ScreeningPlan<string>>>();
  // the same plans once compiled, read without waiting as events arrive
  const compiled = new Map<string, ScreeningPlan<string>>();
  const screens = new WeakMap<object, IntervalScreen>();
  const saved = new Set<string>();
  const live = new LiveSeries();
  const pending = new Map<string, Batch>();
  const held = new Map<string, Held>();
  const buffers = new ScratchBuffers();

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
        // unless filters changed while it compiled
        if (plans.get(key) === p) compiled.set(key, plan);
        return plan;
      });
      p.catch(() => plans.delete(key));
      plans.set(key, p);
    }
    return p;
  }

  /** The interval's plan with its key, its filter list stored once (stored bits refer to it). */
  async function screenOf(p: { filters: readonly CompiledFilter<string>[] }): Promise<IntervalScreen> {
    let s = screens.get(p);
    if (!s) {
      s = { filters: p.filters, key: planKeyOf(p.filters.map((f) => f.id)) };
      screens.set(p, s);
    }
    if (!saved.has(s.key.id)) {
      await repo.savePlan(deps.db, s.key, deps.clock.now());
      saved.add(s.key.id);
    }
    return s;
  }

  /** What matched on each market's previous candle, as bits over `plan`: memory, else its stored row. */
  async function previous(keys: string[], symbols: string[], feed: Feed, time: number, plan: PlanKey) {
    const out: (Uint8Array | null)[] = keys.map((k) => {
      const h = held.get(k);
      return h && h.time === time ? remapBits(h.matched, h.plan, plan) : null;
    });
    const cold = symbols.filter((_, i) => out[i] === null);
    if (cold.length > 0) {
      const rows = new Map((await repo.screenedAt(deps.db, feed, cold, time)).map((r) => [r.symbol, r]));
      for (let i = 0; i < symbols.length; i++) {
        if (out[i] !== null) continue;
        const row = rows.get(symbols[i]);
        const from = row && (await planById(deps.db, row.planId));
        // never screened before (or not at that candle): nothing matched, every match enters
        out[i] = from ? remapBits(row.matched, from, plan) : new Uint8Array(bytesFor(plan.filterIds.length));
      }
    }
    return out as Uint8Array[];
  }

  async function screen({ events: batch, keys: keyOf, ready, gathered, arrived }: Batch): Promise<void> {
    const { series, candle } = batch[0];
    const interval = series.interval as IntervalCode;
    const feed = { exchangeId: series.exchangeId, dataType: series.dataType, interval };
    // a candle this process screened already (delivered again) changes nothing
    const fresh = batch.flatMap((_, i) =>
      (held.get(keyOf[i])?.time ?? Number.NEGATIVE_INFINITY) < candle.time ? [i] : [],
    );
    const plan = await planFor(series.exchangeId, series.dataType);
    const p = plan.intervals.get(interval);
    if (!p || p.filters.length === 0 || fresh.length === 0) return;
    const screened: { e: CandleClosedEvent; market: MarketAt }[] = [];
    const keys: string[] = [];
    for (const i of fresh) {
      const e = batch[i];
      const found = ready[i]?.plan === p ? ready[i].market : undefined;
      const data = found
        ? found.data
        : (live.heldMarketAt(e, p.operands.keys()) ?? (await live.marketAt(deps.db, e, p.operands.keys())));
      if (data) {
        screened.push({ e, market: found ?? { data } });
        keys.push(keyOf[i]);
      }
    }
    if (screened.length === 0) return;
    const filled = await fillRatios(
      deps.db,
      series,
      screened.map((s) => ({ symbol: s.e.series.symbol, data: s.market.data })),
    );
    // the markets gathered as they came, when they are exactly the ones screened (else gathered now)
    const asGathered =
      gathered?.plan === p &&
      gathered.markets.length === screened.length &&
      screened.every((x, k) => gathered.markets[k] === x.market);
    if (asGathered && filled) gathered.refresh(RATIO_COLUMNS);
    const { filters, key } = await screenOf(p);
    const matched =
      asGathered && arrived?.gathered === gathered
        ? arrived.finish()
        : matchedByMarket(
            evaluatePlan(plan, interval, asGathered ? gathered : screened.map((s) => s.market)).sets,
            filters,
            screened.length,
          );
    const bytes = bytesFor(filters.length);
    const symbols = screened.map((s) => s.e.series.symbol);
    const before = await previous(keys, symbols, feed, candle.time - intervalMs(interval), key);
    const entered = emptySets(screened.length, bytes).sets;
    for (let i = 0; i < matched.length; i++) without(matched[i], before[i], entered[i]);

    const outcome = lazyOutcome(feed, candle.time, screened, filters, matched, entered, before);
    const rows = screened.map((s, i) => ({
      symbol: symbols[i],
      matched: matched[i],
      entered: entered[i],
      late: s.e.origin === 'backfill',
    }));
    const committed: AfterCommit[] = [];
    // the packed rows are written into buffers kept for the next close (they are stored by then)
    const scratch = buffers.lease();
    try {
      await repo.saveScreenedCandles(
        deps.db,
        { ...feed, candleTime: candle.time, planId: key.id },
        rows,
        deps.clock.now(),
        {
          alloc: scratch.take,
          within: async (trx) => {
            for (const listen of listeners) {
              const then = await listen(trx, outcome);
              if (then) committed.push(then);
            }
          },
        },
      );
    } finally {
      scratch.release();
    }
    for (const then of committed) {
      then().catch((err) => deps.logger.warn({ err }, 'screener: a listener after-commit step failed'));
    }
    keys.forEach((k, i) => {
      held.set(k, { time: candle.time, plan: key, matched: matched[i] });
    });
  }

  /** Joins the event to the batch of its close; resolves once the batch is screened and stored. */
  function handle(e: CandleClosedEvent): Promise<void> {
    live.remember(e);
    const s = e.series;
    const key = `${s.exchangeId}:${s.dataType}:${s.interval}:${e.candle.time}`;
    let batch = pending.get(key);
    if (!batch) {
      const b: Batch = { events: [], keys: [], ready: [], symbols: new Set(), done: Promise.resolve() };
      // the batch closes after the events already queued for delivery this turn have joined it
      b.done = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        pending.delete(key);
        const started = performance.now();
        await screen(b);
        deps.metrics?.closeScreened(
          { exchange: exchangeName(s.exchangeId), dataType: dataTypeCode(s.dataType), interval: s.interval },
          (performance.now() - started) / 1000,
        );
      });
      batch = b;
      pending.set(key, batch);
    }
    // the same candle twice in one batch (delivered again meanwhile) is screened once
    if (!batch.symbols.has(s.symbol)) {
      batch.symbols.add(s.symbol);
      batch.events.push(e);
      batch.keys.push(seriesKey(s.exchangeId, s.dataType, s.symbol, s.interval));
      prepare(batch, e);
    }
    return batch.done;
  }

  /** What the close will read of the event's market, found as it arrives (Batch.ready, Batch.gathered). */
  function prepare(batch: Batch, e: CandleClosedEvent): void {
    const s = e.series;
    const screening = compiled.get(`${s.exchangeId}:${s.dataType}`);
    const plan = screening?.intervals.get(s.interval as IntervalCode);
    const data = plan && live.heldMarketAt(e, plan.operands.keys());
    if (!screening || !plan || !data) {
      batch.ready.push(undefined);
      return;
    }
    const market = { data };
    batch.ready.push({ plan, market });
    // gathered while every event so far was ready for the same plan
    if (batch.ready.length === 1) {
      batch.gathered = new GatheredMarkets(plan);
      if (block > 0) batch.arrived = new ArrivalScreen(screening, plan, batch.gathered, block);
    }
    const g = batch.gathered;
    if (g?.plan === plan && g.markets.length === batch.ready.length - 1) {
      g.add(market);
      batch.arrived?.added();
    }
  }

  return {
    handle,
    /** A filter was saved or deleted somewhere: recompile on the next close. */
    invalidate: () => {
      plans.clear();
      compiled.clear();
    },
  };
}

/** Subscribes live screening to `market.candleClosed` and to filter changes (run once with the deps). */
export function registerScreener(deps: Deps, listeners: ScreeningListener[] = []): void {
  const screener = createLiveScreener(deps, listeners);
  onScreeningChange(deps.realtime, () => screener.invalidate());
  onCandleClosed(deps, { name: SCREENER_CONSUMER, concurrency: CONCURRENCY, handle: screener.handle });
}
