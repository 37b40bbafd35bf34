import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { checkTranslations } from '../../../i18n/translation-checks';
import { CONTENT_SITE_NS, CONTENT_SITE_TEXTS } from './texts';

/** The same rules as src/i18n/i18n.test.ts, for the texts that load with the public content pages. */
describe('public content texts', () => {
  checkTranslations(CONTENT_SITE_TEXTS.en, CONTENT_SITE_TEXTS.vi);

  it('are registered in both languages, with the FAQ groups named', () => {
    expect(i18n.t(`${CONTENT_SITE_NS}:faqs.groups.getting-started`, { lng: 'en' })).toBe('Getting started');
    expect(i18n.t(`${CONTENT_SITE_NS}:faqs.groups.getting-started`, { lng: 'vi' })).toBe('Bắt đầu');
  });

  it('never say a page is coming', () => {
    const all = JSON.stringify(CONTENT_SITE_TEXTS);
    expect(all).not.toMatch(/coming|sắp ra mắt/i);
  });
});
