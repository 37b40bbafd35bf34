import type { DocumentField } from '@bitdata/contracts/backoffice/documents';
import type { BackofficeRecord } from '@bitdata/contracts/backoffice/records';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import { recordsApi, referenceItems, referencePrefix } from '../api';

/** Per reference field, the label of each stored value shown on the page (value -> label). */
export type ReferenceLabels = Readonly<Record<string, ReadonlyMap<string, string>>>;

/** The grid's page size is at most 100: every id of one column fits in one list request. */
const MAX_IDS = 100;

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

type Chooser = DocumentField & { reference: { mode: 'own' | 'api' } };
const isChooser = (field: DocumentField): field is Chooser =>
  field.reference?.mode === 'own' || field.reference?.mode === 'api';

/** The distinct stored values of a field on the page, sorted (a stable query key). */
export function valuesOnPage(records: readonly BackofficeRecord[], code: string): string[] {
  const values = new Set<string>();
  for (const record of records) {
    const value = record.data[code];
    if (typeof value === 'string' || typeof value === 'number') values.add(String(value));
  }
  return [...values].sort().slice(0, MAX_IDS);
}

/** value -> label of the items a reference answered (what has no label keeps its value). */
export function labelMap(
  items: readonly Record<string, unknown>[],
  keyOf: (item: Record<string, unknown>) => unknown,
  labelField: string,
): Map<string, string> {
  const map = new Map<string, string>();
  for (const item of items) {
    const label = asText(item[labelField]);
    if (label) map.set(asText(keyOf(item)), label);
  }
  return map;
}

/**
 * The labels of the reference columns on a page of records: one request per reference field and
 * page (never one per row). `own` references ask the referenced document for exactly the ids on
 * the page (`query: { id: { in } }`, only the label field); `api` references read their path's
 * items once. A value whose label cannot be read (no view on the referenced document, a removed
 * record) shows as stored.
 */
export function useReferenceLabels(
  fields: readonly DocumentField[],
  records: readonly BackofficeRecord[] | undefined,
): ReferenceLabels {
  const choosers = fields.filter(isChooser);
  const codes = choosers.map((field) => field.code).join(',');
  // a stable combine: the labels object changes only when a column's labels do (the grid's columns depend on it)
  const combine = useCallback(
    (results: UseQueryResult<Map<string, string>>[]): ReferenceLabels => {
      const labels: Record<string, ReadonlyMap<string, string>> = {};
      codes.split(',').forEach((code, index) => {
        const data = results[index]?.data;
        if (code && data) labels[code] = data;
      });
      return labels;
    },
    [codes],
  );
  return useQueries({
    combine,
    queries: choosers.map((field) => {
      const reference = field.reference as Extract<DocumentField['reference'], { mode: 'own' | 'api' }>;
      const ids = valuesOnPage(records ?? [], field.code);
      if (reference.mode === 'own')
        return {
          queryKey: [...referencePrefix(reference), { labels: reference.labelField, ids }],
          queryFn: async () => {
            const page = await recordsApi.list(reference.document, {
              page: 1,
              pageSize: MAX_IDS,
              fields: reference.labelField,
              query: JSON.stringify({ id: { in: ids } }),
            });
            return labelMap(
              page.data.map((record) => ({ ...record.data, __id: record.id })),
              (item) => item.__id,
              reference.labelField,
            );
          },
          enabled: ids.length > 0,
          retry: false,
        };
      return {
        queryKey: [...referencePrefix(reference), { labels: reference.labelField }],
        queryFn: async () =>
          labelMap(
            await referenceItems(reference.path, ''),
            (item) => item[reference.valueField],
            reference.labelField,
          ),
        enabled: ids.length > 0,
        retry: false,
      };
    }),
  });
}
