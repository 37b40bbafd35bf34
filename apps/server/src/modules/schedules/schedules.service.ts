import { SCHEDULE_MIN_INTERVAL_MS, type ScheduleSpecDto, type TaskSchedule } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import type { ScheduleSpec, ScheduleState } from '../../platform/jobs/job-definition';
import { scheduleProblem } from '../../platform/jobs/schedule';

/**
 * Task schedules: the platform's repeating jobs, which operators may hold, re-time and
 * run once now. The state is the job queue's (SQL, mirrored into Redis with BullMQ); this is the
 * operator's side of it: validation and the shape the back office shows.
 */
type Deps = Pick<AppDeps, 'jobs' | 'clock'>;

/** i18n key of a task's name and description: dots would nest keys in the web's dictionaries. */
export const descriptionKeyOf = (name: string) => name.replace(/\./g, '_');

const specDto = (when: ScheduleSpec): ScheduleSpecDto =>
  'every' in when ? { every: when.every } : when.tz ? { cron: when.cron, tz: when.tz } : { cron: when.cron };

export function toTaskSchedule(state: ScheduleState): TaskSchedule {
  const finished = state.lastFinishedAt !== null && state.lastStartedAt !== null;
  return {
    name: state.name,
    queue: state.queue,
    descriptionKey: descriptionKeyOf(state.name),
    schedule: specDto(state.when),
    declared: specDto(state.declared),
    overridden: state.overridden,
    paused: state.paused,
    lastRunAt: state.lastStartedAt,
    lastResult: state.lastStatus,
    lastError: state.lastError,
    lastDurationMs: finished ? Math.max(0, (state.lastFinishedAt ?? 0) - (state.lastStartedAt ?? 0)) : null,
    nextRunAt: state.nextRunAt,
  };
}

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw AppError.of('NOT_FOUND', 'scheduleNotFound');
  return value;
};

export async function listSchedules(deps: Deps): Promise<TaskSchedule[]> {
  return (await deps.jobs.schedules.list()).map(toTaskSchedule);
}

export async function pauseSchedule(deps: Deps, name: string): Promise<TaskSchedule> {
  return toTaskSchedule(found(await deps.jobs.schedules.pause(name)));
}

export async function resumeSchedule(deps: Deps, name: string): Promise<TaskSchedule> {
  return toTaskSchedule(found(await deps.jobs.schedules.resume(name)));
}

/**
 * A new timing: refused (400) when malformed or more frequent than SCHEDULE_MIN_INTERVAL_MS. null goes
 * back to the code's timing, whatever its frequency: the code may need a faster one than operators get.
 */
export async function changeSchedule(
  deps: Deps,
  name: string,
  when: ScheduleSpecDto | null,
): Promise<TaskSchedule> {
  if (when) {
    const problem = scheduleProblem(when, SCHEDULE_MIN_INTERVAL_MS, deps.clock.now());
    if (problem) throw AppError.of('VALIDATION', 'badRequest', [{ path: 'schedule', key: problem }]);
  }
  return toTaskSchedule(found(await deps.jobs.schedules.change(name, when)));
}

/** Queues one run now; a second call while that run waits or runs gives the same job. */
export async function runScheduleNow(deps: Deps, name: string): Promise<{ jobId: string }> {
  return { jobId: found(await deps.jobs.schedules.runNow(name)) };
}
