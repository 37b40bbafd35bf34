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

/** How many upcoming firings of a cron are compared to find its shortest gap ("0,1 * * * * *" has 1 s). */
const GAP_SAMPLES = 12;

/**
 * Why an operator's schedule is refused, as a message key, or null when it is fine: a malformed
 * cron or zone, or a timing that fires more often than `minGapMs`.
 */
export function scheduleProblem(
  when: ScheduleSpec,
  minGapMs: number,
  now: number,
): 'scheduleInvalid' | 'scheduleTooFrequent' | null {
  if ('every' in when) {
    if (!(Number.isInteger(when.every) && when.every > 0)) return 'scheduleInvalid';
    return when.every < minGapMs ? 'scheduleTooFrequent' : null;
  }
  try {
    const times = CronExpressionParser.parse(when.cron, { currentDate: new Date(now), tz: when.tz ?? 'UTC' });
    let previous = times.next().getTime();
    for (let i = 1; i < GAP_SAMPLES; i += 1) {
      const next = times.next().getTime();
      if (next - previous < minGapMs) return 'scheduleTooFrequent';
      previous = next;
    }
    return null;
  } catch {
    return 'scheduleInvalid';
  }
}

/** The stored columns of a timing (one of every_ms or cron is set). */
export interface StoredTiming {
  every: number | null;
  cron: string | null;
  tz: string | null;
}

export const timingOf = (when: ScheduleSpec): StoredTiming =>
  'every' in when
    ? { every: when.every, cron: null, tz: null }
    : { every: null, cron: when.cron, tz: when.tz ?? null };

/** The timing stored as columns, or undefined when neither is set (no override). */
export function specOf(stored: StoredTiming): ScheduleSpec | undefined {
  if (stored.every !== null) return { every: Number(stored.every) };
  if (stored.cron !== null) return stored.tz ? { cron: stored.cron, tz: stored.tz } : { cron: stored.cron };
  return undefined;
}
