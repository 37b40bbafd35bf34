import type { EventRuleWrite } from '@bitdata/contracts/backoffice/events';
import { EVENT_ENDPOINTS as API } from '@bitdata/contracts/events.endpoints';
import { call, callData } from '../../api/endpoint-call';

/**
 * The events API, called through its declarations in the contracts. Activity and runs change with
 * every write and job, so nothing is kept in the local GET cache: TanStack Query (hooks.ts) owns the
 * data. List answers keep their envelope: the page numbers sit beside `data`.
 */
const fresh = { cache: false } as const;
/** Rule writes change no other screen's cached lists. */
const write = { invalidate: false } as const;

export interface ActivityFilter {
  page: number;
  document?: string;
  record?: string;
}

export const PAGE_SIZE = 25;

export const eventsApi = {
  activity: (f: ActivityFilter) =>
    call(
      API.activity,
      {
        query: {
          page: f.page,
          pageSize: PAGE_SIZE,
          ...(f.document ? { document: f.document } : {}),
          ...(f.record ? { record: f.record } : {}),
        },
      },
      fresh,
    ),
  runs: (p: number) => call(API.runs, { query: { page: p, pageSize: PAGE_SIZE } }, fresh),
  rules: (p: number) => call(API.rules, { query: { page: p, pageSize: PAGE_SIZE } }, fresh),
  rule: (id: string) => callData(API.rule, { params: { id } }, fresh),
  create: (body: EventRuleWrite) => callData(API.createRule, { body }, write),
  update: (id: string, body: EventRuleWrite) => callData(API.updateRule, { params: { id }, body }, write),
  remove: async (id: string) => {
    await call(API.deleteRule, { params: { id } }, write);
  },
};
