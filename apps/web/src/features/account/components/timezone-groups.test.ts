import { describe, expect, it } from 'vitest';
import { filterZones, offsetMinutes, zoneOptions } from './timezone-groups';

const JAN = Date.UTC(2026, 0, 15);
const JUL = Date.UTC(2026, 6, 15);

describe('time-zone picker options', () => {
  const options = zoneOptions(JAN);
  const search = (inputValue: string) =>
    filterZones(options, { inputValue, getOptionLabel: (o) => o.zone }).map((o) => o.zone);

  it('groups every zone under its UTC offset, in offset order, UTC first of UTC+00:00', () => {
    const minutes = options.map((o) => o.minutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    expect(options.find((o) => o.zone === 'Asia/Ho_Chi_Minh')?.offset).toBe('UTC+07:00');
    expect(options.find((o) => o.zone === 'UTC+07:00')?.offset).toBe('UTC+07:00');
    expect(options.filter((o) => o.offset === 'UTC+00:00')[0].zone).toBe('UTC');
    expect(options[0].offset).toBe('UTC-12:00');
  });

  it('follows daylight saving for named zones', () => {
    expect(offsetMinutes('Europe/Berlin', JAN)).toBe(60);
    expect(offsetMinutes('Europe/Berlin', JUL)).toBe(120);
    expect(offsetMinutes('America/New_York', JAN)).toBe(-300);
    expect(offsetMinutes('UTC-03:30')).toBe(-210);
  });

  it('finds zones by name with spaces or by offset, and UTC itself', () => {
    expect(search('ho chi')).toContain('Asia/Ho_Chi_Minh');
    expect(search('+07:00')).toEqual(
      expect.arrayContaining(['Asia/Ho_Chi_Minh', 'Asia/Bangkok', 'UTC+07:00']),
    );
    expect(search('utc')).toContain('UTC');
  });
});
