import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { columnsFromRows, computeIndicators, type IndicatorValues } from '@bitdata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { waitFor } from '../../../../test/wait';
import { bearer } from '../../auth/auth.test-helpers';
import { listCandles } from '../../market/candle.repository';
import type { CandleClosedEvent, SeriesId } from '../../market/market.types';
import { snapshotIndicators } from '../../market/store/indicator-snapshot';
import { createLiveScreener } from '../../screener/screener.consumer';
import { notificationListener } from '../notifications.listener';
import { pollTelegram } from './telegram.poll';
import { type FakeBotApi, startFakeBotApi } from './telegram.test-server';
import { browserSubscription, decryptAes128gcm, startPushService } from './web-push.test-service';
import { verifyWebhookSignature } from './webhook.send';
import { memberWithFilter } from './webhook.test-helpers';

/**
 * From a screened close to this helper's three channels (Web Push, Telegram, webhook), each against
 * its local server: one notification per entry, delivered once on each channel, a failing webhook
 * retried, and a redelivered close adding nothing.
 */
describe('a market entering a filter reaches Web Push, Telegram and the webhook once', () => {
  let t: TestApp;
  let bot: FakeBotApi;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let hook: http.Server;
  let hookUrl: string;
  const hookCalls: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const CHAT = 880001;

  beforeAll(async () => {
    bot = await startFakeBotApi();
    pushService = await startPushService();
    let failFirst = true;
    hook = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        hookCalls.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(failFirst ? 500 : 200).end();
        failFirst = false;
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/signals`;
    t = await createTestApp({
      MARKET_EXCHANGES: '',
      NOTIFY_ALLOW_PRIVATE_URLS: 'true',
      TELEGRAM_BOT_TOKEN: '7012345678:TEST',
      TELEGRAM_API_URL: bot.url,
    });
    await t.deps.market.start();
  });
  afterAll(async () => {
    await t.close();
    await bot.close();
    await pushService.close();
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  });

  it('delivers one notification on each channel, the webhook after a retry, and nothing for a redelivered close', async () => {
    const member = await memberWithFilter(t, 'trader@example.com');
    const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/core${url}`,
        headers: bearer(member.token),
        ...(payload ? { payload } : {}),
      });
    const filter = await call('POST', '/filters', {
      name: 'Always',
      conditionList: [{ field: 'close', operator: 'isGreaterThan', value: 0 }],
      exchangeId: 1,
      dataType: 3,
      interval: '1h',
      notify: true,
    });
    expect(filter.statusCode, filter.body).toBe(201);
    const filterId = filter.json().data.filterId as string;

    const phone = browserSubscription(`${pushService.origin}/push/ok/phone`);
    const device = await call('POST', '/notifications/devices', {
      subscription: {
        endpoint: phone.target.endpoint,
        keys: { p256dh: phone.target.p256dh, auth: phone.target.auth },
      },
    });
    expect(device.statusCode, device.body).toBe(201);
    const link = (await call('POST', '/notifications/telegram/link')).json().data.linkUrl as string;
    bot.pressStart(CHAT, new URL(link).searchParams.get('start') ?? '');
    await pollTelegram(t.deps);
    const saved = await call('PUT', '/notifications/settings', {
      channels: { webPush: true, telegram: true, webhook: true, email: false },
      webhookUrl: hookUrl,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const secret = saved.json().data.webhookSecret as string;

    const btc: SeriesId = { exchangeId: 1, dataType: 3, symbol: 'BTCUSDT', interval: '1h' };
    const candles = await listCandles(t.deps.db, btc, { limit: 1500 });
    const columns = computeIndicators(
      columnsFromRows(
        candles.map((c) => [c.time, c.open, c.high, c.low, c.close, c.volume, c.quoteVolume ?? Number.NaN]),
      ),
      { interval: '1h' },
    ) as unknown as Record<string, Float64Array>;
    const i = candles.length - 1;
    const candle = candles[i];
    if (!candle) throw new Error('no stored BTCUSDT 1h candles');
    const values = Object.fromEntries(Object.entries(columns).map(([name, col]) => [name, col[i]]));
    const close: CandleClosedEvent = {
      series: btc,
      candle,
      indicators: snapshotIndicators(values as IndicatorValues),
      origin: 'live',
    };
    const screener = createLiveScreener(t.deps, [notificationListener(t.deps)]);
    await screener.handle(close);

    const notification = await waitFor(
      () =>
        t.deps.db
          .selectFrom('notifications')
          .select('id')
          .where('filter_id', '=', filterId)
          .executeTakeFirst(),
      'the notification',
    );
    const states = async () =>
      t.deps.db
        .selectFrom('notification_deliveries')
        .select(['channel', 'status', 'attempts'])
        .where('notification_id', '=', notification.id)
        .where('channel', 'in', ['webPush', 'telegram', 'webhook'])
        .orderBy('channel')
        .execute();
    await waitFor(
      async () => (await states()).every((s) => s.status !== 'queued') && (await states()).length === 3,
      'deliveries',
      30_000,
    );
    expect((await states()).map((s) => ({ ...s, attempts: Number(s.attempts) }))).toEqual([
      { channel: 'telegram', status: 'sent', attempts: 1 },
      { channel: 'webPush', status: 'sent', attempts: 1 },
      { channel: 'webhook', status: 'sent', attempts: 2 },
    ]);

    // redelivered (a restart, another instance): no second notification, nothing sent again
    await createLiveScreener(t.deps, [notificationListener(t.deps)]).handle(close);
    await t.deps.jobs.drain();
    const pushes = pushService.received.filter((r) => r.path === '/push/ok/phone');
    expect(pushes).toHaveLength(1);
    expect(
      JSON.parse(decryptAes128gcm(pushes[0]?.body ?? Buffer.alloc(0), phone.ecdh, phone.auth)),
    ).toMatchObject({
      title: 'BTCUSDT entered your filter "Always"',
      tag: notification.id,
    });
    // the link reply, then the one notification
    expect(bot.sent(CHAT)).toHaveLength(2);
    expect(String(bot.sent(CHAT)[1]?.body.text)).toContain('BTCUSDT entered your filter');
    expect(hookCalls).toHaveLength(2);
    expect(new Set(hookCalls.map((c) => c.headers['idempotency-key']))).toEqual(
      new Set([`${notification.id}:webhook`]),
    );
    for (const c of hookCalls)
      expect(verifyWebhookSignature(secret, c.body, String(c.headers['x-signature']))).toBe(true);
    expect(JSON.parse(hookCalls[1]?.body ?? '{}')).toMatchObject({
      event: 'filter.entered',
      filterId,
      symbol: 'BTCUSDT',
      candleTime: candle.time,
      price: candle.close,
    });
  });
});
