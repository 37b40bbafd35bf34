import type { TaskScheduleChange } from '@bitdata/contracts/schedules';
import { SCHEDULE_ENDPOINTS as API } from '@bitdata/contracts/schedules.endpoints';
import { callData } from '../../api/endpoint-call';

/**
 * The task schedules API, called through its declarations in the contracts. Runs change the list at
 * any moment, so nothing is kept in the local cache; every write is under /schedules, so the list
 * reads again after it.
 */
const fresh = { cache: false } as const;

export const schedulesApi = {
  list: () => callData(API.list, {}, fresh),
  change: (name: string, body: TaskScheduleChange) =>
    callData(API.change, { params: { name }, body }, { silent: true }),
  pause: (name: string) => callData(API.pause, { params: { name } }),
  resume: (name: string) => callData(API.resume, { params: { name } }),
  run: (name: string) => callData(API.run, { params: { name } }),
};
