import type { Activity, EventRule, EventRuleWrite, EventRun } from '@bitdata/contracts/backoffice/events';
import { api, expectData } from '../../api/client';

/**
 * Typed calls of the events API. Activity and runs change with every write and job, so
 * nothing is kept in the local GET cache: TanStack Query (hooks.ts) owns the data.
 */
const fresh = { cache: false } as const;
/** Rule writes change no other screen's cached lists. */
const write = { invalidate: false } as const;
const enc = encodeURIComponent;

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ActivityFilter {
  page: number;
  document?: string;
  record?: string;
}

async function page<T>(path: string, query: Record<string, unknown>): Promise<Page<T>> {
  const result = await api().get<T[]>(path, { ...fresh, query });
  expectData(result);
  return result.body as Page<T>;
}

export const PAGE_SIZE = 25;

export const eventsApi = {
  activity: (f: ActivityFilter) =>
    page<Activity>('/events/activity', {
      page: f.page,
      pageSize: PAGE_SIZE,
      ...(f.document ? { document: f.document } : {}),
      ...(f.record ? { record: f.record } : {}),
    }),
  runs: (p: number) => page<EventRun>('/events/runs', { page: p, pageSize: PAGE_SIZE }),
  rules: (p: number) => page<EventRule>('/events/rules', { page: p, pageSize: PAGE_SIZE }),
  rule: async (id: string) => expectData(await api().get<EventRule>(`/events/rules/${enc(id)}`, fresh)),
  create: async (body: EventRuleWrite) =>
    expectData(await api().post<EventRule>('/events/rules', body, write)),
  update: async (id: string, body: EventRuleWrite) =>
    expectData(await api().put<EventRule>(`/events/rules/${enc(id)}`, body, write)),
  remove: async (id: string) => {
    await api().delete(`/events/rules/${enc(id)}`, write);
  },
};
