import { describe, expect, it } from 'vitest';
import { mailTime } from './mail-time';

const at = Date.UTC(2026, 10, 23, 22, 30); // 23 Nov 2026 22:30 UTC

describe('mail time', () => {
  it("formats in the member's zone and language and names the zone", () => {
    const local = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Ho_Chi_Minh',
    }).format(at);
    expect(mailTime(at, 'en-GB', 'Asia/Ho_Chi_Minh')).toBe(`${local} (Asia/Ho_Chi_Minh)`);
    // the next day in Ho Chi Minh City (UTC+7)
    expect(mailTime(at, 'en-GB', 'Asia/Ho_Chi_Minh')).toMatch(/24 Nov 2026, 05:30 \(Asia\/Ho_Chi_Minh\)$/);
    expect(mailTime(at, 'vi-VN', 'Asia/Ho_Chi_Minh', 'long')).toMatch(/2026.*\(Asia\/Ho_Chi_Minh\)$/);
  });

  it("reads a profile's fixed offset, which Intl does not know, and names it", () => {
    expect(mailTime(at, 'en-GB', 'UTC+07:00')).toMatch(/24 Nov 2026, 05:30 \(UTC\+07:00\)$/);
    expect(mailTime(at, 'en-GB', 'UTC-03:30')).toMatch(/23 Nov 2026, 19:00 \(UTC-03:30\)$/);
  });

  it('says UTC for UTC, no zone and a zone the runtime does not know', () => {
    expect(mailTime(at, 'en-GB', 'UTC')).toMatch(/23 Nov 2026, 22:30 \(UTC\)$/);
    expect(mailTime(at, 'en-GB', '')).toBe(mailTime(at, 'en-GB', 'UTC'));
    expect(mailTime(at, 'en-GB', 'Mars/Olympus')).toBe(mailTime(at, 'en-GB', 'UTC'));
  });
});
