/**
 * The condition operators, apart from the field catalogue so that contracts (and the web through
 * them) can read the list without loading the indicator catalogue.
 */

/**
 * The spec's nine operators: each compares one value with the condition's (the back office's record
 * queries filter with the same names).
 */
export const VALUE_OPERATORS = [
  'equals',
  'isNotEquals',
  'isGreaterThan',
  'isGreaterThanOrEqual',
  'isLessThan',
  'isLessThanOrEqual',
  'in',
  'notIn',
  'contains',
] as const;

/** The spec's nine plus the two crosses traders expect (the previous candle on the other side). */
export const OPERATORS = [...VALUE_OPERATORS, 'crossesAbove', 'crossesBelow'] as const;

export type Operator = (typeof OPERATORS)[number];
