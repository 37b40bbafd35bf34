import { createFilterOptions } from '@mui/material/Autocomplete';
import { timezoneOptions } from '../../../i18n/timezones';

/**
 * The account page's time-zone picker: every zone under its current UTC offset ("UTC+07:00"), offsets
 * in order from UTC-12 to UTC+14, UTC first of its group; found by name (spaces for underscores) or
 * by offset.
 */

const FIXED = /^UTC([+-])(\d{2}):(\d{2})$/;
const GMT = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/;

/** The zone's offset from UTC in minutes at `at` (daylight saving included); 0 when unknown. */
export function offsetMinutes(zone: string, at = Date.now()): number {
  const fixed = FIXED.exec(zone);
  if (fixed) return (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3]));
  if (zone === 'UTC') return 0;
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    const m = name ? GMT.exec(name) : null;
    if (!m?.[1]) return 0;
    return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
  } catch {
    return 0;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
export const offsetLabel = (minutes: number) =>
  `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

export interface ZoneOption {
  zone: string;
  /** "UTC+07:00": the group it is listed under */
  offset: string;
  minutes: number;
}

/** Every zone the profile accepts, ordered by offset; within one offset UTC, then fixed offsets, then names. */
export function zoneOptions(at = Date.now()): ZoneOption[] {
  const rank = (zone: string) => (zone === 'UTC' ? 0 : FIXED.test(zone) ? 1 : 2);
  return timezoneOptions()
    .map((zone) => {
      const minutes = offsetMinutes(zone, at);
      return { zone, minutes, offset: offsetLabel(minutes) };
    })
    .sort((a, b) => a.minutes - b.minutes || rank(a.zone) - rank(b.zone) || a.zone.localeCompare(b.zone));
}

/** Autocomplete filter: "ho chi", "saigon", "+07" and "utc+07" all find Asia/Ho_Chi_Minh. */
export const filterZones = createFilterOptions<ZoneOption>({
  stringify: (o) => `${o.zone} ${o.zone.replace(/[_/]/g, ' ')} ${o.offset}`,
});
