import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from './display-zone';
import {
  displayTimeZone,
  formatDate,
  formatDateTime,
  formatDateTimeZoned,
  formatLongDate,
  zoneOffsetLabel,
} from './format';

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

describe('times shown with their zone', () => {
  afterEach(() => setDisplayTimeZone(undefined));

  it('names the offset of the shown zone beside the time', () => {
    setDisplayTimeZone('Asia/Ho_Chi_Minh');
    expect(formatDateTimeZoned(T)).toBe('24/11/2026 03:30 (UTC+7)');
    setDisplayTimeZone('UTC');
    expect(formatDateTimeZoned(T)).toBe('23/11/2026 20:30 (UTC)');
    setDisplayTimeZone('UTC-03:30');
    expect(formatDateTimeZoned(T)).toBe('23/11/2026 17:00 (UTC-3:30)');
    setDisplayTimeZone('Asia/Kolkata');
    expect(zoneOffsetLabel(T)).toBe('UTC+5:30');
  });

  it('takes the offset at that instant, summer time included', () => {
    setDisplayTimeZone('Europe/Berlin');
    expect(zoneOffsetLabel(Date.UTC(2026, 0, 15, 12))).toBe('UTC+1');
    expect(zoneOffsetLabel(Date.UTC(2026, 6, 15, 12))).toBe('UTC+2');
  });
});
