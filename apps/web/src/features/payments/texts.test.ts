import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { checkTranslations } from '../../i18n/translation-checks';
import { PAYMENTS_NS, PAYMENTS_TEXTS } from './texts';

/** The same rules as src/i18n/i18n.test.ts, for the texts that load with the payment screens. */
describe('payments texts', () => {
  checkTranslations(PAYMENTS_TEXTS.en, PAYMENTS_TEXTS.vi);

  it('are registered in both languages once a payments module is loaded', () => {
    expect(i18n.t(`${PAYMENTS_NS}:plans.current`, { lng: 'en' })).toBe('Current plan');
    expect(i18n.t(`${PAYMENTS_NS}:plans.current`, { lng: 'vi' })).toBe('Gói hiện tại');
    expect(i18n.t(`${PAYMENTS_NS}:pay.monthCount`, { lng: 'en', count: 12 })).toBe('12 months');
  });
});
