import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { checkTranslations } from '../../i18n/translation-checks';
import { describeDuration, describeSchedule, splitInterval, taskName } from './format';
import { SCHEDULES_NS, SCHEDULES_TEXTS } from './texts';

/** The same rules as src/i18n/i18n.test.ts, for the texts that load with the task schedules screen. */
describe('task schedules texts', () => {
  checkTranslations(SCHEDULES_TEXTS.en, SCHEDULES_TEXTS.vi);

  it('are registered in both languages once the screen is loaded', () => {
    expect(i18n.t(`${SCHEDULES_NS}:actions.run`, { lng: 'en' })).toBe('Run now');
    expect(i18n.t(`${SCHEDULES_NS}:actions.run`, { lng: 'vi' })).toBe('Chạy ngay');
  });
});

describe('how a schedule reads', () => {
  const en = i18n.getFixedT('en');
  const vi = i18n.getFixedT('vi');

  it('names an interval in its largest whole unit', () => {
    expect(splitInterval(7_200_000)).toEqual({ amount: 2, unit: 'hours' });
    expect(splitInterval(90_000)).toEqual({ amount: 90, unit: 'seconds' });
    expect(describeSchedule(en, { every: 3_600_000 })).toBe('Every hour');
    expect(describeSchedule(en, { every: 86_400_000 * 2 })).toBe('Every 2 days');
    expect(describeSchedule(vi, { every: 600_000 })).toBe('Mỗi 10 phút');
  });

  it('shows a cron with its zone, UTC when none is given', () => {
    expect(describeSchedule(en, { cron: '0 3 * * *' })).toBe('Cron 0 3 * * * (UTC)');
    expect(describeSchedule(en, { cron: '0 9 * * 1', tz: 'Asia/Ho_Chi_Minh' })).toBe(
      'Cron 0 9 * * 1 (Asia/Ho_Chi_Minh)',
    );
  });

  it('says how long a run took', () => {
    expect(describeDuration(en, 240)).toBe('took 240 ms');
    expect(describeDuration(en, 3_450)).toBe('took 3.5 s');
    expect(describeDuration(en, 125_000)).toBe('took 2 min 5 s');
  });

  it("names a known task in the reader's language and keeps an unknown one's job name", () => {
    expect(taskName(en, { name: 'payments.round', descriptionKey: 'payments_round' })).toBe(
      'Check pending payments',
    );
    expect(taskName(vi, { name: 'payments.round', descriptionKey: 'payments_round' })).toBe(
      'Kiểm tra các thanh toán đang chờ',
    );
    expect(taskName(en, { name: 'later.task', descriptionKey: 'later_task' })).toBe('later.task');
  });
});
