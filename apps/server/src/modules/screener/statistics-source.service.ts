import type { Filter, IntervalCode } from '@bitdata/contracts';
import { type ValidItem, validateConditions } from '@bitdata/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { filterDto } from './filter-dto';
import * as repo from './screener.repository';

/** Filters for the statistics module, typed by the deps they need (the statistics job's). */

/** A filter as statistics backtest it: its answer shape, its conditions validated, what they read. */
export interface StatisticsFilter {
  filter: Filter;
  /** null when the stored list no longer validates (a filter saved by an older release) */
  checked: StatisticsConditions | null;
}

export interface StatisticsConditions {
  conditions: readonly ValidItem[];
  /** intervals the conditions read besides the filter's own (multi-timeframe operands) */
  otherIntervals: IntervalCode[];
}

/** Validates a stored condition list with core's rules (the live screener's): null when it does not pass. */
export function conditionsForStatistics(list: unknown): StatisticsConditions | null {
  const checked = validateConditions(list);
  if (!checked.ok) return null;
  const others = new Set<IntervalCode>();
  for (const item of checked.conditions) {
    for (const c of 'anyOf' in item ? item.anyOf : [item]) {
      if (c.interval) others.add(c.interval);
      const v = c.value;
      if (typeof v === 'object' && v !== null && !Array.isArray(v) && 'field' in v && v.interval)
        others.add(v.interval);
    }
  }
  return { conditions: checked.conditions, otherIntervals: [...others] };
}

/**
 * The filter a member may backtest: their own, or a system statistic filter (public). Another member's
 * filter reads as absent (null), like everywhere else.
 */
export async function filterForStatistics(
  deps: { db: Kysely<Database> },
  ownerId: string,
  filterId: string,
): Promise<StatisticsFilter | null> {
  const row =
    (await repo.findOwnFilter(deps.db, ownerId, filterId)) ??
    (await repo.listSystemFilters(deps.db)).find((f) => f.id === filterId);
  if (!row) return null;
  const filter = filterDto(row);
  return { filter, checked: conditionsForStatistics(filter.conditionList) };
}
