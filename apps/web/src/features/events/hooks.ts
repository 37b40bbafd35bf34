import type { EventRun } from '@bitdata/contracts/backoffice/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ActivityFilter, eventsApi } from './events.api';

export const eventKeys = {
  all: ['events'] as const,
  activity: (f: ActivityFilter) => ['events', 'activity', f] as const,
  runs: (page: number) => ['events', 'runs', page] as const,
  rules: (page: number) => ['events', 'rules', page] as const,
  rule: (id: string) => ['events', 'rule', id] as const,
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
