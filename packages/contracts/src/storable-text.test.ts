import { describe, expect, it } from 'vitest';
import { isStorableText, isStorableValue } from './storable-text';

describe('storable text', () => {
  it('accepts any text of whole characters, surrogate pairs included', () => {
    for (const text of ['', 'plain', 'Tiếng Việt', '😀 emoji', 'tab\tline\nbreak', '\\u0000 spelled out'])
      expect(isStorableText(text), text).toBe(true);
  });

  it('refuses NUL and a surrogate outside a pair, wherever it stands', () => {
    for (const text of [
      '\u0000',
      'a\u0000b',
      '\ud800',
      'a\ud800b',
      'end\ud83d',
      '\udc00',
      'a\ude00b',
      '\ude00\ud83d',
    ])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  it('checks every string of a value, in arrays, in objects and as keys', () => {
    expect(isStorableValue({ a: ['x', { b: 'y', '😀': 1 }], n: 1, t: true, z: null })).toBe(true);
    for (const value of [
      'a\u0000',
      ['ok', '\ud800'],
      [['deeper', ['\udc00']]],
      { note: 'a\u0000' },
      { 'key\ud800': 'value' },
      { list: [{ note: '\udfff' }] },
    ])
      expect(isStorableValue(value), JSON.stringify(value)).toBe(false);
  });

  it('walks a deeply nested value without exhausting the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(isStorableValue(deep)).toBe(false);
  });
});
