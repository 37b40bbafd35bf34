import { type DocumentFieldInput, documentFieldSchema } from '@bitdata/contracts/backoffice/documents';
import { describe, expect, it } from 'vitest';
import { fieldsOf, queryOf, sortOf } from './list-query';

const field = (code: string, more: Partial<DocumentFieldInput> = {}) =>
  documentFieldSchema.parse({ code, type: 'string', label: { en: code, vi: code }, ...more });
const fields = [
  field('bankName', { searchable: true, sortable: true }),
  field('balance', { type: 'double', searchable: true }),
  field('active', { type: 'boolean', searchable: true }),
  field('note'),
];

describe('record list parameters', () => {
  it('maps grid filters on searchable fields to the screener operator names, typed', () => {
    const query = queryOf(fields, [
      { field: 'bankName', operator: 'contains', value: 'Viet' },
      { field: 'balance', operator: '>=', value: '10.5' },
      { field: 'active', operator: 'is', value: 'true' },
      { field: 'note', operator: 'contains', value: 'x' },
      { field: 'bankName', operator: 'isEmpty' },
    ]);
    expect(JSON.parse(query ?? '{}')).toEqual({
      bankName: { contains: 'Viet' },
      balance: { isGreaterThanOrEqual: 10.5 },
      active: { equals: true },
    });
    expect(queryOf(fields, [{ field: 'bankName', operator: 'contains', value: '' }])).toBeUndefined();
    expect(
      JSON.parse(queryOf(fields, [{ field: 'balance', operator: 'isAnyOf', value: ['1', '2'] }]) ?? ''),
    ).toEqual({ balance: { in: [1, 2] } });
  });

  it('sorts on sortable fields only, descending with a minus', () => {
    expect(sortOf(fields, [{ field: 'bankName', sort: 'desc' }])).toBe('-bankName');
    expect(sortOf(fields, [{ field: 'bankName', sort: 'asc' }])).toBe('bankName');
    expect(sortOf(fields, [{ field: 'note', sort: 'asc' }])).toBeUndefined();
  });

  it('asks for the visible fields only when some are hidden', () => {
    expect(fieldsOf(fields, {})).toBeUndefined();
    expect(fieldsOf(fields, { note: false, active: false })).toBe('bankName,balance');
  });
});
