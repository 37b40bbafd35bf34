import { describe, expect, it } from 'vitest';
import { titleMatches } from './title-search';

const item = { title: { en: 'Building filters', vi: 'Xây dựng bộ lọc đa khung' } };

describe('the title search', () => {
  it('finds every word typed in either language, accents and case ignored', () => {
    expect(titleMatches(item, 'loc')).toBe(true);
    expect(titleMatches(item, 'BUILDING xay')).toBe(true);
    expect(titleMatches(item, 'da khung')).toBe(true);
    expect(titleMatches(item, '')).toBe(true);
  });

  it('misses a title lacking one of the words', () => {
    expect(titleMatches(item, 'filters news')).toBe(false);
  });
});
