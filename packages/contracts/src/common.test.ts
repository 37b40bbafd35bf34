import { describe, expect, it } from 'vitest';
import { isTimeZone, profileUpdateBodySchema, signupBodySchema, timezoneSchema } from './auth';
import { text } from './common';
import { marketsQuerySchema } from './market';
import { MESSAGES } from './messages';
import { contactBodySchema, pageViewBodySchema } from './site';

const keysOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  (result.error?.issues ?? []).map((i) => i.message);

describe('free text', () => {
  const line = text({ max: 50 });
  const body = text({ max: 50, multiline: true });

  it('refuses NUL, other C0 controls, DEL and C1 controls with invalidCharacters', () => {
    for (const bad of ['a\u0000b', '\u0000', 'a\u0007', 'x\u001Bx', 'del\u007F', 'c1\u0085', 'c1\u009F']) {
      expect(keysOf(line.safeParse(bad)), JSON.stringify(bad)).toContain('invalidCharacters');
      expect(keysOf(body.safeParse(bad)), JSON.stringify(bad)).toContain('invalidCharacters');
    }
    expect(MESSAGES.invalidCharacters).toBeTypeOf('string');
  });

  it('keeps tab and line breaks in multi-line text only', () => {
    for (const multi of ['one\ntwo', 'one\r\ntwo', 'a\tb']) {
      expect(body.safeParse(multi).success, JSON.stringify(multi)).toBe(true);
      expect(keysOf(line.safeParse(multi)), JSON.stringify(multi)).toContain('invalidCharacters');
    }
  });

  it('accepts ordinary text in any script and trims it before checking', () => {
    expect(line.parse('  Trần Thị Bích 📈 ')).toBe('Trần Thị Bích 📈');
    expect(line.parse(' padded\n')).toBe('padded');
    expect(text({ max: 5, trim: false }).parse(' a ')).toBe(' a ');
  });

  it('puts every free-text request field through the same refusal', () => {
    const nul = 'x\u0000y';
    const cases: Array<[string, { safeParse(v: unknown): { success: boolean } }, object]> = [
      ['markets search', marketsQuerySchema, { search: nul }],
      [
        'signup name',
        signupBodySchema,
        { username: 'a@b.co', password: 'long-enough-1', confirmPassword: 'long-enough-1', name: nul },
      ],
      ['profile displayName', profileUpdateBodySchema, { displayName: nul }],
      ['profile timezone', profileUpdateBodySchema, { timezone: nul }],
      ['contact name', contactBodySchema, { name: nul, email: 'a@b.co', message: 'hi' }],
      ['contact subject', contactBodySchema, { name: 'A', email: 'a@b.co', subject: nul, message: 'hi' }],
      ['contact message', contactBodySchema, { name: 'A', email: 'a@b.co', message: nul }],
      ['contact email', contactBodySchema, { name: 'A', email: `a${nul}@b.co`, message: 'hi' }],
      ['page-view path', pageViewBodySchema, { path: `/${nul}` }],
      ['page-view title', pageViewBodySchema, { path: '/', title: nul }],
      ['page-view referrer', pageViewBodySchema, { path: '/', referrer: nul }],
      ['page-view language', pageViewBodySchema, { path: '/', language: nul }],
    ];
    for (const [name, schema, value] of cases) expect(schema.safeParse(value).success, name).toBe(false);
  });

  it('refuses a line break in the contact name or subject and keeps it in the message', () => {
    const base = { name: 'An', email: 'a@b.co', message: 'first line\nsecond line' };
    expect(contactBodySchema.parse(base).message).toBe('first line\nsecond line');
    expect(keysOf(contactBodySchema.safeParse({ ...base, name: 'An\r\nBcc: x@y.z' }))).toContain(
      'invalidCharacters',
    );
    expect(keysOf(contactBodySchema.safeParse({ ...base, subject: 'Hi\nFrom: boss' }))).toContain(
      'invalidCharacters',
    );
  });
});

describe('time zones', () => {
  it('accepts UTC, fixed offsets, ICU canonical names and IANA names the engine knows', () => {
    for (const zone of ['UTC', 'UTC+07:00', 'UTC-12:00', 'UTC+05:30', 'Asia/Ho_Chi_Minh', 'Asia/Saigon']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const zone of Intl.supportedValuesOf('timeZone')) expect(isTimeZone(zone), zone).toBe(true);
  });

  it('refuses anything else with timezoneInvalid', () => {
    for (const zone of [
      'Mars/Olympus_Mons',
      'asia/ho_chi_minh',
      'UTC+25:00',
      'UTC+7',
      'EST',
      '<script>',
      'x'.repeat(64),
    ]) {
      expect(keysOf(timezoneSchema.safeParse(zone)), zone).toContain('timezoneInvalid');
    }
  });
});
