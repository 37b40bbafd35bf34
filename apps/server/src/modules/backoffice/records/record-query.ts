import {
  type DocumentField,
  type FieldType,
  MESSAGES,
  RECORD_OPERATORS,
  type RecordListQuery,
  type RecordOperator,
} from '@bitdata/contracts';
import { AppError } from '../../../platform/errors';
import { coerce } from './record-validation';

/**
 * A record list query (page, sort, fields, query, search) checked against the document's fields and
 * turned into what the repository writes as SQL. Only searchable fields filter, only sortable fields
 * sort, and fields the caller may not see do neither (a filter would reveal their values).
 */

/** How SQL reads a field: numbers compare as numbers, booleans as the engine stores them, the rest as text. */
export type ValueKind = 'number' | 'boolean' | 'text';
export const kindOf = (type: FieldType): ValueKind =>
  type === 'number' || type === 'double' || type === 'float'
    ? 'number'
    : type === 'boolean'
      ? 'boolean'
      : 'text';

export interface FieldRef {
  code: string;
  kind: ValueKind;
  /** The record's own id (its column), not a value of its data. */
  recordId?: true;
}

/**
 * `id` in a query names the record's id unless the document has a searchable field of that code:
 * a list of the records whose ids a page refers to is one request (the grid's reference labels).
 */
const RECORD_ID = 'id';
const RECORD_ID_FIELD = { code: RECORD_ID, type: 'string' } as DocumentField;
export type Scalar = string | number | boolean;
export interface Condition {
  field: FieldRef;
  op: RecordOperator;
  value: Scalar | Scalar[];
}
export interface RecordListSpec {
  document: string;
  /** Row scope: only records owned by these users; null = every record. */
  owners: string[] | null;
  conditions: Condition[];
  /** Matches the start of any of these text fields. */
  search: { fields: FieldRef[]; text: string } | null;
  sort: { field: FieldRef | 'createdAt' | 'updatedAt'; desc: boolean } | null;
  offset: number;
  limit: number;
}

const invalid = (key: 'invalidQuery' | 'invalidSort' | 'invalidFields', path: string) =>
  AppError.of('VALIDATION', key, [{ path, key, message: MESSAGES[key] }]);

const isScalar = (v: unknown): v is Scalar =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

function operand(field: DocumentField, op: RecordOperator, raw: unknown): Scalar | Scalar[] {
  if (op === 'in' || op === 'notIn') {
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > 500)
      throw invalid('invalidQuery', `query.${field.code}`);
    return raw.map((v) => operand(field, 'equals', v) as Scalar);
  }
  if (!isScalar(raw)) throw invalid('invalidQuery', `query.${field.code}`);
  if (op === 'contains') {
    if (kindOf(field.type) !== 'text' || typeof raw !== 'string')
      throw invalid('invalidQuery', `query.${field.code}`);
    return raw;
  }
  const kind = kindOf(field.type);
  if (kind === 'number') {
    const n = coerce('double', raw);
    if (!n.ok) throw invalid('invalidQuery', `query.${field.code}`);
    return n.value as number;
  }
  if (kind === 'boolean') {
    if (typeof raw !== 'boolean') throw invalid('invalidQuery', `query.${field.code}`);
    return raw;
  }
  return String(raw);
}

function conditionsOf(query: string | undefined, searchable: Map<string, DocumentField>): Condition[] {
  if (!query) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(query);
  } catch {
    throw invalid('invalidQuery', 'query');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalid('invalidQuery', 'query');
  const conditions: Condition[] = [];
  for (const [code, raw] of Object.entries(parsed)) {
    const field = searchable.get(code) ?? (code === RECORD_ID ? RECORD_ID_FIELD : undefined);
    if (!field) throw invalid('invalidQuery', `query.${code}`);
    const ref: FieldRef =
      field === RECORD_ID_FIELD ? { code, kind: 'text', recordId: true } : { code, kind: kindOf(field.type) };
    if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
      const entries = Object.entries(raw);
      if (entries.length === 0) throw invalid('invalidQuery', `query.${code}`);
      for (const [op, value] of entries) {
        if (!(RECORD_OPERATORS as readonly string[]).includes(op))
          throw invalid('invalidQuery', `query.${code}`);
        conditions.push({
          field: ref,
          op: op as RecordOperator,
          value: operand(field, op as RecordOperator, value),
        });
      }
    } else {
      conditions.push({ field: ref, op: 'equals', value: operand(field, 'equals', raw) });
    }
  }
  if (conditions.length > 20) throw invalid('invalidQuery', 'query');
  return conditions;
}

export interface ListPlan {
  spec: RecordListSpec;
  /** The fields the answer carries. */
  projection: string[];
}

/** Checks a list query against the fields the caller sees; throws a 400 naming what is wrong. */
export function planRecordList(
  document: string,
  visible: readonly DocumentField[],
  query: RecordListQuery,
  owners: string[] | null,
): ListPlan {
  const byCode = new Map(visible.map((f) => [f.code, f]));
  const searchable = new Map(visible.filter((f) => f.searchable).map((f) => [f.code, f]));
  let projection = visible.map((f) => f.code);
  if (query.fields) {
    const asked = query.fields.split(',');
    if (asked.some((c) => !byCode.has(c))) throw invalid('invalidFields', 'fields');
    projection = [...new Set(asked)];
  }
  let sort: RecordListSpec['sort'] = null;
  if (query.sort) {
    const desc = query.sort.startsWith('-');
    const code = desc ? query.sort.slice(1) : query.sort;
    if (code === 'createdAt' || code === 'updatedAt') sort = { field: code, desc };
    else {
      const field = byCode.get(code);
      if (!field?.sortable) throw invalid('invalidSort', 'sort');
      sort = { field: { code, kind: kindOf(field.type) }, desc };
    }
  }
  const textFields = [...searchable.values()].filter((f) => f.type === 'string');
  const search = query.search
    ? { fields: textFields.map((f) => ({ code: f.code, kind: 'text' as const })), text: query.search }
    : null;
  return {
    spec: {
      document,
      owners,
      conditions: conditionsOf(query.query, searchable),
      search,
      sort,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    },
    projection,
  };
}
