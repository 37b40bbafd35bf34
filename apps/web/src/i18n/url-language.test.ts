import { describe, expect, it } from 'vitest';
import { languageInUrl } from './url-language';

describe('the language a public address asks for', () => {
  it('reads ?lang=vi and ?lang=en, in any case, beside other parameters', () => {
    expect(languageInUrl('?lang=vi')).toBe('vi');
    expect(languageInUrl('?tag=release&lang=EN')).toBe('en');
    expect(languageInUrl('?lang=vn')).toBe('vi');
  });

  it('asks for nothing without it or with another value', () => {
    expect(languageInUrl('')).toBeNull();
    expect(languageInUrl('?lang=fr')).toBeNull();
    expect(languageInUrl('?lang=')).toBeNull();
    expect(languageInUrl('?language=vi')).toBeNull();
  });
});
