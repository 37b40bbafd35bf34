import crypto from 'node:crypto';
import {
  type FilterField,
  type FilterPreviewInput,
  type filterInputSchema,
  type IntervalCode,
  PRICING_PATH,
  type StatisticMatchesQuery,
} from '@bitdata/contracts';
import { SCREENER_FIELDS, type ValidItem, validateConditions } from '@bitdata/core';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import type { AuthContext } from '../auth';
import { publishScreeningChange } from '../market';
import { lockMember } from '../users';
import { entitlementsOf } from './entitlements';
import { conditionIssues, filterDto, statisticFilterDto } from './filter-dto';
import { countMatchSets } from './match-sets';
import { intervalsRead, matchesNow } from './matches.service';
import * as repo from './screener.repository';

/** Plan limits for other modules (notification devices): the one place they are read. */
export { type Entitlements, entitlementsOf } from './entitlements';

/** Filters of members and the system's statistic filters: functions of (deps, input). */
type Deps = Pick<AppDeps, 'db' | 'clock' | 'realtime'>;
type Input = z.output<typeof filterInputSchema>;

/** Every field a condition may name, for the builder. */
export function listFields(): FilterField[] {
  return SCREENER_FIELDS.map((f) => ({
    name: f.name,
    group: f.group,
    valueKind: f.valueKind,
    kind: f.kind,
    operators: [...f.operators],
    codes: f.codes ? { ...f.codes } : null,
    codeLabels: f.codeLabels ? { ...f.codeLabels } : null,
    name_en: f.name_en,
    name_vi: f.name_vi,
    label_en: f.label_en,
    label_vi: f.label_vi,
    description_en: f.description_en,
    description_vi: f.description_vi,
  }));
}

/** The conditions normalised by core, or 400 naming each wrong condition's index. */
function validConditions(list: unknown): readonly ValidItem[] {
  const checked = validateConditions(list);
  if (!checked.ok) throw AppError.of('VALIDATION', 'badRequest', conditionIssues(checked.errors));
  return checked.conditions;
}

/** 403 INTERVAL_NOT_IN_PLAN when the filter or one of its conditions screens an interval of no plan of the caller's. */
async function requireIntervals(
  deps: Deps,
  auth: AuthContext,
  interval: IntervalCode,
  conditions: readonly ValidItem[],
) {
  const plan = await entitlementsOf(deps, auth.user);
  const wanted = new Set([interval, ...intervalsRead(conditions)]);
  const refused = [...wanted].filter((i) => !plan.intervals.includes(i));
  if (refused.length > 0) {
    throw AppError.of('INTERVAL_NOT_IN_PLAN', 'intervalNotInPlan', {
      pricing: PRICING_PATH,
      intervals: refused,
      allowed: plan.intervals,
    });
  }
  return plan;
}

const columns = (input: Input, conditions: readonly unknown[]) => ({
  name: input.name,
  title_en: input.titleEn ?? null,
  title_vi: input.titleVi ?? null,
  entry_type: input.entryType,
  // the list as sent (numeric strings and pattern aliases kept): it is validated again when compiled
  condition_list: JSON.stringify(conditions),
  take_profits: JSON.stringify(input.takeProfits),
  stoplosses: JSON.stringify(input.stoplosses),
  percent_profit_config: JSON.stringify(input.percentProfitConfig),
  percent_stoploss_config: JSON.stringify(input.percentStoplossConfig),
  exchange_id: input.exchangeId,
  data_type: input.dataType,
  base_currency: input.baseCurrency,
  interval_code: input.interval,
  active: input.active ? 1 : 0,
  notify: input.notify ? 1 : 0,
  notify_on_leave: input.notifyOnLeave === null ? null : input.notifyOnLeave ? 1 : 0,
  cooldown_candles: input.cooldownCandles,
});

/** The plan's counts a member's filters must stay within (null: no limit). */
interface FilterLimits {
  filters: number | null;
  notifying: number | null;
}

/**
 * The refusal of a write that would pass a plan limit: 403 FILTER_LIMIT for the count of filters, or
 * 403 NOTIFICATION_LIMIT for the count of notifying ones (basic 5, middle 10, premium 30, a free
 * member 1), with how many the member has and the pricing page to raise it.
 */
function limitError(limit: keyof FilterLimits, used: number, limits: FilterLimits) {
  const [code, key] =
    limit === 'filters'
      ? (['FILTER_LIMIT', 'filterLimitReached'] as const)
      : (['NOTIFICATION_LIMIT', 'notificationLimitReached'] as const);
  return AppError.of(code, key, { pricing: PRICING_PATH, used, limit: limits[limit] });
}

const announce = (deps: Deps, filterId: string, change: 'saved' | 'deleted') =>
  publishScreeningChange(deps.realtime, { filterId, change, at: deps.clock.now() });

export async function listFilters(deps: Deps, auth: AuthContext) {
  const rows = await repo.listOwnFilters(deps.db, auth.user.id);
  const counts = await countMatchSets(
    deps.db,
    rows.map((r) => ({
      id: r.id,
      exchangeId: r.exchange_id,
      dataType: r.data_type,
      interval: r.interval_code,
    })),
  );
  const plan = await entitlementsOf(deps, auth.user);
  return {
    filters: rows.map((r) => ({ ...filterDto(r), matchCount: counts.get(r.id) ?? 0 })),
    usage: {
      used: rows.length,
      limit: plan.filterLimit,
      intervals: plan.intervals,
      notifying: rows.filter((r) => r.notify === 1).length,
      notificationLimit: plan.notificationLimit,
    },
  };
}

export async function createFilter(deps: Deps, auth: AuthContext, input: Input) {
  const conditions = validConditions(input.conditionList);
  const plan = await requireIntervals(deps, auth, input.interval, conditions);
  const limits = { filters: plan.filterLimit, notifying: plan.notificationLimit };
  const now = deps.clock.now();
  const id = crypto.randomUUID();
  const row = {
    id,
    owner_id: auth.user.id,
    code: null,
    description_en: null,
    description_vi: null,
    ...columns(input, input.conditionList),
    created_at: now,
    updated_at: now,
  };
  // counted and written behind the member's lock; a notifying filter's limit is checked first, as
  // that refusal names what the member asked for
  await deps.db.transaction().execute(async (trx) => {
    await lockMember(trx, auth.user.id);
    if (row.notify === 1 && limits.notifying !== null) {
      const used = await repo.countOwnFilters(trx, auth.user.id, { notifying: true });
      if (used >= limits.notifying) throw limitError('notifying', used, limits);
    }
    if (limits.filters !== null) {
      const used = await repo.countOwnFilters(trx, auth.user.id);
      if (used >= limits.filters) throw limitError('filters', used, limits);
    }
    await repo.insertFilter(trx, row);
  });
  await announce(deps, id, 'saved');
  return getFilter(deps, auth, id);
}

export async function getFilter(deps: Deps, auth: AuthContext, id: string) {
  const row = await repo.findOwnFilter(deps.db, auth.user.id, id);
  // another member's filter answers as a missing one: its existence is not disclosed
  if (!row) throw AppError.of('NOT_FOUND', 'notFound');
  return filterDto(row);
}

export async function updateFilter(deps: Deps, auth: AuthContext, id: string, input: Input) {
  await getFilter(deps, auth, id);
  const conditions = validConditions(input.conditionList);
  const plan = await requireIntervals(deps, auth, input.interval, conditions);
  const changes = { ...columns(input, input.conditionList), updated_at: deps.clock.now() };
  const limits = { filters: plan.filterLimit, notifying: plan.notificationLimit };
  // turning notifications on counts the member's other notifying filters behind their lock; a filter
  // that notifies already keeps doing so whatever the plan became
  await deps.db.transaction().execute(async (trx) => {
    await lockMember(trx, auth.user.id);
    const notifies = await repo.ownFilterNotifies(trx, auth.user.id, id);
    if (notifies === null) throw AppError.of('NOT_FOUND', 'notFound');
    if (changes.notify === 1 && !notifies && limits.notifying !== null) {
      const used = await repo.countOwnFilters(trx, auth.user.id, { notifying: true, except: id });
      if (used >= limits.notifying) throw limitError('notifying', used, limits);
    }
    await repo.updateOwnFilter(trx, auth.user.id, id, changes);
  });
  await announce(deps, id, 'saved');
  return getFilter(deps, auth, id);
}

export async function deleteFilter(deps: Deps, auth: AuthContext, id: string) {
  if (!(await repo.deleteOwnFilter(deps.db, auth.user.id, id))) throw AppError.of('NOT_FOUND', 'notFound');
  await announce(deps, id, 'deleted');
  return { ok: true as const };
}

export async function filterMatches(deps: Deps, auth: AuthContext, id: string) {
  const f = await getFilter(deps, auth, id);
  return matchesNow(deps, { ...f, conditions: validConditions(f.conditionList) });
}

export async function previewFilter(deps: Deps, auth: AuthContext, input: FilterPreviewInput) {
  const conditions = validConditions(input.conditionList);
  const interval = input.interval as IntervalCode;
  await requireIntervals(deps, auth, interval, conditions);
  return matchesNow(deps, {
    conditions,
    exchangeId: Number(input.exchangeId),
    dataType: Number(input.dataType),
    interval,
  });
}

export async function listStatisticFilters(deps: Deps) {
  return (await repo.listSystemFilters(deps.db)).map(statisticFilterDto);
}

export async function statisticMatches(deps: Deps, code: string, q: StatisticMatchesQuery) {
  const row = await repo.findSystemFilter(deps.db, code);
  if (!row) throw AppError.of('NOT_FOUND', 'notFound');
  const f = filterDto(row);
  return matchesNow(deps, {
    conditions: validConditions(f.conditionList),
    exchangeId: q.exchangeId ?? f.exchangeId,
    dataType: q.dataType ?? f.dataType,
    interval: q.interval ?? f.interval,
  });
}
