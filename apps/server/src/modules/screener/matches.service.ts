import { type FilterMatch, type FilterMatches, INTERVAL_CODES, type IntervalCode } from '@bitdata/contracts';
import { evaluateAt, type MarketData, type ValidItem } from '@bitdata/core';
import type { AppDeps } from '../../platform/app-deps';
import { readFeedHistory } from '../market';
import { readingDto } from './filter-dto';
import { fillRatios, latestClosed, marketAt } from './market-data';

/** A validated filter as the evaluator needs it. */
export interface ScreenedFilter {
  conditions: readonly ValidItem[];
  exchangeId: number;
  dataType: number;
  interval: IntervalCode;
}

/** Every interval a condition list reads besides its own (multi-timeframe operands). */
export function intervalsRead(conditions: readonly ValidItem[]): Set<IntervalCode> {
  const out = new Set<IntervalCode>();
  const visit = (c: Exclude<ValidItem, { anyOf: unknown }>) => {
    if (c.interval) out.add(c.interval);
    const v = c.value;
    if (typeof v === 'object' && !Array.isArray(v) && v !== null && 'field' in v && v.interval) {
      out.add(v.interval);
    }
  };
  for (const item of conditions) {
    if ('anyOf' in item) item.anyOf.forEach(visit);
    else visit(item);
  }
  return out;
}

/**
 * The markets a filter matches on each market's latest closed candle of its interval, with the operand
 * values, evaluated now from the stored candles (the same evaluator as live screening, one market at a
 * time). Markets are every market of the filter's exchange and data type with history of its interval:
 * stored, or built as the chart builds it (the week from daily candles, its latest closed week). The
 * intervals read that no market has history of are named, since nothing can match until they have some:
 * an empty answer then is not "no market matches".
 */
export async function matchesNow(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  f: ScreenedFilter,
): Promise<FilterMatches> {
  const history = await readFeedHistory(deps, f);
  const spans = history.series.filter((s) => s.interval === f.interval);
  const others = intervalsRead(f.conditions);
  const held = new Set(history.intervals.map((h) => h.interval));
  const intervalsWithoutHistory = INTERVAL_CODES.filter(
    (it) => (it === f.interval || others.has(it)) && !held.has(it),
  );
  const now = deps.clock.now();
  const read: { symbol: string; time: number; data: MarketData }[] = [];
  for (const span of spans) {
    const time = latestClosed(span.lastTime, f.interval, now);
    const data = await marketAt(deps.db, span, f.interval, time, others);
    if (data) read.push({ symbol: span.symbol, time, data });
  }
  // the futures' ratios of every market in one query per interval, not one per market
  await fillRatios(deps.db, f, read);
  const markets: FilterMatch[] = [];
  for (const { symbol, time, data } of read) {
    const base = data[f.interval];
    if (!base) continue;
    const result = evaluateAt(f.conditions, data, f.interval, base.time.length - 1);
    if (result.matched) markets.push({ symbol, candleTime: time, values: result.readings.map(readingDto) });
  }
  markets.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
  return {
    exchangeId: f.exchangeId,
    dataType: f.dataType,
    interval: f.interval,
    markets,
    intervalsWithoutHistory,
  };
}
