import { type DocumentField, type DocumentFieldInput, documentFieldSchema } from '@bitdata/contracts';
import { describe, expect, it } from 'vitest';
import { validateRecord } from './record-validation';
import { cleanRichText, holdsRichText } from './rich-text';

const f = (input: Omit<DocumentFieldInput, 'label'>): DocumentField =>
  documentFieldSchema.parse({ label: { en: input.code, vi: input.code }, ...input });

const NOW = '2026-01-02T03:04:05.000Z';
const write = (
  fields: DocumentField[],
  input: Record<string, unknown>,
  existing: Record<string, unknown> | null = null,
  hidden: string[] = [],
) => validateRecord({ fields, input, existing, hidden, nowIso: NOW });

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
/** Two halves that are no markup alone and an image with a handler once `concat` joins them. */
const HALVES = ['<img src=x', 'onerror=alert(1) >'] as const;

describe('rich text in records', () => {
  it('holds rich text only in the field types the form editor binds to', () => {
    expect(holdsRichText({ type: 'string' })).toBe(true);
    for (const type of ['array', 'object', 'number', 'boolean', 'date', 'datetime', 'time'] as const)
      expect(holdsRichText({ type })).toBe(false);
  });

  it('keeps the editor’s tags and drops scripts, handlers and javascript: links', () => {
    expect(cleanRichText(IMG)).toBe('');
    expect(cleanRichText(`<p>a${SCRIPT}</p>`)).toBe('<p>a</p>');
    expect(cleanRichText('<p><a href="javascript:alert(1)" onclick="x()">x</a> <b>b</b></p>')).toBe(
      '<p><a>x</a> <b>b</b></p>',
    );
    // a ">" inside a quoted attribute still closes nothing early: the image is found and dropped
    expect(cleanRichText('<img alt="<" src=x onerror=alert(1)>')).toBe('');
    expect(cleanRichText(`${HALVES[0]} ${HALVES[1]}`)).toBe('');
  });

  it('leaves text that a browser would not read as a tag as typed', () => {
    for (const text of ['a < b', 'x<y', '1 <= 2 > 0', 'AT&T', HALVES[0], HALVES[1]])
      expect(cleanRichText(text)).toBe(text);
  });

  it('stores the probes cleaned in string fields and as inert text inside arrays and objects', () => {
    const fields = [
      f({ code: 'notes', type: 'string' }),
      f({ code: 'caption', type: 'string' }),
      f({ code: 'tags', type: 'array' }),
      f({ code: 'extra', type: 'object' }),
    ];
    const tags = [IMG, { deeper: [SCRIPT] }];
    const extra = { h: SCRIPT, list: [IMG], inner: { h: IMG } };
    const created = write(fields, {
      notes: `<p>ok</p>${IMG}${SCRIPT}`,
      caption: '<img alt="<" src=x onerror=alert(1)>',
      tags,
      extra,
    });
    expect(created.issues).toEqual([]);
    expect(created.data.notes).toBe('<p>ok</p>');
    expect(created.data.caption).toBe('');
    // nothing reads an array's or an object's strings as HTML: they are kept exactly as written
    expect(created.data.tags).toEqual(tags);
    expect(created.data.extra).toEqual(extra);
  });

  it('cleans a computed value that only the function makes into markup', () => {
    const fields = [
      f({ code: 'a', type: 'string' }),
      f({ code: 'b', type: 'string' }),
      f({ code: 'tags', type: 'array' }),
      f({
        code: 'joined',
        type: 'string',
        reference: { mode: 'function', name: 'concat', args: ['a', 'b'] },
      }),
      f({ code: 'loud', type: 'string', reference: { mode: 'function', name: 'upper', args: ['tags'] } }),
    ];
    const { data, issues } = write(fields, { a: HALVES[0], b: HALVES[1], tags: [IMG] });
    expect(issues).toEqual([]);
    expect(data).toMatchObject({ a: HALVES[0], b: HALVES[1], tags: [IMG] });
    expect(data.joined).toBe('');
    expect(data.loud).toBe('');
  });

  it('cleans a read-only default and a value carried over from the stored record', () => {
    const fields = [
      f({ code: 'title', type: 'string' }),
      f({ code: 'state', type: 'string', default: `${IMG}new`, reference: { mode: 'readonly' } }),
      f({ code: 'secret', type: 'string' }),
    ];
    expect(write(fields, { title: 'x' }).data).toEqual({ title: 'x', state: 'new' });
    // a value stored before it was cleaned is not written back as it was
    const updated = write(fields, { title: 'y' }, { title: 'x', state: 'new', secret: SCRIPT }, ['secret']);
    expect(updated.data).toEqual({ title: 'y', state: 'new', secret: '' });
  });
});
