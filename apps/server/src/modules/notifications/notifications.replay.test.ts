import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dialectUnderTest, TEST_ENV, type TestDatabase } from '../../../test/harness';
import { sleep, waitFor } from '../../../test/wait';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../platform/db/database';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';

type App = Awaited<ReturnType<typeof buildApp>>;
const HOURS = 8;

/**
 * In replay mode, a member's filter `close isGreaterThan 0` with notifications
 * on gets exactly one in-app notification per market that entered, though the server restarts in the
 * middle of the replay; a market that stays matched is not notified again on its later candles.
 */
describe(`notifications in replay mode across a restart (${dialectUnderTest})`, () => {
  let database: TestDatabase;
  let app: App | undefined;
  afterAll(async () => {
    await app?.app.close();
    await database?.drop().catch(() => undefined);
  });

  it('notifies each entering market once, before and after a restart mid-replay', async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      ...TEST_ENV,
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      MARKET_SOURCE: 'replay',
      MARKET_EXCHANGES: 'binance-future',
      // slow enough (an hour in two seconds) that the restart falls in the middle of the replayed hours,
      // also when a loaded machine is slow to deliver the first notifications
      REPLAY_SPEED: '1800',
      REPLAY_WINDOW_HOURS: String(HOURS),
    });
    const start = async (handle = database.handle) => {
      const built = await buildApp(config, { database: handle });
      await built.app.ready();
      await built.deps.jobs.start();
      return built;
    };
    app = await start();
    const inject = app.app.inject.bind(app.app);
    const t = {
      app: app.app,
      deps: app.deps,
      dataDir: database.dataDir,
      listen: async () => '',
      close: async () => {},
    };
    await signupVerified(t, 'replay@example.com');
    const user = await app.deps.db
      .updateTable('users')
      .set({ role_code: 'premium' })
      .where('username', '=', 'replay@example.com')
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await tokenOf(t, 'replay@example.com');
    const created = await inject({
      method: 'POST',
      url: '/api/core/filters',
      headers: bearer(token),
      payload: {
        name: 'close above zero',
        conditionList: [{ field: 'close', operator: 'isGreaterThan', value: 0 }],
        exchangeId: 1,
        dataType: 3,
        interval: '1h',
        notify: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const filterId = created.json().data.filterId as string;

    const notifications = (a: App) =>
      a.deps.db
        .selectFrom('notifications')
        .select(['symbol', 'candle_time', 'kind'])
        .where('filter_id', '=', filterId)
        .execute();
    const replayed = async (a: App) =>
      Number(
        (
          await a.deps.db
            .selectFrom('market_candles')
            .innerJoin('market_series', 'market_series.id', 'market_candles.series_id')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('market_series.interval_code', '=', '1h')
            .where('market_series.data_type', '=', 3)
            .where('market_candles.origin', 'is not', null)
            .executeTakeFirstOrThrow()
        ).n,
      );

    await app.deps.market.start();
    // restart once some markets have been notified and the replay is not over
    await waitFor(async () => (await notifications(app!)).length > 0, 'the first notifications', 60_000);
    const before = await replayed(app);
    expect(before).toBeLessThan(20 * HOURS);
    await app.app.close();
    app = undefined;
    app = await start(openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir }));
    await app.deps.market.start();

    // the replay is done when the replayed candles stop growing
    let last = -1;
    await waitFor(
      async () => {
        const n = await replayed(app!);
        const stable = n > before && n === last;
        last = n;
        await sleep(500);
        return stable;
      },
      'the replay',
      120_000,
    );
    await app.deps.market.events.drain();
    await app.deps.jobs.drain();

    const rows = await notifications(app);
    const symbols = rows.map((r) => r.symbol);
    // every replayed market entered once (close > 0 holds on every candle: it never leaves)
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(symbols.length).toBe(20);
    expect(rows.every((r) => r.kind === 'entered')).toBe(true);
    // each pushed and marked sent once, and the member's list says the same
    const deliveries = () =>
      app!.deps.db
        .selectFrom('notification_deliveries')
        .select(['channel', 'status', 'attempts'])
        .where('user_id', '=', user.id)
        .execute();
    // a close committed just before the restart is pushed by the dispatch job, due seconds later
    await waitFor(async () => (await deliveries()).every((d) => d.status === 'sent'), 'every push', 30_000);
    expect(await deliveries()).toHaveLength(20);
    expect((await deliveries()).every((d) => d.channel === 'inApp' && d.attempts === 1)).toBe(true);
    const list = await app.app.inject({
      method: 'GET',
      url: '/api/core/notifications?pageSize=100',
      headers: bearer(await tokenOf({ ...t, app: app.app, deps: app.deps }, 'replay@example.com')),
    });
    expect(list.json()).toMatchObject({ total: 20, unread: 20 });
  }, 240_000);
});
