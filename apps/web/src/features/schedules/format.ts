import type { ScheduleSpecDto } from '@bitdata/contracts/schedules';
import type { TFunction } from 'i18next';

/** Interval units the screen reads and writes, largest first. */
export const UNITS = [
  ['days', 86_400_000],
  ['hours', 3_600_000],
  ['minutes', 60_000],
  ['seconds', 1_000],
] as const;
export type Unit = (typeof UNITS)[number][0];

export const unitMs = (unit: Unit) => UNITS.find(([u]) => u === unit)?.[1] ?? 1_000;

/** An interval in the largest unit that divides it evenly: 7200000 ms is 2 hours, 90000 ms 90 seconds. */
export function splitInterval(ms: number): { amount: number; unit: Unit } {
  for (const [unit, size] of UNITS) if (ms >= size && ms % size === 0) return { amount: ms / size, unit };
  return { amount: Math.max(1, Math.round(ms / 1_000)), unit: 'seconds' };
}

/** "Every 2 hours", "Cron 0 3 * * * (UTC)". */
export function describeSchedule(t: TFunction, spec: ScheduleSpecDto): string {
  if ('every' in spec) {
    const { amount, unit } = splitInterval(spec.every);
    return t(`schedules:every.${unit}`, { count: amount });
  }
  return t('schedules:cron', { expression: spec.cron, zone: spec.tz ?? 'UTC' });
}

/** How long a run took: "took 240 ms", "took 3.5 s", "took 2 min 5 s". */
export function describeDuration(t: TFunction, ms: number): string {
  if (ms < 1_000) return t('schedules:tookMs', { count: ms });
  if (ms < 60_000) return t('schedules:tookSeconds', { count: Math.round(ms / 100) / 10 });
  return t('schedules:tookMinutes', {
    minutes: Math.floor(ms / 60_000),
    seconds: Math.round((ms % 60_000) / 1_000),
  });
}

/** The task's name in the reader's language; a task this screen does not know keeps its job name. */
export const taskName = (t: TFunction, task: { name: string; descriptionKey: string }) =>
  t(`schedules:tasks.${task.descriptionKey}`, { defaultValue: task.name });
