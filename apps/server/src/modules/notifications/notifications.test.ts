import { NOTIFICATION_EVENTS, type NotificationCreatedMessage, userChannel } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readOutbox, type TestApp } from '../../../test/harness';
import { mailText } from '../../../test/mail-text';
import { sleep, waitFor } from '../../../test/wait';
import type { RealtimeEvent } from '../../platform/ports';
import { ensureFirstAdministrator } from '../auth/auth.service';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';
import { lastClosedEvents } from '../market/closed-events.test-helpers';
import type { CandleClosedEvent, CandleOrigin, SeriesId } from '../market/market.types';
import { createLiveScreener } from '../screener/screener.consumer';
import { digest } from './notifications.handlers';
import { notificationListener } from './notifications.listener';
import { dispatchStored } from './notifications.publish';

const HOUR = 3_600_000;

/**
 * Notifications from live screening, the live screener fed the last stored BTCUSDT 1h candles by hand
 * (as screener.consumer.test.ts does): once per entry whatever the redeliveries and restarts, never for
 * a stale backfill, pushed to the member's channel, mailed in the member's language (at once or in the
 * hourly digest), within the plan's count of notifying filters.
 */
describe('notifications', () => {
  let t: TestApp;
  let ann: { id: string; token: string };
  let bea: { id: string; token: string };
  let admin: string;
  const btc: SeriesId = { exchangeId: 1, dataType: 3, symbol: 'BTCUSDT', interval: '1h' };
  let events: (origin: CandleOrigin) => CandleClosedEvent[];
  const pushes: RealtimeEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' });
    await t.deps.market.start();
    await ensureFirstAdministrator(t.deps);
    admin = await tokenOf(t, 'admin@example.com', 'admin-password-123');
    const member = async (email: string, role: string, language: string) => {
      await signupVerified(t, email);
      const user = await t.deps.db
        .updateTable('users')
        .set({ role_code: role, language, timezone: 'Asia/Ho_Chi_Minh' })
        .where('username', '=', email)
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: user.id, token: await tokenOf(t, email) };
    };
    ann = await member('ann@example.com', 'premium', 'vi');
    bea = await member('bea@example.com', 'basic', 'en');
    t.deps.realtime.subscribe(userChannel(ann.id), (e) => pushes.push(e));
    await t.deps.jobs.drain();

    events = await lastClosedEvents(t.deps.db, btc, 4);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/core${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const createFilter = async (token: string, extra: Record<string, unknown> = {}) => {
    const r = await call('POST', '/filters', token, {
      name: 'always',
      conditionList: [{ field: 'close', operator: 'isGreaterThan', value: 0 }],
      exchangeId: 1,
      dataType: 3,
      interval: '1h',
      notify: true,
      ...extra,
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().data.filterId as string;
  };
  /** A screener as a freshly started process has it (nothing in memory), with the notifications' listener. */
  const screener = (clock = t.deps.clock) =>
    createLiveScreener(t.deps, [notificationListener({ ...t.deps, clock })]);
  const list = async (token: string, query = '') =>
    (await call('GET', `/notifications${query}`, token)).json();
  const ofFilter = async (token: string, filterId: string) =>
    (await list(token, `?filterId=${filterId}`)).data;

  it('notifies an entry once: redelivered, restarted and staying add nothing; pushed to the member once', async () => {
    const id = await createFilter(ann.token);
    const quiet = await createFilter(ann.token, { notify: false });
    const [e1, e2] = events('live');
    const s = screener();
    await s.handle(e1);
    await s.handle(e2); // stays in the match set: no new notification
    await s.handle(e1); // redelivered
    const restarted = screener();
    await restarted.handle(e2);
    await restarted.handle(e1);

    const mine = await ofFilter(ann.token, id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      filterId: id,
      filterName: 'always',
      kind: 'entered',
      exchangeId: 1,
      dataType: 3,
      symbol: 'BTCUSDT',
      interval: '1h',
      candleTime: e1.candle.time,
      price: e1.candle.close,
      readAt: null,
      links: {
        chart: `/core/detail/binance-future/BTCUSDT?interval=1h&at=${e1.candle.time}`,
        filter: `/core/filter/${id}`,
      },
    });
    expect(mine[0].values).toMatchObject([
      { field: 'close', operator: 'isGreaterThan', matched: true, left: e1.candle.close },
    ]);
    expect(await ofFilter(ann.token, quiet)).toEqual([]);

    // pushed once to the member's channel, with the badge count
    await waitFor(async () => pushes.length >= 1, 'the push', 5000);
    await t.deps.jobs.drain();
    await sleep(100);
    const created = pushes.filter((p) => p.type === NOTIFICATION_EVENTS.created);
    expect(created).toHaveLength(1);
    const message = created[0].data as NotificationCreatedMessage;
    expect(message.notification.id).toBe(mine[0].id);
    expect(message.unread).toBe(1);
    const again = await ofFilter(ann.token, id);
    expect(again[0].deliveries).toMatchObject([{ channel: 'inApp', status: 'sent', attempts: 1 }]);
  });

  it('does not notify a backfilled candle older than one interval, notifies a fresh one', async () => {
    const [, , e3, e4] = events('backfill');
    const stale = await createFilter(ann.token, { name: 'stale' });
    await screener().handle(e3);
    expect(await ofFilter(ann.token, stale)).toEqual([]);
    // the same kind of candle while it is the latest closed one (closed less than one interval ago)
    const fresh = await createFilter(ann.token, { name: 'fresh' });
    await screener({ now: () => e4.candle.time + HOUR + 10 * 60_000 }).handle(e4);
    const notified = await ofFilter(ann.token, fresh);
    expect(notified.map((n: { candleTime: number }) => n.candleTime)).toEqual([e4.candle.time]);
    // and a live candle however late it arrives
    const late = await createFilter(ann.token, { name: 'late' });
    await screener().handle({ ...e4, origin: 'live' });
    expect(await ofFilter(ann.token, late)).toHaveLength(1);
  });

  it('mails the member in their language at once, or in the hourly digest', async () => {
    const put = await call('PUT', '/notifications/settings', ann.token, {
      channels: { email: true },
      emailMode: 'immediate',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ channels: { inApp: true, email: true }, emailMode: 'immediate' });
    const e4 = events('live')[3];
    const now = await createFilter(ann.token, { name: 'Bộ lọc giá' });
    const before = readOutbox(t.dataDir).length;
    await screener().handle(e4);
    await waitFor(
      async () =>
        (await ofFilter(ann.token, now))[0]?.deliveries.some(
          (d: { channel: string; status: string }) => d.channel === 'email' && d.status === 'sent',
        ),
      'the e-mail delivery',
      10_000,
    );
    await t.deps.jobs.drain();
    const mails = readOutbox(t.dataDir).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('ann@example.com');
    // quoted-printable or base64 bodies: decode what nodemailer wrote before reading the words
    const text = mailText(mails[0]);
    expect(text).toContain('BTCUSDT vừa khớp bộ lọc "Bộ lọc giá"');
    expect(text).toContain(
      `http://localhost:3000/core/detail/binance-future/BTCUSDT?interval=1h&at=${e4.candle.time}`,
    );

    // digest: nothing at once, one mail with the hour's notifications when the digest runs
    await call('PUT', '/notifications/settings', ann.token, { emailMode: 'digest' });
    const d1 = await createFilter(ann.token, { name: 'digest one' });
    const d2 = await createFilter(ann.token, { name: 'digest two' });
    await screener().handle(e4);
    await t.deps.jobs.drain();
    expect(readOutbox(t.dataDir).slice(before)).toHaveLength(1);
    for (const f of [d1, d2]) {
      expect((await ofFilter(ann.token, f))[0].deliveries).toContainEqual(
        expect.objectContaining({ channel: 'email', status: 'queued' }),
      );
    }
    await digest(t.deps);
    await digest(t.deps); // a second run finds nothing waiting
    await t.deps.jobs.drain();
    const digests = readOutbox(t.dataDir).slice(before + 1);
    expect(digests).toHaveLength(1);
    const body = mailText(digests[0]);
    expect(body).toContain('2 thông báo mới');
    expect(body).toContain('"digest one"');
    expect(body).toContain('"digest two"');
    for (const f of [d1, d2]) {
      expect((await ofFilter(ann.token, f))[0].deliveries).toContainEqual(
        expect.objectContaining({ channel: 'email', status: 'sent' }),
      );
    }
  });

  it('notifies leaving when the filter asks, and not again within its cooldown', async () => {
    const above2 = [{ field: 'close', operator: 'isGreaterThan', value: 2 }];
    const leave = await createFilter(ann.token, {
      name: 'leave',
      conditionList: above2,
      notifyOnLeave: true,
    });
    const cool = await createFilter(ann.token, { name: 'cool', conditionList: above2, cooldownCandles: 3 });
    const plain = await createFilter(ann.token, { name: 'plain', conditionList: above2 });
    // the stored candles, closing above 2, below, above, below
    const closes = events('live').map((e, k) => ({ ...e, candle: { ...e.candle, close: k % 2 ? 1 : 5 } }));
    // each close screened as it arrives, a minute after it closed (a leave carries no origin: a stale one is not news)
    let arrival = 0;
    const s = screener({ now: () => arrival });
    for (const e of closes) {
      arrival = e.candle.time + HOUR + 60_000;
      await s.handle(e);
    }
    const seen = async (id: string) =>
      (await ofFilter(ann.token, id))
        .map((n: { kind: string; candleTime: number; price: number | null }) => [
          n.kind,
          n.candleTime,
          n.price,
        ])
        .sort((a: [string, number], b: [string, number]) => a[1] - b[1]);
    const [t1, t2, t3, t4] = closes.map((e) => e.candle.time);
    expect(await seen(leave)).toEqual([
      ['entered', t1, closes[0].candle.close],
      ['left', t2, null],
      ['entered', t3, 5],
      ['left', t4, null],
    ]);
    // entered again two candles later: within a cooldown of 3 candles
    expect(await seen(cool)).toEqual([['entered', t1, closes[0].candle.close]]);
    expect(await seen(plain)).toEqual([
      ['entered', t1, closes[0].candle.close],
      ['entered', t3, 5],
    ]);
  });

  it('leaves to the dispatch job what a crash after the commit did not push or queue', async () => {
    const id = await createFilter(ann.token, { name: 'after a crash' });
    await screener().handle(events('live')[3]);
    const [n] = await ofFilter(ann.token, id);
    await waitFor(
      async () => pushes.some((p) => (p.data as NotificationCreatedMessage).notification?.id === n.id),
      'the push',
      5000,
    );
    // as if the process had died right after the commit: in-app not pushed, the e-mail's job not queued
    await t.deps.db
      .updateTable('notification_deliveries')
      .set({ status: 'queued', attempts: 0 })
      .where('notification_id', '=', n.id)
      .execute();
    const seen = pushes.length;
    await dispatchStored(t.deps, [n.id]);
    await dispatchStored(t.deps, [n.id]); // and it may run twice
    await t.deps.jobs.drain();
    expect(pushes.slice(seen).filter((p) => p.type === NOTIFICATION_EVENTS.created)).toHaveLength(1);
    const after = (await ofFilter(ann.token, id))[0].deliveries;
    expect(after).toContainEqual(expect.objectContaining({ channel: 'inApp', status: 'sent', attempts: 1 }));
  });

  it('refuses the sixth notifying filter on basic with NOTIFICATION_LIMIT', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await createFilter(bea.token, { name: `n${i}` }));
    const sixth = await call('POST', '/filters', bea.token, {
      name: 'sixth',
      conditionList: [{ field: 'close', operator: 'isGreaterThan', value: 0 }],
      exchangeId: 1,
      dataType: 3,
      interval: '1h',
      notify: true,
    });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error).toMatchObject({
      code: 'NOTIFICATION_LIMIT',
      key: 'notificationLimitReached',
      details: { pricing: '/pricing', used: 5, limit: 5 },
    });
    // a notifying filter stays editable; turning one off makes room
    const filter = (await call('GET', `/filters/${ids[0]}`, bea.token)).json().data;
    const body = { ...filter, name: 'renamed' };
    for (const k of ['filterId', 'code', 'titleEn', 'titleVi', 'createdAt', 'updatedAt']) delete body[k];
    expect((await call('PUT', `/filters/${ids[0]}`, bea.token, body)).statusCode).toBe(200);
    expect((await call('PUT', `/filters/${ids[0]}`, bea.token, { ...body, notify: false })).statusCode).toBe(
      200,
    );
    const usage = (await call('GET', '/filters', bea.token)).json().data.usage;
    expect(usage).toMatchObject({ notifying: 4, notificationLimit: 5 });
  });

  it('keeps the notifying limit when many filters turn notifications on at once', async () => {
    // an operator lowered the middle plan's notifying filters below its filters: only the count stops them
    await t.deps.db
      .updateTable('plans')
      .set({ notification_limit: 2 })
      .where('code', '=', 'middle')
      .execute();
    try {
      await signupVerified(t, 'cid@example.com');
      await t.deps.db
        .updateTable('users')
        .set({ role_code: 'midium' })
        .where('username', '=', 'cid@example.com')
        .execute();
      const cid = await tokenOf(t, 'cid@example.com');
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) ids.push(await createFilter(cid, { name: `quiet${i}`, notify: false }));
      const body = (await call('GET', `/filters/${ids[0]}`, cid)).json().data;
      for (const k of ['filterId', 'code', 'titleEn', 'titleVi', 'createdAt', 'updatedAt']) delete body[k];
      const answers = await Promise.all(
        ids.map((id, i) => call('PUT', `/filters/${id}`, cid, { ...body, name: `loud${i}`, notify: true })),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 403, 403, 403, 403]);
      expect(answers.find((r) => r.statusCode === 403)?.json().error).toMatchObject({
        code: 'NOTIFICATION_LIMIT',
        details: { used: 2, limit: 2 },
      });
      const concurrent = await Promise.all(
        [0, 1, 2].map((i) => call('POST', '/filters', cid, { ...body, name: `new${i}`, notify: true })),
      );
      // the middle plan's 10 filters leave room for these, its 2 notifying filters do not
      expect(concurrent.map((r) => r.json().error?.code)).toEqual(Array(3).fill('NOTIFICATION_LIMIT'));
      expect((await call('GET', '/filters', cid)).json().data.usage).toMatchObject({ used: 6, notifying: 2 });
    } finally {
      await t.deps.db
        .updateTable('plans')
        .set({ notification_limit: 10 })
        .where('code', '=', 'middle')
        .execute();
    }
  });

  it('lists, filters and marks read; settings refuse a private webhook; operators see delivery health', async () => {
    const all = await list(ann.token);
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.unread).toBe(all.total);
    const page = await list(ann.token, '?page=2&pageSize=2');
    expect(page.data).toHaveLength(2);
    expect(page.data[0].id).toBe(all.data[2].id);
    const first = all.data[0].id;
    const read = await call('POST', '/notifications/read', ann.token, { ids: [first] });
    expect(read.json().data.unread).toBe(all.total - 1);
    expect(pushes.some((p) => p.type === NOTIFICATION_EVENTS.read)).toBe(true);
    expect((await list(ann.token, '?unread=true')).total).toBe(all.total - 1);
    // another member's ids change nothing of theirs
    expect((await call('POST', '/notifications/read', bea.token, { all: true })).json().data.unread).toBe(0);
    expect((await list(ann.token)).unread).toBe(all.total - 1);
    expect((await call('POST', '/notifications/read', ann.token, { all: true })).json().data.unread).toBe(0);
    expect((await call('POST', '/notifications/read', ann.token, { ids: [] })).statusCode).toBe(400);

    const refused = await call('PUT', '/notifications/settings', ann.token, {
      webhookUrl: 'https://127.0.0.1/hook',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'WEBHOOK_URL_REFUSED', key: 'webhookUrlRefused' });
    const saved = await call('PUT', '/notifications/settings', ann.token, {
      webhookUrl: 'https://example.com/hook',
    });
    expect(saved.json().data).toMatchObject({ webhookUrl: 'https://example.com/hook', emailMode: 'digest' });
    expect(saved.json().data.webhookSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await call('GET', '/notifications/health', ann.token)).statusCode).toBe(403);
    const health = await call('GET', '/notifications/health', admin);
    expect(health.statusCode).toBe(200);
    const inApp = health.json().data.channels.find((c: { channel: string }) => c.channel === 'inApp');
    expect(inApp).toMatchObject({ configured: true, failed: 0 });
    expect(inApp.sent).toBeGreaterThanOrEqual(5);
    const email = health.json().data.channels.find((c: { channel: string }) => c.channel === 'email');
    expect(email.sent).toBe(3);
  });
});
