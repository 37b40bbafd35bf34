import { z } from 'zod';
import { dataOf, text } from './common';
import {
  ENTRY_TYPES,
  FIELD_KINDS,
  FILTER_OPERATORS,
  MAX_CONDITION_LIST_VALUES,
  MAX_FILTER_CONDITIONS,
  MAX_GROUP_CONDITIONS,
  MAX_TARGET_PERCENT,
  MAX_TARGETS,
} from './constants/filters';
import { MAX_COOLDOWN_CANDLES } from './constants/notifications';
import { dataTypeParam, exchangeIdParam, intervalCodeSchema } from './market';

/**
 * Filters: a member's screens over the indicator catalogue, system statistic filters, and
 * their current matches. The shapes of conditions mirror packages/core/src/screener/conditions.ts; the
 * server checks the meaning (known field, operator fitting its kind, value type) with core's
 * validateConditions and answers 400 naming the condition's index. Unknown numbers are null on the wire.
 */

/** A number, a numeric string (read as its number), a code or pattern name, or true/false for a flag. */
export const scalarValueSchema = z.union([z.number(), z.string().max(60), z.boolean()]);

/** Another field as the right-hand side (field against field), optionally on another interval. */
export const fieldOperandSchema = z.object({
  field: z.string().max(60),
  interval: intervalCodeSchema.optional(),
});

export const conditionValueSchema = z.union([
  scalarValueSchema,
  fieldOperandSchema,
  z.array(scalarValueSchema).max(MAX_CONDITION_LIST_VALUES),
]);

/** `{ field, operator, value }`; `interval` reads the field on another interval (its last closed candle). */
export const conditionSchema = z.object({
  field: z.string().max(60),
  interval: intervalCodeSchema.optional(),
  operator: z.enum(FILTER_OPERATORS, { message: 'invalidValue' }),
  value: conditionValueSchema,
});
export type FilterCondition = z.infer<typeof conditionSchema>;

/** Alternatives: the group holds when any member holds. */
export const conditionGroupSchema = z.object({
  anyOf: z.array(conditionSchema).min(1).max(MAX_GROUP_CONDITIONS),
});
export type FilterConditionGroup = z.infer<typeof conditionGroupSchema>;

export const conditionItemSchema = z.union([conditionSchema, conditionGroupSchema]);
export type FilterConditionItem = z.infer<typeof conditionItemSchema>;

/** Every item must hold (AND). */
export const conditionListSchema = z.array(conditionItemSchema).min(1).max(MAX_FILTER_CONDITIONS);

const percentList = z
  .array(
    z.coerce
      .number({ message: 'invalidValue' })
      .positive('invalidValue')
      .max(MAX_TARGET_PERCENT, 'invalidValue'),
  )
  .max(MAX_TARGETS, 'invalidValue');

export const filterIdParamsSchema = z.object({
  filterId: z.uuid('invalidValue'),
});

/** What a member sends to create or replace a filter (POST, PUT) and, all but the name, to preview one. */
export const filterInputSchema = z.object({
  name: text({ max: 100, required: 'nameRequired' }),
  titleEn: text({ max: 200 }).optional(),
  titleVi: text({ max: 200 }).optional(),
  entryType: z.enum(ENTRY_TYPES, { message: 'invalidValue' }).default('long'),
  conditionList: conditionListSchema,
  /** take-profit percentages the statistics evaluate */
  takeProfits: percentList.default([]),
  stoplosses: percentList.default([]),
  /** the percentages offered as choices (spec's percent profit / stoploss config) */
  percentProfitConfig: percentList.default([]),
  percentStoplossConfig: percentList.default([]),
  /** the spec's marketType: the exchange id */
  exchangeId: exchangeIdParam,
  dataType: dataTypeParam,
  baseCurrency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,10}$/, 'invalidValue')
    .default('USDT'),
  interval: intervalCodeSchema,
  active: z.boolean().default(true),
  /** notify the member when a market enters the match set (the plan limits how many filters may) */
  notify: z.boolean().default(false),
  /** also notify when a market leaves it; null: the member's default (notification settings) */
  notifyOnLeave: z.boolean().nullable().default(null),
  /** candles after a notification during which the same market is not notified again; null: the member's default */
  cooldownCandles: z.number().int().min(0).max(MAX_COOLDOWN_CANDLES).nullable().default(null),
});
export type FilterInput = z.input<typeof filterInputSchema>;

/** An unsaved filter evaluated for the builder's live preview. */
export const filterPreviewSchema = filterInputSchema.pick({
  conditionList: true,
  exchangeId: true,
  dataType: true,
  interval: true,
});
export type FilterPreviewInput = z.input<typeof filterPreviewSchema>;

export const filterSchema = z.object({
  filterId: z.string(),
  /** system statistic filters only */
  code: z.string().nullable(),
  name: z.string(),
  titleEn: z.string().nullable(),
  titleVi: z.string().nullable(),
  entryType: z.enum(ENTRY_TYPES),
  conditionList: z.array(conditionItemSchema),
  takeProfits: z.array(z.number()),
  stoplosses: z.array(z.number()),
  percentProfitConfig: z.array(z.number()),
  percentStoplossConfig: z.array(z.number()),
  exchangeId: z.number().int(),
  dataType: z.number().int(),
  baseCurrency: z.string(),
  interval: intervalCodeSchema,
  active: z.boolean(),
  notify: z.boolean(),
  notifyOnLeave: z.boolean().nullable(),
  cooldownCandles: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Filter = z.infer<typeof filterSchema>;

/** A member's filter in the list: the markets it matches now (live screening's current set). */
export const filterSummarySchema = filterSchema.extend({ matchCount: z.number().int() });
export type FilterSummary = z.infer<typeof filterSummarySchema>;

/** Filters in use and the plan's limit (null: unlimited, operators and administrators). */
export const filterUsageSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  /** the intervals the plan screens */
  intervals: z.array(intervalCodeSchema),
  /** filters with notifications on, and how many the plan allows (null: unlimited) */
  notifying: z.number().int(),
  notificationLimit: z.number().int().nullable(),
});
export type FilterUsage = z.infer<typeof filterUsageSchema>;

export const filterListResponseSchema = dataOf(
  z.object({ filters: z.array(filterSummarySchema), usage: filterUsageSchema }),
);
export const filterResponseSchema = dataOf(filterSchema);

/** A field a condition may name (GET /filters/fields). */
export const filterFieldSchema = z.object({
  name: z.string(),
  /** indicator family, 'candle' or 'futures' */
  group: z.string(),
  /** unit of the value (price, percent, ratio, count, ...): only fields of one value kind compare */
  valueKind: z.string(),
  kind: z.enum(FIELD_KINDS),
  operators: z.array(z.enum(FILTER_OPERATORS)),
  /** code name -> value for code fields (color: green 1, red 2) */
  codes: z.record(z.string(), z.number()).nullable(),
  /** code name -> what a trader calls it (green: "green", "xanh") for code fields */
  codeLabels: z.record(z.string(), z.object({ en: z.string(), vi: z.string() })).nullable(),
  name_en: z.string(),
  name_vi: z.string(),
  /** the short name a sentence uses, parameters included: "RSI(14)", "EMA(200)", "Close" */
  label_en: z.string(),
  label_vi: z.string(),
  description_en: z.string(),
  description_vi: z.string(),
});
export type FilterField = z.infer<typeof filterFieldSchema>;
export const filterFieldsResponseSchema = dataOf(z.array(filterFieldSchema));

/** "Why it matched": one condition's operands at the matched candle ("RSI 28.4 < 30"). */
export const conditionReadingSchema = z.object({
  /** position in conditionList, and inside its anyOf group */
  index: z.number().int(),
  member: z.number().int().optional(),
  field: z.string(),
  interval: intervalCodeSchema.optional(),
  operator: z.enum(FILTER_OPERATORS),
  matched: z.boolean(),
  left: z.number().nullable(),
  /** the other field's value, for field against field */
  right: z.number().nullable().optional(),
  /** at the previous candle, for crosses */
  leftPrevious: z.number().nullable().optional(),
  rightPrevious: z.number().nullable().optional(),
  /**
   * What the condition compares with, so the reading says "RSI(14) 33.11 < 35": the constant (a code's
   * value for code fields), the list of in/notIn, or the other field (and its interval); for contains,
   * the pattern's field. Readings stored before these were kept have none of them.
   */
  value: z.union([z.number(), z.array(z.number())]).optional(),
  rightField: z.string().optional(),
  rightInterval: intervalCodeSchema.optional(),
  pattern: z.string().optional(),
});
export type ConditionReading = z.infer<typeof conditionReadingSchema>;

export const filterMatchSchema = z.object({
  symbol: z.string(),
  /** open time (ms) of the matched closed candle */
  candleTime: z.number().int(),
  values: z.array(conditionReadingSchema),
});
export type FilterMatch = z.infer<typeof filterMatchSchema>;

/** The markets matching on each market's latest closed candle of the filter's interval. */
export const filterMatchesSchema = z.object({
  exchangeId: z.number().int(),
  dataType: z.number().int(),
  interval: intervalCodeSchema,
  markets: z.array(filterMatchSchema),
  /**
   * Intervals the filter reads (its own and its conditions') of which no market of its exchange and
   * data type has candles: nothing can match until they have history, which is not "no market
   * matches". Empty when every one has history.
   */
  intervalsWithoutHistory: z.array(intervalCodeSchema),
});
export type FilterMatches = z.infer<typeof filterMatchesSchema>;
export const filterMatchesResponseSchema = dataOf(filterMatchesSchema);

/** System statistic filters: public, in both languages. */
export const statisticFilterSchema = filterSchema.omit({ createdAt: true, updatedAt: true }).extend({
  descriptionEn: z.string().nullable(),
  descriptionVi: z.string().nullable(),
});
export type StatisticFilter = z.infer<typeof statisticFilterSchema>;
export const statisticFilterListResponseSchema = dataOf(z.array(statisticFilterSchema));

export const statisticFilterParamsSchema = z.object({
  code: z.string().regex(/^[a-z0-9-]{1,60}$/, 'invalidValue'),
});
/** A system filter screens its own market and interval unless the caller names others. */
export const statisticMatchesQuerySchema = z.object({
  exchangeId: exchangeIdParam.optional(),
  dataType: dataTypeParam.optional(),
  interval: intervalCodeSchema.optional(),
});
export type StatisticMatchesQuery = z.infer<typeof statisticMatchesQuerySchema>;
