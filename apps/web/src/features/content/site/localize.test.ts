import { describe, expect, it } from 'vitest';
import { localized, pickText } from './localize';

describe('an item in the reader language', () => {
  it('is Vietnamese for a Vietnamese reader, English where the translation is pending', () => {
    expect(pickText({ en: 'Filters', vi: 'Bộ lọc' }, 'vi')).toBe('Bộ lọc');
    expect(pickText({ en: 'Filters', vi: '  ' }, 'vi')).toBe('Filters');
    expect(pickText({ en: 'Filters', vi: 'Bộ lọc' }, 'en')).toBe('Filters');
    const item = {
      title: { en: 'T', vi: 'Tv' },
      summary: { en: 'S', vi: '' },
      body: { en: '<p>B</p>', vi: '' },
    };
    expect(localized(item, 'vi')).toEqual({ title: 'Tv', summary: 'S', body: '<p>B</p>', bodyLang: 'en' });
  });
});
