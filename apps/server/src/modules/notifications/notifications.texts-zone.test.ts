import { describe, expect, it } from 'vitest';
import type { ChannelMember, Delivery } from './channels/channel';
import { telegramTextOf } from './channels/telegram';
import { pushMessageOf } from './channels/web-push';
import { webhookBodyOf } from './channels/webhook';
import { digestMail, notificationMail } from './notifications.mail';

// the 1h candle opened at 04:00 UTC: 11:00 in Ho Chi Minh City
const CANDLE = Date.UTC(2026, 2, 14, 4);

const member = (timezone: string, language: 'en' | 'vi' = 'en'): ChannelMember => ({
  id: 'u1',
  email: 'lan@example.com',
  name: 'Lan',
  language,
  timezone,
});

const delivery = (m: ChannelMember): Delivery => ({
  key: 'n1:email',
  attempt: 1,
  lastAttempt: false,
  notification: {
    id: 'n1',
    filterId: 'f1',
    filterName: 'RSI dip',
    kind: 'entered',
    exchangeId: 1,
    dataType: 2,
    symbol: 'BTCUSDT',
    interval: '1h',
    candleTime: CANDLE,
    price: 64210.5,
    values: [],
    links: { chart: '/core/detail/x', filter: '/core/filter/f1' },
    createdAt: CANDLE + 3_600_000,
  },
  urls: {
    chart: 'https://bitdata.example/core/detail/x',
    filter: 'https://bitdata.example/core/filter/f1',
    list: 'https://bitdata.example/core/notification',
  },
  member: m,
  settings: { emailMode: 'immediate', webhookUrl: null, webhookSecret: null, telegramChatId: null },
});

// the candle's hour and the zone on one line: Vietnamese writes the hour before the date
const HCM = /11:00[^\n]*\(Asia\/Ho_Chi_Minh\)/;

describe('times in the texts a member receives', () => {
  it("name the member's zone beside the candle's hour in e-mail, Telegram and push, in both languages", () => {
    for (const language of ['en', 'vi'] as const) {
      const d = delivery(member('Asia/Ho_Chi_Minh', language));
      const mail = notificationMail('BITDATA', d);
      expect(mail.text).toMatch(HCM);
      expect(mail.html).toMatch(HCM);
      expect(digestMail('BITDATA', d.member, [d], d.urls.list).text).toMatch(HCM);
      expect(telegramTextOf(d)).toMatch(HCM);
      expect(pushMessageOf(d).body).toMatch(HCM);
    }
  });

  it('say UTC when the member is on UTC, and read a fixed offset', () => {
    expect(notificationMail('BITDATA', delivery(member('UTC'))).text).toMatch(/04:00[^\n]*\(UTC\)/);
    expect(telegramTextOf(delivery(member('UTC+07:00')))).toMatch(/11:00[^\n]*\(UTC\+07:00\)/);
  });

  it('give a webhook the candle time as UTC, said so, beside the epoch milliseconds', () => {
    const body = webhookBodyOf(delivery(member('Asia/Ho_Chi_Minh')));
    expect(body.candleTime).toBe(CANDLE);
    expect(body.candleTimeUtc).toBe('2026-03-14T04:00:00.000Z');
  });
});
