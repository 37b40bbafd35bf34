import type { DocumentField } from '@bitdata/contracts/backoffice/documents';
import type { BackofficeRecord } from '@bitdata/contracts/backoffice/records';
import { describe, expect, it } from 'vitest';
import { columnsOf } from './grid-columns';
import { labelMap, valuesOnPage } from './reference-labels';

const record = (id: string, data: Record<string, unknown>): BackofficeRecord => ({
  id,
  document: 'bank-account',
  data,
  ownerId: null,
  createdAt: 0,
  updatedAt: 0,
});

const currency = {
  code: 'currency',
  label: { en: 'Currency', vi: 'Tiền tệ' },
  type: 'string',
  required: false,
  unique: false,
  validation: {},
  listed: true,
  sortable: false,
  searchable: false,
  reference: { mode: 'own', document: 'currency', labelField: 'code', fills: [] },
} as DocumentField;

describe('reference labels of a grid page', () => {
  it('asks once for the distinct values of the page', () => {
    const page = [
      record('a', { currency: 'id-2' }),
      record('b', { currency: 'id-1' }),
      record('c', { currency: 'id-2' }),
      record('d', {}),
    ];
    expect(valuesOnPage(page, 'currency')).toEqual(['id-1', 'id-2']);
    expect(
      valuesOnPage(
        Array.from({ length: 150 }, (_, i) => record(String(i), { currency: `id-${i}` })),
        'currency',
      ),
    ).toHaveLength(100);
  });

  it('shows the label of a referenced record, and the stored value when it has none', () => {
    const labels = {
      currency: labelMap(
        [
          { __id: 'id-1', code: 'VND' },
          { __id: 'id-3', code: '' },
        ],
        (item) => item.__id,
        'code',
      ),
    };
    const [column] = columnsOf([currency], 'en', 'Yes', 'No', labels);
    const formatter = (col: typeof column) => col?.valueFormatter as unknown as (value: unknown) => string;
    const format = formatter(column);
    expect(format('id-1')).toBe('VND');
    expect(format('id-3')).toBe('id-3');
    expect(format('id-9')).toBe('id-9');
    const [plain] = columnsOf([currency], 'en', 'Yes', 'No');
    expect(formatter(plain)('id-1')).toBe('id-1');
  });
});
