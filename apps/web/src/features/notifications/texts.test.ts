import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { checkTranslations } from '../../i18n/translation-checks';
import { NOTIFICATIONS_NS, NOTIFICATIONS_TEXTS } from './texts';

/** The same rules as src/i18n/i18n.test.ts, for the texts that load with the notification screens. */
describe('notification texts', () => {
  checkTranslations(NOTIFICATIONS_TEXTS.en, NOTIFICATIONS_TEXTS.vi);

  it('are registered in both languages once a notification module is loaded', () => {
    expect(i18n.t(`${NOTIFICATIONS_NS}:list.title`, { lng: 'en' })).toBe('Notifications');
    expect(i18n.t(`${NOTIFICATIONS_NS}:list.title`, { lng: 'vi' })).toBe('Thông báo');
    expect(i18n.t(`${NOTIFICATIONS_NS}:list.unread`, { lng: 'en', count: 1 })).toBe('1 unread');
  });
});
