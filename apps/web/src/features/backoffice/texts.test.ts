import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { checkTranslations } from '../../i18n/translation-checks';
import { BACKOFFICE_NS, BACKOFFICE_TEXTS } from './texts';

/** The same rules as src/i18n/i18n.test.ts, for the texts that load with the back-office data screens. */
describe('back office texts', () => {
  checkTranslations(BACKOFFICE_TEXTS.en, BACKOFFICE_TEXTS.vi);

  it('are registered in both languages once a back-office module is loaded', () => {
    expect(i18n.t(`${BACKOFFICE_NS}:designer.preview`, { lng: 'en' })).toBe('Form preview');
    expect(i18n.t(`${BACKOFFICE_NS}:designer.preview`, { lng: 'vi' })).toBe('Xem trước biểu mẫu');
    expect(i18n.t(`${BACKOFFICE_NS}:documents.fieldCount`, { lng: 'en', count: 2 })).toBe('2 fields');
  });
});
