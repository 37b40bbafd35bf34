import { NOTIFICATION_EVENTS, type NotificationCreatedMessage, userChannel } from '@bitdata/contracts';
import { columnsFromRows, computeIndicators, type IndicatorValues } from '@bitdata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  dialectUnderTest,
  readOutbox,
  TEST_ENV,
  TEST_REDIS_URL,
  type TestDatabase,
  tempDir,
} from '../../../test/harness';
import { sleep, waitFor } from '../../../test/wait';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../platform/db/database';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';
import { listCandles } from '../market/candle.repository';
import type { CandleClosedEvent, SeriesId } from '../market/market.types';
import { snapshotIndicators } from '../market/store/indicator-snapshot';
import { createLiveScreener } from '../screener/screener.consumer';
import { notificationListener } from './notifications.listener';

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Exactly once with two instances, each an API and a worker over one database (and, with
 * TEST_REDIS_URL, one Redis for jobs and pushes): both screen the same closes at the same time, yet
 * each (filter, market, candle) is stored once, pushed once and mailed once.
 */
describe(`notifications with two instances (${dialectUnderTest}${TEST_REDIS_URL ? ' + Redis' : ''})`, () => {
  let database: TestDatabase;
  const apps: App[] = [];
  const outboxes: string[] = [];
  const mails = () => outboxes.flatMap((dir) => readOutbox(dir));
  beforeAll(async () => {
    database = await createTestDatabase();
    const configOf = (dataDir: string) =>
      loadConfig({
        ...TEST_ENV,
        DATA_DIR: dataDir,
        // one signing key: a token of one instance is good on the other
        JWT_SECRET: 'two-instances-share-this-jwt-secret-0123456789',
        MARKET_EXCHANGES: '',
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        ...(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL } : {}),
      });
    // each instance its own data folder (outbox), the database shared (SQLite: the first one's file)
    outboxes.push(database.dataDir, tempDir());
    const second = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    apps.push(await buildApp(configOf(outboxes[0]), { database: database.handle }));
    apps.push(await buildApp(configOf(outboxes[1]), { database: second }));
    for (const a of apps) await a.app.ready();
    // the first worker now, the second after the sign-up (its verification mail lands in the first's outbox)
    await apps[0].deps.jobs.start();
    // the bundled candles, stored (no feed runs)
    await apps[0].deps.market.start();
  });
  afterAll(async () => {
    for (const a of apps) await a.app.close();
    await database?.drop().catch(() => undefined);
  });

  it('stores, pushes and mails each notification once', async () => {
    const [a, b] = apps;
    const onA = {
      app: a.app,
      deps: a.deps,
      dataDir: database.dataDir,
      listen: async () => '',
      close: async () => {},
    };
    await signupVerified(onA, 'twice@example.com');
    const user = await a.deps.db
      .updateTable('users')
      .set({ role_code: 'premium' })
      .where('username', '=', 'twice@example.com')
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await tokenOf(onA, 'twice@example.com');
    await b.deps.jobs.start();
    const settings = await a.app.inject({
      method: 'PUT',
      url: '/api/core/notifications/settings',
      headers: bearer(token),
      payload: { channels: { email: true } },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const filters: string[] = [];
    for (const name of ['one', 'two', 'three']) {
      const r = await b.app.inject({
        method: 'POST',
        url: '/api/core/filters',
        headers: bearer(token),
        payload: {
          name,
          conditionList: [{ field: 'close', operator: 'isGreaterThan', value: 0 }],
          exchangeId: 1,
          dataType: 3,
          interval: '1h',
          notify: true,
        },
      });
      expect(r.statusCode, r.body).toBe(201);
      filters.push(r.json().data.filterId);
    }
    // with Redis, each hub hears every push; without, each instance's own
    const pushes: NotificationCreatedMessage[] = [];
    for (const x of TEST_REDIS_URL ? [a] : [a, b]) {
      x.deps.realtime.subscribe(userChannel(user.id), (e) => {
        if (e.type === NOTIFICATION_EVENTS.created) pushes.push(e.data as NotificationCreatedMessage);
      });
    }
    if (TEST_REDIS_URL) await a.deps.realtime.ready();
    const mailsBefore = mails().length;

    const closes = async (symbol: string): Promise<CandleClosedEvent[]> => {
      const series: SeriesId = { exchangeId: 1, dataType: 3, symbol, interval: '1h' };
      const candles = await listCandles(a.deps.db, series, { limit: 500 });
      const out = computeIndicators(
        columnsFromRows(
          candles.map((c) => [c.time, c.open, c.high, c.low, c.close, c.volume, c.quoteVolume ?? Number.NaN]),
        ),
        { interval: '1h' },
      ) as unknown as Record<string, Float64Array>;
      return candles.slice(-2).map((candle, k) => {
        const i = candles.length - 2 + k;
        const values = Object.fromEntries(Object.entries(out).map(([name, col]) => [name, col[i]]));
        return { series, candle, indicators: snapshotIndicators(values as IndicatorValues), origin: 'live' };
      });
    };
    const btc = await closes('BTCUSDT');
    const eth = await closes('ETHUSDT');
    const sa = createLiveScreener(a.deps, [notificationListener(a.deps)]);
    const sb = createLiveScreener(b.deps, [notificationListener(b.deps)]);
    for (const k of [0, 1]) {
      await Promise.all([sa.handle(btc[k]), sb.handle(btc[k]), sa.handle(eth[k]), sb.handle(eth[k])]);
    }

    const rows = await a.deps.db
      .selectFrom('notifications')
      .select(['id', 'filter_id', 'symbol', 'candle_time'])
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => `${r.filter_id}:${r.symbol}`)).size).toBe(6);
    expect(rows.every((r) => r.candle_time === (r.symbol === 'BTCUSDT' ? btc[0] : eth[0]).candle.time)).toBe(
      true,
    );

    const sent = async () =>
      (
        await a.deps.db
          .selectFrom('notification_deliveries')
          .select(['channel', 'status', 'attempts'])
          .where('user_id', '=', user.id)
          .execute()
      ).filter((d) => d.status === 'sent');
    await waitFor(async () => (await sent()).length === 12, 'every in-app and e-mail delivery', 20_000);
    await Promise.all(apps.map((x) => x.deps.jobs.drain()));
    await sleep(300);
    expect((await sent()).every((d) => d.attempts === 1)).toBe(true);
    expect(pushes.map((p) => p.notification.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const sentMails = mails().slice(mailsBefore);
    expect(sentMails).toHaveLength(6);
    for (const name of ['one', 'two', 'three']) {
      expect(sentMails.filter((m) => m.includes(`"${name}"`))).toHaveLength(2);
    }
  }, 60_000);
});
