import { CronExpressionParser } from 'cron-parser';
import type { ScheduleSpec } from './job-definition';

/** When a schedule fires next after `now`: `every` counts from the last firing, a cron from the clock. */
export function nextRunAt(when: ScheduleSpec, now: number): number {
  if ('every' in when) return now + when.every;
  return CronExpressionParser.parse(when.cron, { currentDate: new Date(now), tz: when.tz ?? 'UTC' })
    .next()
    .getTime();
}

/** First firing of a new (or changed) schedule: `every` runs at once, as the timers it replaces did. */
export function firstRunAt(when: ScheduleSpec, now: number): number {
  return 'every' in when ? now : nextRunAt(when, now);
}

/** Throws on a malformed cron expression at declaration, not at the first firing. */
export function assertValidSchedule(name: string, when: ScheduleSpec): void {
  if ('every' in when) {
    if (!(Number.isInteger(when.every) && when.every > 0))
      throw new Error(`Schedule of "${name}": every must be a positive whole number of ms`);
    return;
  }
  try {
    nextRunAt(when, Date.now());
  } catch (err) {
    throw new Error(`Schedule of "${name}": bad cron "${when.cron}" (${(err as Error).message})`);
  }
}
