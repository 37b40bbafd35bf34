import type { ConditionReading } from '@bitdata/contracts';
import { describe, expect, it } from 'vitest';
import type { Delivery } from './channels/channel';
import { telegramTextOf } from './channels/telegram';
import { pushMessageOf } from './channels/web-push';
import { webhookBodyOf } from './channels/webhook';
import { digestMail, notificationMail } from './notifications.mail';

const VALUES: ConditionReading[] = [
  { index: 0, field: 'rsi', operator: 'isLessThan', matched: true, left: 33.110469, value: 35 },
  { index: 1, field: 'color', operator: 'equals', matched: true, left: 1, value: 1 },
  {
    index: 2,
    field: 'close',
    operator: 'isGreaterThan',
    matched: true,
    left: 71160.53,
    right: 69800.21,
    rightField: 'ema200',
  },
  // an anyOf member that did not hold: the messages say what matched
  { index: 3, member: 1, field: 'adx', operator: 'isGreaterThan', matched: false, left: 18.2, value: 25 },
];

const delivery = (language: 'en' | 'vi'): Delivery => ({
  key: 'n1:email',
  attempt: 1,
  lastAttempt: false,
  notification: {
    id: 'n1',
    filterId: 'f1',
    filterName: 'RSI dip',
    kind: 'entered',
    exchangeId: 1,
    dataType: 3,
    symbol: 'BTCUSDT',
    interval: '1h',
    candleTime: Date.UTC(2026, 2, 14, 4),
    price: 71160.53,
    values: VALUES,
    links: { chart: '/core/detail/x', filter: '/core/filter/f1' },
    createdAt: Date.UTC(2026, 2, 14, 5),
  },
  urls: {
    chart: 'https://bitdata.example/core/detail/x',
    filter: 'https://bitdata.example/core/filter/f1',
    list: 'https://bitdata.example/core/notification',
  },
  member: { id: 'u1', email: 'lan@example.com', name: 'Lan', language, timezone: 'UTC' },
  settings: { emailMode: 'immediate', webhookUrl: null, webhookSecret: null, telegramChatId: null },
});

const WHY = {
  en: 'Why it matched: RSI(14) 33.11 < 35; Colour: green; Close 71,160.5 > EMA(200) 69,800.2',
  vi: 'Lý do khớp: RSI(14) 33,11 < 35; Màu nến: xanh; Giá đóng 71.160,5 > EMA(200) 69.800,2',
} as const;

describe('why it matched in the messages a member receives', () => {
  it('writes the conditions that held as traders read them in the e-mail, Telegram and push, in both languages', () => {
    for (const language of ['en', 'vi'] as const) {
      const d = delivery(language);
      const mail = notificationMail('BITDATA', d);
      expect(mail.text).toContain(WHY[language]);
      expect(mail.html).toContain(WHY[language].replace('<', '&lt;').replace('>', '&gt;'));
      expect(digestMail('BITDATA', d.member, [d], d.urls.list).text).toContain(WHY[language]);
      expect(telegramTextOf(d)).toContain(WHY[language].replace('<', '&lt;').replace('>', '&gt;'));
      expect(pushMessageOf(d).body).toContain(WHY[language]);
      // the price as a quote shows it in the member's language, as in the app
      expect(mail.text).toContain(language === 'en' ? 'Price: 71,160.5' : 'Giá: 71.160,5');
      expect(mail.html).toContain(language === 'en' ? 'Price: 71,160.5' : 'Giá: 71.160,5');
      for (const text of [mail.text, telegramTextOf(d)]) {
        expect(text).not.toContain('isLessThan');
        expect(text).not.toContain('ADX');
      }
    }
  });

  it('gives a webhook every reading with its sentence in the member’s language', () => {
    const en = webhookBodyOf(delivery('en')).values;
    expect(en.map((v) => v.text)).toEqual([
      'RSI(14) 33.11 < 35',
      'Colour: green',
      'Close 71,160.5 > EMA(200) 69,800.2',
      'ADX(14) 18.2 ≤ 25',
    ]);
    expect(en[0]).toMatchObject({ field: 'rsi', operator: 'isLessThan', left: 33.110469, value: 35 });
    expect(webhookBodyOf(delivery('vi')).values[1].text).toBe('Màu nến: xanh');
  });
});
