import { MESSAGES } from '@bitdata/contracts';
import { AppError } from '../../../platform/errors';
import type { Condition, FieldRef, RecordListSpec, Scalar } from '../records/record-query';
import type { BuiltinRecord } from './adapter';

/**
 * A record list query answered over rows held in memory (constant lists, a member's filters), with
 * the meaning the SQL of records.repository.ts gives it: conditions on searchable fields, `search` as
 * a case-insensitive prefix of any searchable text field, sort on a sortable field or the times
 * (ties by id), then the page. With no sort the rows keep their natural order.
 */

const fieldValue = (r: BuiltinRecord, field: FieldRef): Scalar | null => {
  if (field.recordId) return r.id;
  const v = r.data[field.code];
  if (v === undefined || v === null) return null;
  if (field.kind === 'number') {
    const n = typeof v === 'number' ? v : Number(v);
    return Number.isFinite(n) ? n : null;
  }
  if (field.kind === 'boolean') return typeof v === 'boolean' ? v : null;
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};

function matches(r: BuiltinRecord, c: Condition): boolean {
  const v = fieldValue(r, c.field);
  const list = Array.isArray(c.value) ? c.value : [c.value];
  const target = list[0] as Scalar;
  switch (c.op) {
    case 'equals':
      return v !== null && v === target;
    case 'isNotEquals':
      return v === null || v !== target;
    case 'isGreaterThan':
      return v !== null && v > target;
    case 'isGreaterThanOrEqual':
      return v !== null && v >= target;
    case 'isLessThan':
      return v !== null && v < target;
    case 'isLessThanOrEqual':
      return v !== null && v <= target;
    case 'in':
      return v !== null && list.includes(v);
    case 'notIn':
      return v === null || !list.includes(v);
    case 'contains':
      return v !== null && String(v).toLowerCase().includes(String(target).toLowerCase());
  }
}

function compare(a: Scalar | null, b: Scalar | null): number {
  // no value sorts after every value ascending (PostgreSQL's order)
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function listInMemory(
  items: readonly BuiltinRecord[],
  spec: RecordListSpec,
): { rows: BuiltinRecord[]; total: number } {
  const owners = spec.owners;
  let rows = items.filter(
    (r) =>
      // an ownerless row (constant master data) is seen by everyone who may view the document
      (owners === null || r.ownerId === null || owners.includes(r.ownerId)) &&
      spec.conditions.every((c) => matches(r, c)),
  );
  const search = spec.search;
  if (search) {
    const prefix = search.text.toLowerCase();
    rows = rows.filter((r) =>
      search.fields.some((f) => {
        const v = fieldValue(r, f);
        return v !== null && String(v).toLowerCase().startsWith(prefix);
      }),
    );
  }
  const sort = spec.sort;
  if (sort) {
    const key = (r: BuiltinRecord): Scalar | null =>
      sort.field === 'createdAt'
        ? r.createdAt
        : sort.field === 'updatedAt'
          ? r.updatedAt
          : fieldValue(r, sort.field);
    const dir = sort.desc ? -1 : 1;
    rows = [...rows].sort((a, b) => compare(key(a), key(b)) * dir || compare(a.id, b.id) * dir);
  }
  return { rows: rows.slice(spec.offset, spec.offset + spec.limit), total: rows.length };
}

/**
 * For lists paged by their own module, which cannot filter or sort as the generic list asks: such a
 * query is refused with a 400 naming it, never answered as if it had been applied.
 */
export function refuseQuery(spec: RecordListSpec): void {
  const refuse = (key: 'invalidSort' | 'invalidQuery', path: string) => {
    throw AppError.of('VALIDATION', key, [{ path, key, message: MESSAGES[key] }]);
  };
  if (spec.sort) refuse('invalidSort', 'sort');
  if (spec.conditions.length > 0) refuse('invalidQuery', 'query');
  if (spec.search) refuse('invalidQuery', 'search');
}
