import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { checkTranslations } from '../../i18n/translation-checks';
import { describeAgo, describeSpan, queueName } from './format';
import { SYSTEM_NS, SYSTEM_TEXTS } from './texts';

/** The same rules as src/i18n/i18n.test.ts, for the texts that load with the system screen. */
describe('system screen texts', () => {
  checkTranslations(SYSTEM_TEXTS.en, SYSTEM_TEXTS.vi);

  it('are registered in both languages once the screen is loaded', () => {
    expect(i18n.t(`${SYSTEM_NS}:queues.retry`, { lng: 'en' })).toBe('Retry');
    expect(i18n.t(`${SYSTEM_NS}:queues.retry`, { lng: 'vi' })).toBe('Chạy lại');
  });
});

describe('how spans read', () => {
  const en = i18n.getFixedT('en');
  const vi = i18n.getFixedT('vi');

  it('names a span in its largest whole unit', () => {
    expect(describeSpan(en, 0)).toBe('0 seconds');
    expect(describeSpan(en, 1)).toBe('1 second');
    expect(describeSpan(en, 59.9)).toBe('59 seconds');
    expect(describeSpan(en, 7_260)).toBe('2 hours');
    expect(describeSpan(en, 3 * 86_400)).toBe('3 days');
    expect(describeSpan(vi, 600)).toBe('10 phút');
  });

  it('says how long ago, on the server’s clock', () => {
    expect(describeAgo(en, 1_000, 61_000)).toBe('1 minute ago');
    expect(describeAgo(vi, 1_000, 61_000)).toBe('1 phút trước');
  });

  it('names the queues, keeping an unknown one as it is', () => {
    expect(queueName(en, 'payments')).toBe('Payments');
    expect(queueName(vi, 'payments')).toBe('Thanh toán');
    expect(queueName(en, 'reports')).toBe('reports');
  });
});
