import type { TaskSchedule } from '@bitdata/contracts/schedules';
import { SCHEDULE_ENDPOINTS as API } from '@bitdata/contracts/schedules.endpoints';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import { endpointKey } from '../../api/query-keys';
import { schedulesApi } from './api';

/** The list's key is its endpoint's: every write under /schedules makes it stale. */
export const scheduleKeys = { list: endpointKey(API.list, {}) };

/** While a run is awaited the list is read every second; otherwise now and then, to show new runs. */
const WAITING_POLL_MS = 1_000;
const IDLE_POLL_MS = 30_000;

const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1;

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** The list; `waiting` (a run now was asked, or one is running) makes it poll until the run is recorded. */
export const useSchedules = (enabled: boolean, waiting: boolean) =>
  useQuery({
    queryKey: scheduleKeys.list,
    queryFn: schedulesApi.list,
    enabled,
    retry,
    refetchInterval: (q) =>
      waiting || (q.state.data as TaskSchedule[] | undefined)?.some((s) => s.lastResult === 'running')
        ? WAITING_POLL_MS
        : IDLE_POLL_MS,
  });
