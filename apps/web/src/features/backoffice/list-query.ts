import type { DocumentField } from '@bitdata/contracts/backoffice/documents';
import type { RecordOperator } from '@bitdata/contracts/backoffice/records';
import type { FieldType } from '@bitdata/contracts/constants';

/** Spec: server-side paging of 5, 10, 25, 50 or 100 rows, 25 by default. */
export const PAGE_SIZES = [5, 10, 25, 50, 100];

/**
 * The data grid's filter operators as the record list's `query` JSON names them (RECORD_OPERATORS).
 * Operators missing here are not offered on the grid's columns.
 */
export const GRID_TO_QUERY: Record<string, RecordOperator> = {
  contains: 'contains',
  equals: 'equals',
  '=': 'equals',
  is: 'equals',
  doesNotEqual: 'isNotEquals',
  '!=': 'isNotEquals',
  '>': 'isGreaterThan',
  '>=': 'isGreaterThanOrEqual',
  '<': 'isLessThan',
  '<=': 'isLessThanOrEqual',
  isAnyOf: 'in',
};

export interface GridFilter {
  field: string;
  operator: string;
  value?: unknown;
}

const NUMERIC: readonly FieldType[] = ['number', 'double', 'float'];

/** A filter's value in the field's type: numbers as numbers, 'true'/'false' as booleans. */
function typedValue(type: FieldType, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => typedValue(type, item));
  if (NUMERIC.includes(type) && typeof value === 'string' && value.trim() !== '') return Number(value);
  if (type === 'boolean' && typeof value === 'string') return value === 'true';
  return value;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The `query` parameter for the grid's filters on searchable fields: `{ field: { operator: value } }`
 * as JSON, or undefined when no filter has a value.
 */
export function queryOf(
  fields: readonly DocumentField[],
  filters: readonly GridFilter[],
): string | undefined {
  const byCode = new Map(fields.map((field) => [field.code, field]));
  const query: Record<string, Record<string, unknown>> = {};
  for (const filter of filters) {
    const field = byCode.get(filter.field);
    const operator = GRID_TO_QUERY[filter.operator];
    if (!field?.searchable || !operator || isBlank(filter.value)) continue;
    query[field.code] = { ...query[field.code], [operator]: typedValue(field.type, filter.value) };
  }
  return Object.keys(query).length > 0 ? JSON.stringify(query) : undefined;
}

/** The `sort` parameter: `field` or `-field`, only for sortable fields. */
export function sortOf(
  fields: readonly DocumentField[],
  model: readonly { field: string; sort?: 'asc' | 'desc' | null }[],
): string | undefined {
  const first = model.find((item) => item.sort && fields.some((f) => f.code === item.field && f.sortable));
  if (!first) return undefined;
  return first.sort === 'desc' ? `-${first.field}` : first.field;
}

/** The `fields` parameter: the visible columns, when the operator hid some. */
export function fieldsOf(fields: readonly DocumentField[], hidden: Readonly<Record<string, boolean>>) {
  const shown = fields.filter((field) => hidden[field.code] !== false).map((field) => field.code);
  return shown.length > 0 && shown.length < fields.length ? shown.join(',') : undefined;
}
