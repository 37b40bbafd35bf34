import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { checkTranslations } from '../../i18n/translation-checks';
import { STATISTICS_NS, STATISTICS_TEXTS } from './texts';

/** The same rules as src/i18n/i18n.test.ts, for the texts that load with the statistics screens. */
describe('statistics texts', () => {
  checkTranslations(STATISTICS_TEXTS.en, STATISTICS_TEXTS.vi);

  it('are registered in both languages once a statistics module is loaded', () => {
    expect(i18n.t(`${STATISTICS_NS}:run.calculating`, { lng: 'en' })).toBe('calculating...');
    expect(i18n.t(`${STATISTICS_NS}:start.run`, { lng: 'vi' })).toBe('Chạy thống kê');
    expect(i18n.t(`${STATISTICS_NS}:matrix.trades`, { lng: 'en', count: 1 })).toBe('1 trade');
  });
});
