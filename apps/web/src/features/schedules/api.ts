import type { TaskScheduleChange } from '@bitdata/contracts/schedules';
import { SCHEDULE_ENDPOINTS as API } from '@bitdata/contracts/schedules.endpoints';
import { callData } from '../../api/endpoint-call';

/**
 * The task schedules API, called through its declarations in the contracts. Runs change the list at
 * any moment, so nothing is kept in the local cache; writes name the "taskschedule" document, so the
 * list reads again after them.
 */
const fresh = { cache: false } as const;
const write = { document: 'taskschedule' } as const;

export const schedulesApi = {
  list: () => callData(API.list, {}, fresh),
  change: (name: string, body: TaskScheduleChange) =>
    callData(API.change, { params: { name }, body }, { ...write, silent: true }),
  pause: (name: string) => callData(API.pause, { params: { name } }, write),
  resume: (name: string) => callData(API.resume, { params: { name } }, write),
  run: (name: string) => callData(API.run, { params: { name } }, write),
};
