import type { EventRun } from '@bitdata/contracts/backoffice/events';
import { EVENT_ENDPOINTS as API } from '@bitdata/contracts/events.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointKey, rootOf } from '../../api/query-keys';
import { type ActivityFilter, activityQuery, eventsApi, pageQuery } from './events.api';

/** Keys of the events endpoints; `all` is their family, which a rule's save makes stale. */
export const eventKeys = {
  all: rootOf(API.rules.path),
  activity: (f: ActivityFilter) => endpointKey(API.activity, { query: activityQuery(f) }),
  runs: (page: number) => endpointKey(API.runs, { query: pageQuery(page) }),
  rules: (page: number) => endpointKey(API.rules, { query: pageQuery(page) }),
  rule: (id: string) => endpointKey(API.rule, { params: { id } }),
};

const unfinished = (runs: EventRun[] | undefined) =>
  Boolean(runs?.some((r) => r.status === 'pending' || r.status === 'running' || r.status === 'retrying'));

export const useActivity = (f: ActivityFilter, enabled = true) =>
  useQuery({
    queryKey: eventKeys.activity(f),
    queryFn: () => eventsApi.activity(f),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Runs; read again every 2 s while one of the page is still waiting, running or retrying. */
export const useRuns = (page: number, enabled = true) =>
  useQuery({
    queryKey: eventKeys.runs(page),
    queryFn: () => eventsApi.runs(page),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (q) => (unfinished(q.state.data?.data) ? 2_000 : false),
  });

export const useRules = (page: number, enabled = true) =>
  useQuery({
    queryKey: eventKeys.rules(page),
    queryFn: () => eventsApi.rules(page),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useRule = (id: string | undefined) =>
  useQuery({
    queryKey: eventKeys.rule(id ?? ''),
    queryFn: () => eventsApi.rule(id ?? ''),
    enabled: Boolean(id),
    retry: false,
  });
