import { z } from 'zod';
import { dataOf, text } from './common';
import { SCHEDULE_RUN_RESULTS } from './constants/schedules';

/**
 * Task schedules. Routes under /api/{prefix} (resource `taskschedule`: view lists, edit
 * acts): GET /schedules, PUT /schedules/{name} (a new timing, or null for the code's own),
 * POST /schedules/{name}/pause, /resume and /run (one run now; a second click while it waits or runs
 * is the same run). Times are milliseconds since the epoch (UTC).
 */

/** Every N ms, or a cron expression (5 fields, or 6 with seconds) in a time zone (UTC unless given). */
export const scheduleSpecSchema = z.union(
  [
    z
      .object({
        every: z.number({ message: 'scheduleInvalid' }).int('scheduleInvalid').positive('scheduleInvalid'),
      })
      .strict(),
    z
      .object({
        cron: text({ max: 120, required: 'scheduleInvalid' }),
        tz: text({ max: 64 }).optional(),
      })
      .strict(),
  ],
  { message: 'scheduleInvalid' },
);
export type ScheduleSpecDto = z.infer<typeof scheduleSpecSchema>;

export const taskScheduleSchema = z.object({
  /** The job's name, e.g. "payments.checkRound": one schedule per job. */
  name: z.string(),
  queue: z.string(),
  /** i18n key of the task's human name and description (web: schedules.tasks.<key>). */
  descriptionKey: z.string(),
  /** The timing in force: the operator's when set, the code's otherwise. */
  schedule: scheduleSpecSchema,
  /** The timing the code declares (what "reset" goes back to). */
  declared: scheduleSpecSchema,
  overridden: z.boolean(),
  paused: z.boolean(),
  lastRunAt: z.number().nullable(),
  lastResult: z.enum(SCHEDULE_RUN_RESULTS).nullable(),
  lastError: z.string().nullable(),
  /** null while the last run is still running. */
  lastDurationMs: z.number().nullable(),
  /** null while paused. */
  nextRunAt: z.number().nullable(),
});
export type TaskSchedule = z.infer<typeof taskScheduleSchema>;

export const taskScheduleListResponseSchema = dataOf(z.array(taskScheduleSchema));
export const taskScheduleResponseSchema = dataOf(taskScheduleSchema);

export const taskScheduleParamsSchema = z.object({
  name: z
    .string()
    .max(100, 'notFound')
    .regex(/^[a-z][a-zA-Z0-9.-]*$/, 'notFound'),
});

/** A new timing, or null to go back to the one declared in code. */
export const taskScheduleChangeSchema = z.object({ schedule: scheduleSpecSchema.nullable() }).strict();
export type TaskScheduleChange = z.infer<typeof taskScheduleChangeSchema>;

/** The run now queued (or the one already waiting or running, when clicked twice). */
export const taskScheduleRunResponseSchema = dataOf(z.object({ jobId: z.string() }));
