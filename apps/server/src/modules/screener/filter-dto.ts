import {
  CONDITION_ERROR_KEYS,
  type EntryType,
  type Filter,
  type FilterConditionItem,
  type IntervalCode,
  type StatisticFilter,
} from '@bitdata/contracts';
import {
  type ConditionError,
  type ConditionReading,
  patternColumn,
  type ValidCondition,
} from '@bitdata/core';
import type { FilterRow } from './screener.repository';

/** Row <-> answer shapes of filters, and the answer shape of core's condition errors and readings. */

const list = (json: string): number[] => JSON.parse(json) as number[];

export function filterDto(r: FilterRow): Filter {
  return {
    filterId: r.id,
    code: r.code,
    name: r.name,
    titleEn: r.title_en,
    titleVi: r.title_vi,
    entryType: r.entry_type as EntryType,
    conditionList: JSON.parse(r.condition_list) as FilterConditionItem[],
    takeProfits: list(r.take_profits),
    stoplosses: list(r.stoplosses),
    percentProfitConfig: list(r.percent_profit_config),
    percentStoplossConfig: list(r.percent_stoploss_config),
    exchangeId: r.exchange_id,
    dataType: r.data_type,
    baseCurrency: r.base_currency,
    interval: r.interval_code as IntervalCode,
    active: r.active === 1,
    notify: r.notify === 1,
    notifyOnLeave: r.notify_on_leave === null ? null : r.notify_on_leave === 1,
    cooldownCandles: r.cooldown_candles,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function statisticFilterDto(r: FilterRow): StatisticFilter {
  const { createdAt: _c, updatedAt: _u, ...rest } = filterDto(r);
  return { ...rest, descriptionEn: r.description_en, descriptionVi: r.description_vi };
}

/** 400 details: one entry per condition error, its path naming the condition (and group member). */
export const conditionIssues = (errors: readonly ConditionError[]) =>
  errors.map((e) => ({
    path:
      e.index === null
        ? 'conditionList'
        : `conditionList.${e.index}${e.member === undefined ? '' : `.anyOf.${e.member}`}`,
    index: e.index,
    ...(e.member === undefined ? {} : { member: e.member }),
    code: e.code,
    key: CONDITION_ERROR_KEYS[e.code],
    message: e.message,
  }));

const finite = (x: number | undefined) => (x === undefined ? undefined : Number.isFinite(x) ? x : null);

/** What the condition compares with, for the sentence "RSI(14) 33.11 < 35" (contracts' reading-text). */
function comparand(v: ValidCondition['value']) {
  if (typeof v === 'number') return { value: v };
  if (Array.isArray(v)) return { value: [...v] };
  if (typeof v === 'string') return { pattern: patternColumn(v) };
  const other = v as Exclude<ValidCondition['value'], number | string | readonly number[]>;
  return { rightField: other.field, ...(other.interval ? { rightInterval: other.interval } : {}) };
}

/** "Why it matched" on the wire: unknown values null, never NaN. */
export function readingDto(r: ConditionReading) {
  const c = r.condition;
  return {
    index: r.index,
    ...(r.member === undefined ? {} : { member: r.member }),
    field: c.field,
    ...(c.interval ? { interval: c.interval } : {}),
    operator: c.operator,
    matched: r.matched,
    left: finite(r.left) ?? null,
    ...(r.right === undefined ? {} : { right: finite(r.right) }),
    ...(r.leftPrevious === undefined ? {} : { leftPrevious: finite(r.leftPrevious) }),
    ...(r.rightPrevious === undefined ? {} : { rightPrevious: finite(r.rightPrevious) }),
    ...comparand(c.value),
  };
}
