import { formatLongDate, wallClockMs } from '../../i18n/format';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A market moment as a reader names it: the long date in their language and the hour in their zone,
 * "19 March 2026, 14:00" ("19 tháng 3 2026, 14:00"). Used where one instant stands for the whole
 * screen, such as the moment a replay has reached.
 */
export function formatMoment(value: number, language: string): string {
  const wall = new Date(wallClockMs(value));
  return `${formatLongDate(value, language)}, ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}
