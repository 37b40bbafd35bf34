import type { ConditionErrorCode as CoreConditionErrorCode } from '@bitdata/core/screener/conditions';
import type { FieldKind as CoreFieldKind } from '@bitdata/core/screener/fields';
import { OPERATORS } from '@bitdata/core/screener/operators';
import type { IntervalCode } from './market';

/**
 * The screener's constants: operators, entry types, limits and the error codes the web
 * translates. The condition language lives in packages/core/src/screener: the operators come from its
 * small operators module, the rest mirrors it (checked against core's types), so the web reads them
 * without loading the indicator catalogue.
 */

/** The spec's nine operators plus the two crosses: core's list, one source. */
export const FILTER_OPERATORS = OPERATORS;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** What a condition may do with a field (core's FieldKind): see GET /filters/fields for each field's operators. */
export const FIELD_KINDS = [
  'number',
  'count',
  'code',
  'flag',
  'patternSet',
] as const satisfies readonly CoreFieldKind[];
export type FilterFieldKind = (typeof FIELD_KINDS)[number];

export const ENTRY_TYPES = ['long', 'short'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** Conditions per filter, members per anyOf group, values of an in/notIn list (core's MAX_*). */
export const MAX_FILTER_CONDITIONS = 20;
export const MAX_GROUP_CONDITIONS = 10;
export const MAX_CONDITION_LIST_VALUES = 100;
/** Take-profit and stop-loss percentages per filter, and the highest percentage accepted. */
export const MAX_TARGETS = 10;
export const MAX_TARGET_PERCENT = 1000;

/** Plans, as rows of the plans table (the payments module adds prices). */
export const PLAN_CODES = ['member', 'basic', 'middle', 'premium'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** Intervals every paid or free plan screens; operators and administrators screen every interval. */
export const PLAN_INTERVALS = ['15m', '1h', '4h', '1d', '1w'] as const satisfies readonly IntervalCode[];

/**
 * Error codes of a refused filter write: 403 FILTER_LIMIT (the plan's filter count is used up),
 * 403 INTERVAL_NOT_IN_PLAN (an interval the plan does not screen); both carry
 * `details: { pricing: PRICING_PATH, ... }` for the web's upgrade link. 400 VALIDATION with
 * `details: [{ path: 'conditionList.<index>', index, member?, code, key, message }]` for conditions.
 */
export const FILTER_ERROR = {
  limit: 'FILTER_LIMIT',
  intervalNotInPlan: 'INTERVAL_NOT_IN_PLAN',
} as const;
export const PRICING_PATH = '/pricing';

/** Condition error codes of core's validateConditions, and the message key the web translates. */
export const CONDITION_ERROR_KEYS = {
  invalidList: 'conditionListInvalid',
  emptyList: 'conditionListEmpty',
  tooManyConditions: 'conditionListTooLong',
  invalidCondition: 'conditionInvalid',
  emptyGroup: 'conditionGroupInvalid',
  unknownField: 'conditionUnknownField',
  unknownInterval: 'conditionUnknownInterval',
  unknownOperator: 'conditionUnknownOperator',
  operatorNotAllowed: 'conditionOperatorNotAllowed',
  invalidValue: 'conditionInvalidValue',
  unknownPattern: 'conditionUnknownPattern',
  incompatibleField: 'conditionIncompatibleField',
} as const satisfies Record<CoreConditionErrorCode, string>;
export type ConditionErrorCode = keyof typeof CONDITION_ERROR_KEYS;
