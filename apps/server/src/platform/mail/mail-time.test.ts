import { describe, expect, it } from 'vitest';
import { mailTime } from './mail-time';

const at = Date.UTC(2026, 10, 23, 22, 30); // 23 Nov 2026 22:30 UTC

describe('mail time', () => {
  it("formats in the member's zone and language", () => {
    expect(mailTime(at, 'en-GB', 'Asia/Ho_Chi_Minh')).toBe(
      new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Ho_Chi_Minh',
      }).format(at),
    );
    // the next day in Ho Chi Minh City (UTC+7)
    expect(mailTime(at, 'en-GB', 'Asia/Ho_Chi_Minh')).toMatch(/24 Nov 2026, 05:30/);
    expect(mailTime(at, 'vi-VN', 'Asia/Ho_Chi_Minh', 'long')).toMatch(/2026/);
  });

  it('falls back to UTC, said so, for a zone the runtime does not know or none', () => {
    expect(mailTime(at, 'en-GB', 'Mars/Olympus')).toBe(`${mailTime(at, 'en-GB', 'UTC')} UTC`);
    expect(mailTime(at, 'en-GB', '')).toBe(mailTime(at, 'en-GB', 'UTC'));
    expect(mailTime(at, 'en-GB', 'UTC')).toMatch(/23 Nov 2026, 22:30/);
  });
});
