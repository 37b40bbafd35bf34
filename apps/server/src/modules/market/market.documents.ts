import { DATA_TYPES, INTERVAL_CODES } from '@bitdata/contracts';
import { INTERVALS } from '@bitdata/core/intervals';
import { type BuiltinAdapter, type BuiltinRecord, listInMemory, READ_ONLY } from '../backoffice';

/**
 * Intervals, market types and time frames: master data fixed in code (contracts and core), shown
 * read-only; filters, statistics and URLs store their ids, so they are not edited as data.
 */

const constant = (id: string, data: Record<string, unknown>): BuiltinRecord => ({
  id,
  data,
  ownerId: null,
  createdAt: 0,
  updatedAt: 0,
});

function constantAdapter(items: BuiltinRecord[]): BuiltinAdapter {
  return {
    operations: READ_ONLY,
    list: async (_deps, _auth, page) => listInMemory(items, page.spec),
    read: async (_deps, _auth, id) => items.find((r) => r.id === id) ?? null,
  };
}

const intervals = INTERVALS.map((i) =>
  constant(i.id, { id: i.id, name: i.name, code: i.code, index: i.index }),
);

export const intervalAdapter = constantAdapter(intervals);

export const marketTypeAdapter = constantAdapter(
  DATA_TYPES.map((t) =>
    constant(String(t.id), { id: t.id, code: t.code, name: t.name, selectable: t.selectable }),
  ),
);

/** The time frames a filter or statistic may use: the intervals' codes, shortest first. */
export const timeFrameAdapter = constantAdapter(
  INTERVAL_CODES.map((code, index) => constant(code, { code, index })),
);
