/**
 * The condition operators, apart from the field catalogue so that contracts (and the web through
 * them) can read the list without loading the indicator catalogue.
 */
/** The spec's nine operators plus the two crosses traders expect. */
export const OPERATORS = [
  'equals',
  'isNotEquals',
  'isGreaterThan',
  'isGreaterThanOrEqual',
  'isLessThan',
  'isLessThanOrEqual',
  'in',
  'notIn',
  'contains',
  'crossesAbove',
  'crossesBelow',
] as const;

export type Operator = (typeof OPERATORS)[number];
