/**
 * Task schedules (collection `taskschedule`): the platform's repeating jobs as operators
 * see them. An operator's schedule may not fire more often than this: the tasks are housekeeping and
 * checks, and a seconds-level schedule would only load the workers (the code may declare a shorter
 * one, e.g. a test's, and an operator may always go back to the code's).
 */
export const SCHEDULE_MIN_INTERVAL_MS = 10_000;

/** Result of a schedule's last run: still running, finished, or failed (its error kept). */
export const SCHEDULE_RUN_RESULTS = ['running', 'ok', 'failed'] as const;
export type ScheduleRunResult = (typeof SCHEDULE_RUN_RESULTS)[number];
