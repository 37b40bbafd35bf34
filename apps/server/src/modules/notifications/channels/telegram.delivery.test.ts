import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { bearer } from '../../auth/auth.test-helpers';
import { pollTelegram } from './telegram.poll';
import { RECORDED } from './telegram.recorded';
import { type FakeBotApi, startFakeBotApi } from './telegram.test-server';
import { memberWithFilter, runDelivery, storedNotification } from './webhook.test-helpers';

/** Linking a chat with a one-time t.me link and delivering to it, against a local Bot API. */
describe('Telegram channel', () => {
  let bot: FakeBotApi;
  let t: TestApp;
  let member: Awaited<ReturnType<typeof memberWithFilter>>;
  const CHAT = 777001;

  beforeAll(async () => {
    bot = await startFakeBotApi();
    t = await createTestApp({
      MARKET_EXCHANGES: '',
      TELEGRAM_BOT_TOKEN: '7012345678:TEST',
      TELEGRAM_API_URL: bot.url,
    });
    member = await memberWithFilter(t, 'lan@example.com', 'vi');
  });
  afterAll(async () => {
    await t.close();
    await bot.close();
  });

  const settings = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/core/notifications/settings',
        headers: bearer(member.token),
      })
    ).json().data;
  const codeOf = (url: string) => new URL(url).searchParams.get('start') ?? '';

  it('links the chat that opens the member’s one-time link, once, and turns the channel on', async () => {
    const before = await settings();
    expect(before.available).toContain('telegram');
    expect(before.telegram.linked).toBe(false);

    const link = await t.app.inject({
      method: 'POST',
      url: '/api/core/notifications/telegram/link',
      headers: bearer(member.token),
    });
    expect(link.statusCode, link.body).toBe(200);
    const url: string = link.json().data.linkUrl;
    expect(url).toMatch(/^https:\/\/t\.me\/bitdata_alerts_bot\?start=[A-Za-z0-9_-]{24}$/);
    // a newer link voids the older one (the one the settings answer showed)
    const older = codeOf(before.telegram.linkUrl);
    bot.pressStart(CHAT + 1, older);
    bot.pressStart(CHAT, codeOf(url));
    // whichever poll (the scheduled job's or this one) reads them, the outcome is the same
    await pollTelegram(t.deps);
    const after = await settings();
    expect(after.telegram).toEqual({ linked: true, linkUrl: null });
    expect(after.channels.telegram).toBe(true);
    // one answer per /start, though the scheduled poll and this one may both have read it
    expect(bot.sent(CHAT)).toHaveLength(1);
    expect(String(bot.sent(CHAT).at(-1)?.body.text)).toContain('Đã liên kết');
    expect(String(bot.sent(CHAT + 1).at(-1)?.body.text)).toContain('hết hạn');

    // the same code again, from another chat, links nothing
    bot.pressStart(CHAT + 2, codeOf(url));
    await pollTelegram(t.deps);
    const row = await t.deps.db
      .selectFrom('notification_settings')
      .select('telegram_chat_id')
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(row.telegram_chat_id).toBe(String(CHAT));
  });

  it('delivers to the linked chat in the member’s language, retrying after a server error', async () => {
    bot.answerChat(CHAT, { ok: false, error_code: 502, description: 'Bad Gateway' });
    const id = await storedNotification(t, member, 'telegram');
    const delivery = await runDelivery(t, id, 'telegram');
    expect(delivery).toMatchObject({ status: 'sent', attempts: 2 });
    const text = String(bot.sent(CHAT).at(-1)?.body.text);
    expect(text).toContain('<b>BTCUSDT vừa khớp bộ lọc "Breakout"</b>');
    expect(text).toContain('Giá: 64.210,5');
    expect(text).toMatch(/http:\/\/localhost:3000\/core\/detail\/.+BTCUSDT/);
  });

  it('waits out a 429 and records a blocked bot as failed without retrying', async () => {
    bot.answerChat(CHAT, RECORDED.tooManyRequests(1));
    const waited = await runDelivery(t, await storedNotification(t, member, 'telegram'), 'telegram');
    expect(waited).toMatchObject({ status: 'sent', attempts: 1 });

    bot.answerChat(CHAT, RECORDED.blocked);
    const blocked = await runDelivery(t, await storedNotification(t, member, 'telegram'), 'telegram');
    expect(blocked).toMatchObject({ status: 'failed', attempts: 1 });
    expect(blocked.error).toContain('bot was blocked by the user');
  });
});

describe('Telegram with the bot out of reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    // nothing listens on port 9 (discard): getMe fails at once
    t = await createTestApp({
      MARKET_EXCHANGES: '',
      TELEGRAM_BOT_TOKEN: '1:x',
      TELEGRAM_API_URL: 'http://127.0.0.1:9',
    });
  });
  afterAll(() => t.close());

  it('still answers the settings, without a link', async () => {
    const member = await memberWithFilter(t, 'offline@example.com');
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/core/notifications/settings',
      headers: bearer(member.token),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.telegram).toEqual({ linked: false, linkUrl: null });
  });
});

describe('Telegram without a bot token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' });
  });
  afterAll(() => t.close());

  it('is hidden and gives no link', async () => {
    const member = await memberWithFilter(t, 'nobot@example.com');
    const s = (
      await t.app.inject({
        method: 'GET',
        url: '/api/core/notifications/settings',
        headers: bearer(member.token),
      })
    ).json().data;
    expect(s.available).not.toContain('telegram');
    expect(s.telegram).toEqual({ linked: false, linkUrl: null });
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/core/notifications/telegram/link',
      headers: bearer(member.token),
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().error.code).toBe('CHANNEL_NOT_CONFIGURED');
  });
});
