import type { TaskSchedule, TaskScheduleChange } from '@bitdata/contracts/schedules';
import { api, expectData } from '../../api/client';

/**
 * Typed calls of the task schedules API. Runs change the list at any moment, so nothing
 * is kept in the local cache; writes name the "taskschedule" document, so the list reads again after
 * them.
 */
const fresh = { cache: false } as const;
const DOCUMENT = 'taskschedule';
const one = (name: string) => `/schedules/${encodeURIComponent(name)}`;

export const schedulesApi = {
  list: async () => expectData(await api().get<TaskSchedule[]>('/schedules', fresh)),
  change: async (name: string, body: TaskScheduleChange) =>
    expectData(await api().put<TaskSchedule>(one(name), body, { silent: true, document: DOCUMENT })),
  pause: async (name: string) =>
    expectData(await api().post<TaskSchedule>(`${one(name)}/pause`, {}, { document: DOCUMENT })),
  resume: async (name: string) =>
    expectData(await api().post<TaskSchedule>(`${one(name)}/resume`, {}, { document: DOCUMENT })),
  run: async (name: string) =>
    expectData(await api().post<{ jobId: string }>(`${one(name)}/run`, {}, { document: DOCUMENT })),
};
