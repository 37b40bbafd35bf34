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

/** The activity query of a filter (hooks.ts keys the screen's query by it). */
export const activityQuery = (f: ActivityFilter) => ({
  page: f.page,
  pageSize: PAGE_SIZE,
  ...(f.document ? { document: f.document } : {}),
  ...(f.record ? { record: f.record } : {}),
});

/** One page of runs or rules. */
export const pageQuery = (page: number) => ({ page, pageSize: PAGE_SIZE });

export const eventsApi = {
  activity: (f: ActivityFilter) => call(API.activity, { query: activityQuery(f) }, fresh),
  runs: (p: number) => call(API.runs, { query: pageQuery(p) }, fresh),
  rules: (p: number) => call(API.rules, { query: pageQuery(p) }, fresh),
  rule: (id: string) => callData(API.rule, { params: { id } }, fresh),
  create: (body: EventRuleWrite) => callData(API.createRule, { body }, write),
  update: (id: string, body: EventRuleWrite) => callData(API.updateRule, { params: { id }, body }, write),
  remove: async (id: string) => {
    await call(API.deleteRule, { params: { id } }, write);
  },
};
