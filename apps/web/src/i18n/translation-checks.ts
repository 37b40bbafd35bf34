import { expect, it } from 'vitest';

/** Test helper: the rules every pair of English and Vietnamese text files must keep. */
type Tree = { [key: string]: string | Tree };

export const flattenTexts = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flattenTexts(v, `${prefix}${k}.`)),
    ),
  );

// Vietnamese has one plural form: "_one" keys of English have no Vietnamese twin.
const base = (key: string) => key.replace(/_(one|other)$/, '');
const placeholders = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

/** Declares the shared tests (inside a describe): same keys both ways, no empty text, same placeholders. */
export function checkTranslations(enTree: object, viTree: object): void {
  const en = flattenTexts(enTree as Tree);
  const vi = flattenTexts(viTree as Tree);

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
      expect(placeholders(text), key).toEqual(placeholders(enText));
    }
  });
}
