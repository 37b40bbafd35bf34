import { MESSAGES } from '@bitdata/contracts/messages';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import { checkTranslations, flattenTexts } from './translation-checks';
import vi from './vi.json';

describe('translations', () => {
  const viFlat = flattenTexts(vi);
  checkTranslations(en, vi);

  it('English messages equal the shared MESSAGES, word for word', () => {
    expect(en.messages).toEqual(MESSAGES);
  });

  it('writes Vietnamese with its diacritics', () => {
    expect(viFlat['nav.home']).toBe('Trang chủ');
    expect(viFlat['auth.login']).toBe('Đăng nhập');
  });
});
