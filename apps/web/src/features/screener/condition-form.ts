import {
  DATA_TYPE,
  EXCHANGE,
  FILTER_OPERATORS,
  type FilterOperator,
  MAX_FILTER_CONDITIONS,
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
 * contracts only on preview and save. anyOf groups (made through the API or by operators) are kept
 * as they are and sent back unchanged: the builder edits plain conditions.
 */

const optionalInterval = z.union([intervalCodeSchema, z.literal('')]);

export const conditionRowSchema = z.object({
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

export const emptyRow = (): ConditionRow => ({
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
export function toRow(c: FilterCondition): ConditionRow {
  const base: ConditionRow = {
    ...emptyRow(),
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

const isGroup = (item: FilterConditionItem): item is Extract<FilterConditionItem, { anyOf: unknown }> =>
  'anyOf' in item;

/** The form: the filter input of contracts with the builder's rows in place of conditionList. */
export const filterFormSchema = filterInputSchema
  .omit({ conditionList: true })
  .extend({
    conditions: z.array(conditionRowSchema).max(MAX_FILTER_CONDITIONS, 'conditionListTooLong'),
    groups: z.array(z.custom<FilterConditionItem>()),
  })
  .superRefine((form, ctx) => {
    if (form.conditions.length + form.groups.length === 0)
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'conditionListEmpty' });
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

/** The list the server screens: complete rows, then the kept groups. */
export function conditionListOf(rows: readonly ConditionRow[], groups: readonly FilterConditionItem[]) {
  return [...rows.map(toCondition).filter((c): c is FilterCondition => c !== null), ...groups];
}

export function toInput({ conditions, groups, ...rest }: FilterFormOutput): FilterInput {
  return { ...rest, conditionList: conditionListOf(conditions, groups) };
}

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
      groups: [],
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
    conditions: filter.conditionList.filter((c) => !isGroup(c)).map((c) => toRow(c as FilterCondition)),
    groups: filter.conditionList.filter(isGroup),
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
