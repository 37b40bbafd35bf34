import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { checkTranslations } from '../../i18n/translation-checks';
import { SCREENER_NS, SCREENER_TEXTS } from './texts';

/** The same rules as src/i18n/i18n.test.ts, for the texts that load with the screener's screens. */
describe('screener texts', () => {
  checkTranslations(SCREENER_TEXTS.en, SCREENER_TEXTS.vi);

  it('are registered in both languages once a screener module is loaded', () => {
    expect(i18n.t(`${SCREENER_NS}:list.title`, { lng: 'en' })).toBe('Filters');
    expect(i18n.t(`${SCREENER_NS}:list.title`, { lng: 'vi' })).toBe('Bộ lọc');
    expect(i18n.t(`${SCREENER_NS}:list.matches`, { lng: 'en', count: 2 })).toBe('2 matches now');
  });
});
