/**
 * The screener's condition language and evaluator: fields, validation, the batch (statistics) and live
 * forms, and many filters compiled into one plan per interval.
 */
export { alignClosed, alignSamples, lastClosedIndex } from './align.js';
export {
  type CompiledFilter,
  compileFilters,
  conjunctionsReading,
  evaluatePlan,
  explainMatch,
  type FilterInput,
  type IntervalPlan,
  MarketSet,
  type PlanMatch,
  type PlanResult,
  type ScreeningPlan,
} from './compile.js';
export {
  type Condition,
  type ConditionError,
  type ConditionErrorCode,
  type ConditionGroup,
  type ConditionItem,
  type ConditionList,
  type ConditionValue,
  type FieldOperandInput,
  MAX_CONDITIONS,
  MAX_GROUP_MEMBERS,
  MAX_LIST_VALUES,
  type Operand,
  parseNumber,
  type ScalarInput,
  type ValidationResult,
  type ValidCondition,
  type ValidItem,
  validateConditions,
} from './conditions.js';
export {
  type ConditionReading,
  type Evaluation,
  evaluateAt,
  evaluateSeries,
} from './evaluate.js';
export {
  CANDLE_FIELDS,
  type CandleFieldName,
  type FieldGroup,
  type FieldKind,
  type FieldName,
  FUTURES_FIELDS,
  type FuturesFieldName,
  fieldId,
  findField,
  OPERATORS,
  OPERATORS_BY_KIND,
  type Operator,
  SCREENER_FIELDS,
  type ScreenerField,
} from './fields.js';
export {
  type Gathered,
  GatheredMarkets,
  type GatherPlan,
  type MarketAt,
  type PlanOperand,
} from './gather.js';
export {
  columnOf,
  computeSeries,
  intervalLength,
  type MarketData,
  operandIndex,
  operandValue,
  type SeriesData,
  seriesData,
} from './series.js';
export type { ThresholdFamily } from './threshold-families.js';
