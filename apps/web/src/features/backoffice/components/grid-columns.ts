import type { DocumentField } from '@bitdata/contracts/backoffice/documents';
import type { BackofficeRecord } from '@bitdata/contracts/backoffice/records';
import type { FieldType } from '@bitdata/contracts/constants';
import {
  type GridColDef,
  type GridFilterOperator,
  getGridBooleanOperators,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';
import { GRID_TO_QUERY } from '../list-query';
import { localized } from '../localized';
import type { ReferenceLabels } from './reference-labels';

const NUMERIC: readonly FieldType[] = ['number', 'double', 'float'];
const DATES: readonly FieldType[] = ['date', 'time', 'datetime'];

/** Only the operators the record query understands; dates compare as their stored text, by equality. */
function operatorsFor(type: FieldType): GridFilterOperator[] {
  const known = (list: GridFilterOperator[]) => list.filter((op) => op.value in GRID_TO_QUERY);
  if (NUMERIC.includes(type)) return known(getGridNumericOperators());
  if (type === 'boolean') return known(getGridBooleanOperators());
  if (DATES.includes(type)) return getGridStringOperators().filter((op) => op.value === 'equals');
  return known(getGridStringOperators());
}

/** A value as one line of a cell or card (objects as compact JSON). */
export function cellText(value: unknown, yes: string, no: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A field's value as the list shows it: a reference by its record's label when known. */
export function shownValue(value: unknown, code: string, labels: ReferenceLabels, yes: string, no: string) {
  return labels[code]?.get(String(value)) ?? cellText(value, yes, no);
}

/**
 * The grid's columns: one per field, filterable when searchable, sortable when sortable. A reference
 * column shows the referenced item's label when `labels` has it (else the stored value).
 */
export function columnsOf(
  fields: readonly DocumentField[],
  language: string,
  yes: string,
  no: string,
  labels: ReferenceLabels = {},
): GridColDef<BackofficeRecord>[] {
  return fields.map((field) => ({
    field: field.code,
    headerName: localized(field.label, language) || field.code,
    type: NUMERIC.includes(field.type) ? 'number' : field.type === 'boolean' ? 'boolean' : 'string',
    flex: 1,
    minWidth: 140,
    sortable: field.sortable,
    filterable: field.searchable,
    filterOperators: operatorsFor(field.type),
    valueGetter: (_value, row) => row.data[field.code],
    valueFormatter: (value) =>
      field.type === 'boolean' ? undefined : shownValue(value, field.code, labels, yes, no),
  }));
}
