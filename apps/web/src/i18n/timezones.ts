/**
 * Timezone choices: fixed offsets UTC-12 to UTC+12 (the profile contract accepts "UTC+07:00"),
 * then named IANA zones when the browser lists them, else a short list of common ones.
 */
const COMMON_ZONES = [
  'Asia/Ho_Chi_Minh',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'Australia/Sydney',
  'UTC',
];

export const offsetZone = (hours: number) =>
  `UTC${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`;

export function timezoneOptions(): string[] {
  const offsets = Array.from({ length: 25 }, (_, i) => offsetZone(i - 12));
  let named: string[] = COMMON_ZONES;
  try {
    const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.(
      'timeZone',
    );
    // Browsers list ICU's canonical names (Asia/Saigon): the common ones are kept so the name
    // traders know (Asia/Ho_Chi_Minh) can still be chosen.
    if (supported?.length) named = [...new Set([...COMMON_ZONES, ...supported])];
  } catch {
    // Older engines: the common list is enough to choose from.
  }
  return [...offsets, ...named.filter((zone) => !offsets.includes(zone))];
}

export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
