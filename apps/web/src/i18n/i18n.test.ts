import { MESSAGES } from '@bitdata/contracts/messages';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import vi from './vi.json';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  );
// Vietnamese has one plural form: "_one" keys of English have no Vietnamese twin.
const base = (key: string) => key.replace(/_(one|other)$/, '');

describe('translations', () => {
  const enFlat = flatten(en as Tree);
  const viFlat = flatten(vi as Tree);

  it('English messages equal the shared MESSAGES, word for word', () => {
    expect(en.messages).toEqual(MESSAGES);
  });

  it('Vietnamese translates every English key, and nothing else', () => {
    const enKeys = new Set(Object.keys(enFlat).map(base));
    const viKeys = new Set(Object.keys(viFlat).map(base));
    expect([...enKeys].filter((k) => !viKeys.has(k))).toEqual([]);
    expect([...viKeys].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('has no empty texts and keeps every placeholder', () => {
    for (const [key, text] of Object.entries(viFlat)) {
      expect(text.trim(), key).not.toBe('');
      const enText = enFlat[key] ?? enFlat[`${base(key)}_other`] ?? '';
      const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
      expect(vars(text), key).toEqual(vars(enText));
    }
  });

  it('writes Vietnamese with its diacritics', () => {
    expect(viFlat['nav.home']).toBe('Trang chủ');
    expect(viFlat['auth.login']).toBe('Đăng nhập');
  });
});
