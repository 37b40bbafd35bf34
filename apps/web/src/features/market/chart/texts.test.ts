import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { checkTranslations } from '../../../i18n/translation-checks';
import { CHART_NS, CHART_TEXTS } from './texts';

/** The same rules as src/i18n/i18n.test.ts, for the texts that load with the chart. */
describe('chart texts', () => {
  checkTranslations(CHART_TEXTS.en, CHART_TEXTS.vi);

  it('are registered in both languages once a chart module is loaded', () => {
    expect(i18n.t(`${CHART_NS}:panes.macd`, { lng: 'en' })).toBe('MACD 12 26 9');
    expect(i18n.t(`${CHART_NS}:legend.close`, { lng: 'vi' })).toBe('Đ');
  });
});
