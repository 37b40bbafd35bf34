import {
  DATA_TYPE,
  EXCHANGE,
  FILTER_OPERATORS,
  type FilterOperator,
  MAX_FILTER_CONDITIONS,
  MAX_GROUP_CONDITIONS,
} from '@bitdata/contracts/constants';
import {
  type FilterCondition,
  type FilterConditionItem,
  type FilterField,
  type FilterInput,
  filterInputSchema,
} from '@bitdata/contracts/filters';
import { type IntervalCode, intervalCodeSchema } from '@bitdata/contracts/market';
import { z } from 'zod';

/**
 * The builder's form model. A condition row keeps what the trader typed (the value as text, the other
 * field apart) so switching "value" / "another field" loses nothing; it becomes the wire condition of
 * contracts only on preview and save. Each row after the first is joined to the one above by AND or
 * OR: rows joined by OR form one "any of" group, and the groups must all hold ("RSI < 30 OR hammer,
 * AND close > EMA 200" is [anyOf(rsi, hammer), close]), the one shape of condition list the server
 * screens.
 */

const optionalInterval = z.union([intervalCodeSchema, z.literal('')]);

export const conditionRowSchema = z.object({
  /** how this row joins the one above (ignored on the first row) */
  join: z.enum(['and', 'or']),
  field: z.string().min(1, 'conditionUnknownField'),
  interval: optionalInterval,
  operator: z.union([z.enum(FILTER_OPERATORS), z.literal('')]),
  /** compare with a value, or with another field (field against field) */
  mode: z.enum(['value', 'field']),
  value: z.string(),
  rightField: z.string(),
  rightInterval: optionalInterval,
});
export type ConditionRow = z.infer<typeof conditionRowSchema>;

export const emptyRow = (join: ConditionRow['join'] = 'and'): ConditionRow => ({
  join,
  field: '',
  interval: '',
  operator: '',
  mode: 'value',
  value: '',
  rightField: '',
  rightInterval: '',
});

/** Operators that may take another field on the other side (numbers and counts compare and cross). */
const FIELD_OPERATORS: ReadonlySet<FilterOperator> = new Set([
  'equals',
  'isNotEquals',
  'isGreaterThan',
  'isGreaterThanOrEqual',
  'isLessThan',
  'isLessThanOrEqual',
  'crossesAbove',
  'crossesBelow',
]);
export const acceptsField = (operator: FilterOperator | '') =>
  operator !== '' && FIELD_OPERATORS.has(operator);
export const isListOperator = (operator: FilterOperator | '') => operator === 'in' || operator === 'notIn';

/** Fields the right-hand side may name: core compares only fields of one value kind. */
export const comparableFields = (fields: readonly FilterField[], left: FilterField | undefined) =>
  left
    ? fields.filter((f) => f.valueKind === left.valueKind && (f.kind === 'number' || f.kind === 'count'))
    : [];

const scalar = (text: string): number | string => {
  const trimmed = text.trim();
  const n = Number(trimmed);
  return trimmed !== '' && Number.isFinite(n) ? n : trimmed;
};

/** The wire condition of a row, or null while the row is incomplete. */
export function toCondition(row: ConditionRow): FilterCondition | null {
  if (!row.field || !row.operator) return null;
  const interval = row.interval || undefined;
  let value: FilterCondition['value'];
  if (row.mode === 'field' && acceptsField(row.operator)) {
    if (!row.rightField) return null;
    value = { field: row.rightField, ...(row.rightInterval ? { interval: row.rightInterval } : {}) };
  } else if (isListOperator(row.operator)) {
    const items = row.value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (items.length === 0) return null;
    value = items.map(scalar);
  } else {
    if (row.value.trim() === '') return null;
    value = scalar(row.value);
  }
  return { field: row.field, ...(interval ? { interval } : {}), operator: row.operator, value };
}

/** A stored condition as a row (the inverse of toCondition). */
export function toRow(c: FilterCondition, join: ConditionRow['join'] = 'and'): ConditionRow {
  const base: ConditionRow = {
    ...emptyRow(join),
    field: c.field,
    interval: c.interval ?? '',
    operator: c.operator,
  };
  const v = c.value;
  if (Array.isArray(v)) return { ...base, value: v.map(String).join(', ') };
  if (typeof v === 'object' && v !== null)
    return { ...base, mode: 'field', rightField: v.field, rightInterval: v.interval ?? '' };
  return { ...base, value: String(v) };
}

/** Row positions of each OR group, in order (a first row joined by OR still starts the first group). */
export function rowGroups(rows: readonly Pick<ConditionRow, 'join'>[]): number[][] {
  const groups: number[][] = [];
  rows.forEach((row, i) => {
    if (i === 0 || row.join === 'and') groups.push([i]);
    else groups[groups.length - 1].push(i);
  });
  return groups;
}

/**
 * The list the server screens, with the row behind each condition (to show the server's complaint about
 * `conditionList[index]`, member `member`, on its row). Incomplete rows are left out (the preview runs
 * while the trader types).
 */
export function conditionItemsOf(rows: readonly ConditionRow[]) {
  const items: { item: FilterConditionItem; rows: number[] }[] = [];
  for (const group of rowGroups(rows)) {
    const complete = group.flatMap((i) => {
      const c = toCondition(rows[i]);
      return c ? [{ c, i }] : [];
    });
    if (complete.length === 1) items.push({ item: complete[0].c, rows: [complete[0].i] });
    else if (complete.length > 1)
      items.push({ item: { anyOf: complete.map((x) => x.c) }, rows: complete.map((x) => x.i) });
  }
  return items;
}

export const conditionListOf = (rows: readonly ConditionRow[]) => conditionItemsOf(rows).map((x) => x.item);

/** The form: the filter input of contracts with the builder's rows in place of conditionList. */
export const filterFormSchema = filterInputSchema
  .omit({ conditionList: true })
  .extend({ conditions: z.array(conditionRowSchema) })
  .superRefine((form, ctx) => {
    if (form.conditions.length === 0)
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'conditionListEmpty' });
    const groups = rowGroups(form.conditions);
    if (groups.length > MAX_FILTER_CONDITIONS)
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'conditionListTooLong' });
    for (const group of groups)
      if (group.length > MAX_GROUP_CONDITIONS)
        ctx.addIssue({
          code: 'custom',
          path: ['conditions', group[0], 'join'],
          message: 'conditionGroupInvalid',
        });
    form.conditions.forEach((row, i) => {
      if (!toCondition(row))
        ctx.addIssue({
          code: 'custom',
          path: ['conditions', i, row.operator ? 'value' : 'operator'],
          message: 'conditionInvalid',
        });
    });
  });
export type FilterFormInput = z.input<typeof filterFormSchema>;
export type FilterFormOutput = z.output<typeof filterFormSchema>;

export function toInput({ conditions, ...rest }: FilterFormOutput): FilterInput {
  return { ...rest, conditionList: conditionListOf(conditions) };
}

/** A stored condition list as rows: an anyOf group's members joined by OR. */
export const rowsOf = (list: readonly FilterConditionItem[]): ConditionRow[] =>
  list.flatMap((item) =>
    'anyOf' in item ? item.anyOf.map((c, k) => toRow(c, k === 0 ? 'and' : 'or')) : [toRow(item)],
  );

export const DEFAULT_INTERVAL: IntervalCode = '1h';

export function formDefaults(filter?: {
  name: string;
  titleEn: string | null;
  titleVi: string | null;
  entryType: 'long' | 'short';
  conditionList: FilterConditionItem[];
  takeProfits: number[];
  stoplosses: number[];
  percentProfitConfig: number[];
  percentStoplossConfig: number[];
  exchangeId: number;
  dataType: number;
  baseCurrency: string;
  interval: IntervalCode;
  active: boolean;
  notify: boolean;
  notifyOnLeave: boolean | null;
  cooldownCandles: number | null;
}): FilterFormInput {
  if (!filter)
    return {
      name: '',
      titleEn: '',
      titleVi: '',
      entryType: 'long',
      conditions: [emptyRow()],
      takeProfits: [],
      stoplosses: [],
      exchangeId: EXCHANGE.binance,
      dataType: DATA_TYPE.future,
      baseCurrency: 'USDT',
      interval: DEFAULT_INTERVAL,
      active: true,
    };
  return {
    name: filter.name,
    titleEn: filter.titleEn ?? '',
    titleVi: filter.titleVi ?? '',
    entryType: filter.entryType,
    conditions: rowsOf(filter.conditionList),
    takeProfits: filter.takeProfits,
    stoplosses: filter.stoplosses,
    // not edited here, but a PUT replaces the filter: the offered choices are sent back unchanged
    percentProfitConfig: filter.percentProfitConfig,
    percentStoplossConfig: filter.percentStoplossConfig,
    exchangeId: filter.exchangeId,
    dataType: filter.dataType,
    baseCurrency: filter.baseCurrency,
    interval: filter.interval,
    active: filter.active,
    // a PUT replaces the filter: its notification choices go back as they are unless changed here
    notify: filter.notify,
    notifyOnLeave: filter.notifyOnLeave,
    cooldownCandles: filter.cooldownCandles,
  };
}
