import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { checkTranslations } from '../../i18n/translation-checks';
import { ACCESS_NS, ACCESS_TEXTS } from './texts';

/** The same rules as src/i18n/i18n.test.ts, for the texts that load with the users, roles, groups and menus screens. */
describe('back-office access texts', () => {
  checkTranslations(ACCESS_TEXTS.en, ACCESS_TEXTS.vi);

  it('are registered in both languages once a module of the feature is loaded', () => {
    expect(i18n.t(`${ACCESS_NS}:levels.viewAll`, { lng: 'en' })).toBe('View all');
    expect(i18n.t(`${ACCESS_NS}:levels.viewAll`, { lng: 'vi' })).toBe('Xem tất cả');
    expect(i18n.t(`${ACCESS_NS}:roles.users`, { lng: 'en', count: 1 })).toBe('1 user has this role');
  });
});
