import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSendPacer, createTelegramApi, TelegramError } from './telegram.api';
import { RECORDED } from './telegram.recorded';
import { type FakeBotApi, startFakeBotApi } from './telegram.test-server';

let bot: FakeBotApi;
beforeAll(async () => {
  bot = await startFakeBotApi();
});
afterAll(() => bot.close());

/** A clock the sleeps move, so pacing is measured without waiting for it. */
function fakeTime() {
  let now = 1_000_000;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    sleeps,
  };
}

describe('Telegram Bot API client', () => {
  it('calls the methods on the bot token’s path with JSON bodies', async () => {
    const api = createTelegramApi({ token: '123:abc', apiUrl: bot.url });
    expect((await api.getMe()).username).toBe('bitdata_alerts_bot');
    const message = await api.sendMessage('42', '<b>BTCUSDT</b> entered');
    expect(message.chat.id).toBe(42);
    const call = bot.sent(42).at(-1);
    expect(call).toMatchObject({
      token: '123:abc',
      body: { chat_id: '42', text: '<b>BTCUSDT</b> entered', parse_mode: 'HTML' },
    });
  });

  it('waits the retry_after of a 429 and then sends', async () => {
    const time = fakeTime();
    const api = createTelegramApi({ token: '123:abc', apiUrl: bot.url, ...time });
    bot.answerChat(43, RECORDED.tooManyRequests(3));
    await api.sendMessage('43', 'hello');
    expect(time.sleeps).toContain(3000);
    expect(bot.sent(43)).toHaveLength(2);
  });

  it('hands a long retry_after to the job’s retry instead of holding the worker', async () => {
    const time = fakeTime();
    const api = createTelegramApi({ token: '123:abc', apiUrl: bot.url, ...time, maxInlineWaitMs: 10_000 });
    bot.answerChat(44, RECORDED.tooManyRequests(35));
    const err = await api.sendMessage('44', 'hello').catch((e) => e);
    expect(err).toBeInstanceOf(TelegramError);
    expect(err).toMatchObject({ status: 429, permanent: false, retryAfterMs: 35_000 });
  });

  it('reports a blocked bot and an unknown chat as permanent', async () => {
    const api = createTelegramApi({ token: '123:abc', apiUrl: bot.url });
    bot.answerChat(45, RECORDED.blocked);
    await expect(api.sendMessage('45', 'x')).rejects.toMatchObject({ status: 403, permanent: true });
    bot.answerChat(46, RECORDED.chatNotFound);
    await expect(api.sendMessage('46', 'x')).rejects.toMatchObject({ status: 400, permanent: true });
  });

  it('keeps sends to one chat a second apart', async () => {
    const time = fakeTime();
    const api = createTelegramApi({ token: '123:abc', apiUrl: bot.url, ...time });
    const started = time.now();
    await Promise.all([api.sendMessage('47', 'a'), api.sendMessage('47', 'b'), api.sendMessage('47', 'c')]);
    expect(time.now() - started).toBeGreaterThanOrEqual(2000);
    expect(bot.sent(47)).toHaveLength(3);
  });
});

describe('send pacer', () => {
  it('spaces one chat by a second and all chats to at most 30 a second', () => {
    const pacer = createSendPacer({ perChatMs: 1000, globalGapMs: Math.ceil(1000 / 30), now: () => 0 });
    expect([pacer.reserve('a'), pacer.reserve('a'), pacer.reserve('a')]).toEqual([0, 1000, 2000]);
    const slots = Array.from({ length: 100 }, (_, i) => pacer.reserve(`chat-${i}`)).sort((x, y) => x - y);
    const all = [...slots, 0, 1000, 2000].sort((x, y) => x - y);
    for (let i = 0; i < all.length; i++) {
      const inWindow = all.filter((t) => t >= (all[i] ?? 0) && t < (all[i] ?? 0) + 1000);
      expect(inWindow.length).toBeLessThanOrEqual(30);
    }
  });

  it('holds a chat for the time Telegram asked', () => {
    const pacer = createSendPacer({ perChatMs: 1000, globalGapMs: 34, now: () => 0 });
    pacer.hold('a', 5000);
    expect(pacer.reserve('a')).toBe(5000);
    expect(pacer.reserve('b')).toBe(0);
  });
});
