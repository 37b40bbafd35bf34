import { type DocumentField, type DocumentFieldInput, documentFieldSchema } from '@bitdata/contracts';
import { recordDataSchema } from '@bitdata/contracts/backoffice/record-schema';
import { describe, expect, it } from 'vitest';
import { coerce, validateRecord } from './record-validation';

const f = (input: Omit<DocumentFieldInput, 'label'>): DocumentField =>
  documentFieldSchema.parse({ label: { en: input.code, vi: input.code }, ...input });

const NOW = '2026-01-02T03:04:05.000Z';
const check = (
  fields: DocumentField[],
  input: Record<string, unknown>,
  existing: Record<string, unknown> | null = null,
  hidden: string[] = [],
) => validateRecord({ fields, input, existing, hidden, nowIso: NOW });
const keys = (r: ReturnType<typeof check>) => r.issues.map((i) => `${i.path}:${i.key}`);

describe('record validation', () => {
  it('checks each type and accepts numeric strings for numbers', () => {
    expect(coerce('number', '12')).toEqual({ ok: true, value: 12 });
    expect(coerce('number', 1.5)).toEqual({ ok: false });
    expect(coerce('double', ' 2.5 ')).toEqual({ ok: true, value: 2.5 });
    expect(coerce('float', Number.NaN)).toEqual({ ok: false });
    expect(coerce('double', 'abc')).toEqual({ ok: false });
    expect(coerce('boolean', 'true')).toEqual({ ok: false });
    expect(coerce('date', '2024-02-29').ok).toBe(true);
    expect(coerce('date', '2023-02-29').ok).toBe(false);
    expect(coerce('time', '23:59').ok).toBe(true);
    expect(coerce('time', '23:59:59').ok).toBe(true);
    expect(coerce('time', '24:00').ok).toBe(false);
    expect(coerce('datetime', '2024-01-01T10:00:00Z').ok).toBe(true);
    expect(coerce('datetime', '2024-01-01T10:00:00.123+07:00').ok).toBe(true);
    expect(coerce('datetime', '2024-01-01T10:00:00').ok).toBe(false);
    expect(coerce('object', [1]).ok).toBe(false);
    expect(coerce('array', { a: 1 }).ok).toBe(false);
    expect(
      coerce(
        'array',
        Array.from({ length: 1001 }, () => 1),
      ).ok,
    ).toBe(false);
  });

  it('refuses unknown and hidden fields, and requires required ones', () => {
    const fields = [
      f({ code: 'name', type: 'string', required: true }),
      f({ code: 'secret', type: 'string' }),
    ];
    expect(keys(check(fields, { nope: 1 }))).toEqual(['data.nope:unknownField', 'data.name:fieldRequired']);
    expect(keys(check(fields, { name: 'a', secret: 'b' }, null, ['secret']))).toEqual([
      'data.secret:unknownField',
    ]);
    expect(check(fields, { name: 'a' }, { name: 'x', secret: 's', gone: 1 }, ['secret']).data).toEqual({
      name: 'a',
      secret: 's',
      gone: 1,
    });
  });

  it('applies min, max, lengths, pattern and options', () => {
    const fields = [
      f({ code: 'n', type: 'number', validation: { min: 1, max: 5 } }),
      f({ code: 's', type: 'string', validation: { minLength: 2, maxLength: 3, pattern: '[a-z]+' } }),
      f({ code: 'o', type: 'string', validation: { options: ['a', 'b'] } }),
    ];
    expect(keys(check(fields, { n: 0, s: 'a', o: 'c' }))).toEqual([
      'data.n:valueTooSmall',
      'data.s:valueTooShort',
      'data.o:notAnOption',
    ]);
    expect(keys(check(fields, { n: 6, s: 'abcd' }))).toEqual(['data.n:valueTooLarge', 'data.s:fieldTooLong']);
    expect(keys(check(fields, { s: 'A1' }))).toEqual(['data.s:patternMismatch']);
    expect(check(fields, { n: '3', s: 'ab', o: 'b' }).issues).toEqual([]);
  });

  it('computes function fields, keeps read-only ones and fills defaults on create', () => {
    const fields = [
      f({ code: 'a', type: 'double' }),
      f({ code: 'b', type: 'double', default: 2 }),
      f({ code: 'total', type: 'double', reference: { mode: 'function', name: 'sum', args: ['a', 'b'] } }),
      f({ code: 'slug', type: 'string', reference: { mode: 'function', name: 'slug', args: ['title'] } }),
      f({ code: 'title', type: 'string' }),
      f({ code: 'at', type: 'datetime', reference: { mode: 'function', name: 'now', args: [] } }),
      f({ code: 'state', type: 'string', default: 'new', reference: { mode: 'readonly' } }),
    ];
    const created = check(fields, { a: 1, title: 'Đồng Việt Nam!', state: 'forged' });
    expect(created.issues).toEqual([]);
    expect(created.data).toEqual({
      a: 1,
      b: 2,
      total: 3,
      slug: 'dong-viet-nam',
      title: 'Đồng Việt Nam!',
      at: NOW,
      state: 'new',
    });
    const updated = check(fields, { a: 5, b: 1, state: 'x' }, created.data);
    expect(updated.data).toMatchObject({ total: 6, state: 'new' });
    expect(updated.data).not.toHaveProperty('title');
  });

  it('refuses a record larger than the limit', () => {
    const fields = Array.from({ length: 12 }, (_, i) => f({ code: `t${i}`, type: 'string' }));
    const input = Object.fromEntries(fields.map((x) => [x.code, 'x'.repeat(9_000)]));
    expect(keys(check(fields, input))).toEqual(['data:valueTooLarge']);
  });

  it('refuses NUL and lone surrogates in any value, which PostgreSQL cannot store', () => {
    const fields = [f({ code: 's', type: 'string' }), f({ code: 'o', type: 'object' })];
    expect(keys(check(fields, { s: 'a\u0000b', o: { k: '\u0000' } }))).toEqual([
      'data.s:invalidCharacters',
      'data.o:invalidCharacters',
    ]);
    expect(keys(check(fields, { s: 'a\ud800', o: { k: ['\udc00'] } }))).toEqual([
      'data.s:invalidCharacters',
      'data.o:invalidCharacters',
    ]);
    expect(coerce('string', 'a\u0000')).toEqual({ ok: false });
    expect(coerce('string', 'a\ud800')).toEqual({ ok: false });
    expect(coerce('string', '')).toEqual({ ok: true, value: '' });
    expect(coerce('number', '')).toEqual({ ok: false });
  });

  it('refuses exactly what the shared schema refuses, with the same keys', () => {
    const fields = [
      f({ code: 'n', type: 'number', required: true, validation: { min: 0 } }),
      f({ code: 'd', type: 'date' }),
      f({ code: 'o', type: 'string', validation: { options: ['a'] } }),
    ];
    const input = { n: -1, d: '2023-02-29', o: 'b', extra: 1 };
    const shared = recordDataSchema(fields).safeParse(input);
    expect(shared.success).toBe(false);
    const sharedKeys = shared.success
      ? []
      : shared.error.issues.map((i) => `data.${String(i.path[0])}:${i.message}`);
    expect(keys(check(fields, input))).toEqual(sharedKeys);
  });
});
