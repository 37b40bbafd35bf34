/**
 * The app's date formats: dd/MM/yyyy, dd/MM/yyyy HH:mm and dd MMMM yyyy. Month names come
 * from Intl in the reader's language so no month list has to be kept in the translations.
 */
import { chosenTimeZone } from './display-zone';

const pad = (n: number) => String(n).padStart(2, '0');

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** The zone's name, to show beside times where it matters. */
export const displayTimeZone = (): string =>
  chosenTimeZone() ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

const FIXED_OFFSET = /^UTC([+-])(\d{2}):(\d{2})$/;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function partsOf(d: Date): Parts {
  const displayZone = chosenTimeZone();
  const fixed = displayZone ? FIXED_OFFSET.exec(displayZone) : null;
  if (fixed) {
    const minutes = (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3]));
    const shifted = new Date(d.getTime() + minutes * 60_000);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
    };
  }
  if (displayZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone: displayZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      }).formatToParts(d);
      const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
      return {
        year: get('year'),
        month: get('month'),
        day: get('day'),
        hour: get('hour'),
        minute: get('minute'),
      };
    } catch {
      // A zone this browser does not know: its own zone is the honest fallback.
    }
  }
  return {
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour: d.getHours(),
    minute: d.getMinutes(),
  };
}

export function formatDate(value: Date | string | number): string {
  const p = partsOf(toDate(value));
  return `${pad(p.day)}/${pad(p.month)}/${p.year}`;
}

export function formatDateTime(value: Date | string | number): string {
  const p = partsOf(toDate(value));
  return `${pad(p.day)}/${pad(p.month)}/${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The shown zone's distance from UTC at `value`, as a reader compares it with their own clock or a
 * UTC chart: "UTC+7", "UTC+5:30", "UTC-3", or "UTC" itself. Taken at that instant, so a summer time
 * reads as it was then.
 */
export function zoneOffsetLabel(value: Date | string | number): string {
  const d = toDate(value);
  const p = partsOf(d);
  const minuteStart = Math.floor(d.getTime() / 60_000) * 60_000;
  const offset = Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - minuteStart) / 60_000);
  if (offset === 0) return 'UTC';
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  return `UTC${offset < 0 ? '-' : '+'}${Math.floor(abs / 60)}${minutes ? `:${pad(minutes)}` : ''}`;
}

/**
 * A time a trader acts on (a match, a notification, a trade, a payment) with its zone beside it,
 * "24/11/2026 03:30 (UTC+7)": the hour alone is read in whatever zone the reader assumes.
 */
export function formatDateTimeZoned(value: Date | string | number): string {
  return `${formatDateTime(value)} (${zoneOffsetLabel(value)})`;
}

export function formatLongDate(value: Date | string | number, language: string): string {
  const d = toDate(value);
  const p = partsOf(d);
  // the month of the shown day, named by Intl in the reader's language
  const month = new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : 'en-GB', {
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(p.year, p.month - 1, 15)));
  return `${pad(p.day)} ${month} ${p.year}`;
}

/**
 * The displayed zone's wall-clock time of `value` as if it were UTC (ms): for drawing libraries that
 * print UTC only (the market chart), so their axis and crosshair read the member's zone.
 */
export function wallClockMs(value: Date | string | number): number {
  const d = toDate(value);
  const p = partsOf(d);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, d.getUTCSeconds());
}
