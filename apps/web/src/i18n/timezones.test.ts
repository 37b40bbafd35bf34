import { isTimeZone, timezoneSchema } from '@bitdata/contracts/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimezone, timezoneOptions } from './timezones';

describe('timezone choices', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers only values the profile contract accepts', () => {
    const options = timezoneOptions();
    expect(options).toContain('UTC+07:00');
    expect(options.length).toBeGreaterThan(25);
    const refused = options.filter((zone) => !timezoneSchema.safeParse(zone).success);
    expect(refused).toEqual([]);
  });

  it('offers only accepted values from the fallback list of engines without supportedValuesOf', () => {
    vi.spyOn(Intl, 'supportedValuesOf').mockImplementation(() => {
      throw new RangeError('not supported');
    });
    const options = timezoneOptions();
    expect(options).toContain('Asia/Ho_Chi_Minh');
    expect(options.filter((zone) => !timezoneSchema.safeParse(zone).success)).toEqual([]);
  });

  it('starts from a browser zone the contract accepts', () => {
    expect(isTimeZone(browserTimezone())).toBe(true);
  });
});
