import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from './display-zone';
import { displayTimeZone, formatDate, formatDateTime, formatLongDate } from './format';

// 23/11/2026 20:30 UTC: 03:30 the next day in Ho Chi Minh City
const T = Date.UTC(2026, 10, 23, 20, 30);

describe('dates in the display time zone', () => {
  afterEach(() => setDisplayTimeZone(undefined));

  it('shows a named zone in the spec formats and names it', () => {
    setDisplayTimeZone('Asia/Ho_Chi_Minh');
    expect(formatDateTime(T)).toBe('24/11/2026 03:30');
    expect(formatDate(T)).toBe('24/11/2026');
    expect(formatLongDate(T, 'en')).toBe('24 November 2026');
    expect(displayTimeZone()).toBe('Asia/Ho_Chi_Minh');
  });

  it('reads the profile offsets "UTC+07:00" and "UTC-05:00"', () => {
    setDisplayTimeZone('UTC+07:00');
    expect(formatDateTime(T)).toBe('24/11/2026 03:30');
    setDisplayTimeZone('UTC-05:00');
    expect(formatDateTime(T)).toBe('23/11/2026 15:30');
    setDisplayTimeZone('UTC');
    expect(formatDateTime(T)).toBe('23/11/2026 20:30');
  });

  it("falls back to the browser's zone without a profile zone", () => {
    const local = new Date(T);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatDateTime(T)).toBe(
      `${pad(local.getDate())}/${pad(local.getMonth() + 1)}/${local.getFullYear()} ${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );
  });
});
