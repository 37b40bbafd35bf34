import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { SCREENER_NS, SCREENER_TEXTS } from './texts';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  );
// Vietnamese has one plural form: "_one" keys of English have no Vietnamese twin.
const base = (key: string) => key.replace(/_(one|other)$/, '');

/** The same rules as src/i18n/i18n.test.ts, for the texts that load with the screener's screens. */
describe('screener texts', () => {
  const en = flatten(SCREENER_TEXTS.en as Tree);
  const vi = flatten(SCREENER_TEXTS.vi as Tree);

  it('Vietnamese translates every English key, and nothing else', () => {
    const enKeys = new Set(Object.keys(en).map(base));
    const viKeys = new Set(Object.keys(vi).map(base));
    expect([...enKeys].filter((k) => !viKeys.has(k))).toEqual([]);
    expect([...viKeys].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('has no empty texts and keeps every placeholder', () => {
    for (const [key, text] of Object.entries(vi)) {
      expect(text.trim(), key).not.toBe('');
      const enText = en[key] ?? en[`${base(key)}_other`] ?? '';
      const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
      expect(vars(text), key).toEqual(vars(enText));
    }
  });

  it('are registered in both languages once a screener module is loaded', () => {
    expect(i18n.t(`${SCREENER_NS}:list.title`, { lng: 'en' })).toBe('Filters');
    expect(i18n.t(`${SCREENER_NS}:list.title`, { lng: 'vi' })).toBe('Bộ lọc');
    expect(i18n.t(`${SCREENER_NS}:list.matches`, { lng: 'en', count: 2 })).toBe('2 matches now');
  });
});
