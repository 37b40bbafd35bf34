import { describe, expect, it } from 'vitest';
import { BACKOFFICE_LIMITS, type FieldType } from '../constants/backoffice';
import { type DocumentField, type DocumentFieldInput, documentFieldSchema } from './documents';
import { recordDataSchema } from './record-schema';

const field = (code: string, type: FieldType, more: Partial<DocumentFieldInput> = {}): DocumentField =>
  documentFieldSchema.parse({ code, type, label: { en: code, vi: code }, ...more });

/** The MESSAGES key of the one issue on `path`, or null when the data is accepted. */
function refusal(fields: DocumentField[], data: Record<string, unknown>, path: string): string | null {
  const result = recordDataSchema(fields).safeParse(data);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join('.') === path)?.message ?? null;
}

const one = (f: DocumentField, value: unknown) => refusal([f], { [f.code]: value }, f.code);

describe('recordDataSchema', () => {
  it('accepts integers for number fields, also as numeric strings, and refuses decimals and words', () => {
    const n = field('n', 'number');
    expect(one(n, 12)).toBeNull();
    expect(one(n, '12')).toBeNull();
    expect(one(n, ' -3 ')).toBeNull();
    expect(one(n, 1.5)).toBe('wrongType');
    expect(one(n, '1.5')).toBe('wrongType');
    expect(one(n, 'twelve')).toBe('wrongType');
    expect(one(n, true)).toBe('wrongType');
    expect(recordDataSchema([n]).parse({ n: '12' })).toEqual({ n: 12 });
  });

  it('accepts finite decimals for double and float fields and refuses what is not finite', () => {
    for (const type of ['double', 'float'] as const) {
      const d = field('d', type);
      expect(one(d, 1.25)).toBeNull();
      expect(one(d, '1.25')).toBeNull();
      expect(one(d, '1e3')).toBeNull();
      expect(one(d, Number.POSITIVE_INFINITY)).toBe('wrongType');
      expect(one(d, Number.NaN)).toBe('wrongType');
      expect(one(d, 'Infinity')).toBe('wrongType');
      expect(one(d, [1])).toBe('wrongType');
    }
  });

  it('takes dates as yyyy-MM-dd that exist', () => {
    const d = field('d', 'date');
    expect(one(d, '2026-02-28')).toBeNull();
    expect(one(d, '2024-02-29')).toBeNull();
    expect(one(d, '2026-02-30')).toBe('wrongType');
    expect(one(d, '28/02/2026')).toBe('wrongType');
    expect(one(d, '2026-02-28T00:00:00Z')).toBe('wrongType');
  });

  it('takes times as HH:mm or HH:mm:ss', () => {
    const t = field('t', 'time');
    expect(one(t, '09:30')).toBeNull();
    expect(one(t, '23:59:59')).toBeNull();
    expect(one(t, '24:00')).toBe('wrongType');
    expect(one(t, '9:30')).toBe('wrongType');
    expect(one(t, '09:30:60')).toBe('wrongType');
  });

  it('takes date-times as ISO 8601 with a zone only', () => {
    const dt = field('dt', 'datetime');
    expect(one(dt, '2026-11-23T16:05:00Z')).toBeNull();
    expect(one(dt, '2026-11-23T16:05:00.123+07:00')).toBeNull();
    expect(one(dt, '2026-11-23T16:05+07:00')).toBeNull();
    expect(one(dt, '2026-11-23T16:05:00')).toBe('wrongType');
    expect(one(dt, '2026-02-30T16:05:00Z')).toBe('wrongType');
    expect(one(dt, '2026-11-23')).toBe('wrongType');
  });

  it('takes booleans, objects and arrays by their JSON type, within the item limit', () => {
    expect(one(field('b', 'boolean'), false)).toBeNull();
    expect(one(field('b', 'boolean'), 'true')).toBe('wrongType');
    expect(one(field('o', 'object'), { a: 1 })).toBeNull();
    expect(one(field('o', 'object'), [1])).toBe('wrongType');
    expect(one(field('a', 'array'), [1, 'x'])).toBeNull();
    expect(one(field('a', 'array'), { 0: 1 })).toBe('wrongType');
    const tooMany = Array.from({ length: BACKOFFICE_LIMITS.collectionItems + 1 }, (_, i) => i);
    expect(one(field('a', 'array'), tooMany)).toBe('wrongType');
  });

  it('checks min and max on numbers, lengths and pattern on strings, and options', () => {
    const balance = field('balance', 'double', { validation: { min: 0, max: 100 } });
    expect(one(balance, 0)).toBeNull();
    expect(one(balance, -0.01)).toBe('valueTooSmall');
    expect(one(balance, '100.5')).toBe('valueTooLarge');
    const code = field('code', 'string', { validation: { minLength: 2, maxLength: 4, pattern: '[A-Z]+' } });
    expect(one(code, 'USD')).toBeNull();
    expect(one(code, 'U')).toBe('valueTooShort');
    expect(one(code, 'USDTX')).toBe('fieldTooLong');
    expect(one(code, 'usd')).toBe('patternMismatch');
    expect(one(code, 'USD1')).toBe('patternMismatch');
    expect(one(field('s', 'string'), 'x'.repeat(BACKOFFICE_LIMITS.stringLength + 1))).toBe('fieldTooLong');
    const side = field('side', 'string', { validation: { options: ['buy', 'sell'] } });
    expect(one(side, 'sell')).toBeNull();
    expect(one(side, 'hold')).toBe('notAnOption');
    const level = field('level', 'number', { validation: { options: [1, 2], max: 1 } });
    expect(one(level, '1')).toBeNull();
    expect(one(level, 2)).toBe('valueTooLarge');
    expect(one(level, 3)).toBe('notAnOption');
    expect(one(field('p', 'string', { validation: { pattern: '(' } }), 'x')).toBe('patternMismatch');
    const list = field('list', 'array', { validation: { minLength: 1, maxLength: 2 } });
    expect(one(list, [])).toBe('valueTooShort');
    expect(one(list, [1, 2, 3])).toBe('valueTooLarge');
  });

  it('checks a pattern that backtracks exponentially', () => {
    const probe = field('probe', 'string', { validation: { pattern: '(a+)+b' } });
    // a backtracking engine would try 2^999 ways before refusing this: answering at all proves the
    // linear one (its speed is measured by `npm run bench -- field-pattern`)
    expect(one(probe, `${'a'.repeat(999)}!`)).toBe('patternMismatch');
    expect(one(probe, `${'a'.repeat(28)}b`)).toBeNull();
    expect(one(probe, `${'a'.repeat(1_000)}b`)).toBe('fieldTooLong');
  });

  it('refuses an empty required field and keeps empty optional ones as null', () => {
    const name = field('name', 'string', { required: true });
    const note = field('note', 'string');
    expect(refusal([name, note], {}, 'name')).toBe('fieldRequired');
    expect(refusal([name, note], { name: '' }, 'name')).toBe('fieldRequired');
    expect(refusal([name, note], { name: null }, 'name')).toBe('fieldRequired');
    expect(recordDataSchema([name, note]).parse({ name: 'A', note: '' })).toEqual({ name: 'A', note: null });
  });

  it('refuses fields the document does not have and ignores computed or read-only ones', () => {
    const fields = [
      field('name', 'string'),
      field('slug', 'string', { reference: { mode: 'function', name: 'slug', args: ['name'] } }),
      field('seen', 'number', { reference: { mode: 'readonly' } }),
    ];
    expect(refusal(fields, { name: 'A', other: 1 }, 'other')).toBe('unknownField');
    expect(recordDataSchema(fields).parse({ name: 'A', slug: 'a', seen: 'x' })).toEqual({ name: 'A' });
  });

  it('refuses NUL and lone surrogates in any string of a value, nested or as a key', () => {
    const s = field('s', 'string');
    const a = field('a', 'array');
    const o = field('o', 'object');
    expect(one(s, 'Tiếng Việt 😀')).toBeNull();
    expect(one(a, [['😀'], { k: 'v' }])).toBeNull();
    expect(one(s, 'a\u0000b')).toBe('invalidCharacters');
    expect(one(s, 'a\ud800b')).toBe('invalidCharacters');
    expect(one(a, ['ok', '\udc00'])).toBe('invalidCharacters');
    expect(one(a, [['deeper', 'a\u0000']])).toBe('invalidCharacters');
    expect(one(o, { note: '\ud83d' })).toBe('invalidCharacters');
    expect(one(o, { 'key\u0000': 1 })).toBe('invalidCharacters');
    expect(one(o, { list: [{ note: 'a\ud800' }] })).toBe('invalidCharacters');
  });

  it('keeps a record within the size limit', () => {
    const fields = Array.from({ length: 12 }, (_, i) => field(`f${i}`, 'string'));
    const data = Object.fromEntries(fields.map((f) => [f.code, 'x'.repeat(BACKOFFICE_LIMITS.stringLength)]));
    expect(refusal(fields, data, '')).toBe('valueTooLarge');
  });
});
