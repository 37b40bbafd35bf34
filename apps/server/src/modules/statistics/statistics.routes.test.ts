import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';
import * as repo from './statistics.repository';
import { addTrades, storedTrades, tradeAt } from './statistics.test-helpers';

/** The statistics API over the seeded bundled history (Binance futures 1h, 20 markets). */
describe('statistics API', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' }, { startJobs: false });
    await t.deps.market.start();
    await t.deps.jobs.start();
    await signupVerified(t, 'alice@example.com');
    await signupVerified(t, 'bob@example.com');
    await t.deps.jobs.stop();
    // the basic plan allows five filters
    await t.deps.db.updateTable('users').set({ role_code: 'basic' }).execute();
    alice = await tokenOf(t, 'alice@example.com');
    bob = await tokenOf(t, 'bob@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  /** A verified member of `role`, signed in. */
  const signupAs = async (email: string, role: string) => {
    await t.deps.jobs.start();
    await signupVerified(t, email);
    await t.deps.jobs.stop();
    await t.deps.db.updateTable('users').set({ role_code: role }).where('username', '=', email).execute();
    return tokenOf(t, email);
  };

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/core${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const newFilter = async (token: string, over: Record<string, unknown> = {}) => {
    const r = await call('POST', '/filters', token, {
      name: 'Oversold',
      entryType: 'long',
      conditionList: [{ field: 'rsi', operator: 'isLessThan', value: 30 }],
      takeProfits: [3, 5],
      stoplosses: [2],
      exchangeId: 1,
      dataType: 3,
      interval: '1h',
      ...over,
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().data.filterId as string;
  };

  it('answers 409 to a second start while one is queued, and "not calculated yet" for its trades', async () => {
    const filterId = await newFilter(alice);
    const started = await call('POST', '/statistics', alice, { filterId });
    expect(started.statusCode, started.body).toBe(202);
    const { statisticId, status } = started.json().data;
    expect(status).toBe('queued');

    const again = await call('POST', '/statistics', alice, { filterId, intervals: ['4h'] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      key: 'statisticBusy',
      message:
        'You have 1 data that is being calculated statistically. You must wait for it to complete before continuing',
    });

    const detail = await call('GET', `/statistics/${statisticId}`, alice);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ status: 'queued', results: [], intervals: ['1h'] });

    const trades = await call(
      'GET',
      `/statistics/${statisticId}/trades?interval=1h&takeProfit=3&stoploss=2`,
      alice,
    );
    expect(trades.statusCode).toBe(409);
    expect(trades.json().error).toMatchObject({
      key: 'statisticNotReady',
      message: 'The data has not been calculated yet!',
    });

    // another member's run is not theirs to read; a guest must sign in
    expect((await call('GET', `/statistics/${statisticId}`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/statistics/${statisticId}`)).statusCode).toBe(401);
    // bob is not blocked by alice's run
    const bobs = await call('POST', '/statistics', bob, { filterId: await newFilter(bob) });
    expect(bobs.statusCode).toBe(202);

    await t.deps.jobs.start();
    await t.deps.jobs.drain(60_000);
    await t.deps.jobs.stop();

    const done = (await call('GET', `/statistics/${statisticId}`, alice)).json().data;
    expect(done.status).toBe('done');
    expect(done.progress).toEqual({ done: 20, total: 20 });
    expect(done.markets).toBe(20);
    expect(
      done.results.map((r: { takeProfit: number; stoploss: number }) => [r.takeProfit, r.stoploss]),
    ).toEqual([
      [3, 2],
      [5, 2],
    ]);
    const r = done.results[0];
    expect(r.trades).toBe(r.wins + r.losses + r.open);
    expect(r.trades).toBeGreaterThan(0);
    expect(r.winRate).toBeCloseTo(r.wins / (r.wins + r.losses), 12);
    expect(r.buckets.map((b: { threshold: number }) => b.threshold)).toEqual([5, 10, 15, 20, 25]);
    expect(r.markets.reduce((s: number, m: { trades: number }) => s + m.trades, 0)).toBe(r.trades);

    const page = (
      await call(
        'GET',
        `/statistics/${statisticId}/trades?interval=1h&takeProfit=3&stoploss=2&page=1&pageSize=5`,
        alice,
      )
    ).json();
    expect(page.total).toBe(r.trades);
    expect(page.data).toHaveLength(Math.min(5, r.trades));
    expect(page.data[0]).toMatchObject({ interval: '1h', takeProfitPercent: 3, stoplossPercent: 2 });
    const dates = page.data.map((x: { entryDate: number }) => x.entryDate);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));

    // by result date an open trade, not decided yet, is the newest: first when descending, last when
    // ascending, even beside a trade decided on the last candle and entered after it
    expect(r.open).toBeGreaterThan(0);
    const byResult = async (order: 'asc' | 'desc') =>
      (
        await call(
          'GET',
          `/statistics/${statisticId}/trades?interval=1h&takeProfit=3&stoploss=2&pageSize=100&sort=resultDate&order=${order}`,
          alice,
        )
      ).json().data as { symbol: string; result: string; entryDate: number; resultDate: number | null }[];
    const opens = (await byResult('desc')).slice(0, r.open);
    expect(opens.map((x) => x.result)).toEqual(opens.map(() => 'open'));
    const lastCandle = Math.max(
      ...(await storedTrades(t.deps.db, statisticId))
        .filter((x) => x.result === 'open')
        .map((x) => x.result_time),
    );
    await addTrades(t.deps.db, statisticId, [
      tradeAt({
        symbol: 'LASTCANDLEUSDT',
        signal_time: lastCandle - 3_600_000,
        entry_time: lastCandle,
      }),
    ]);
    const newest = await byResult('desc');
    expect(newest.slice(0, r.open).map((x) => x.result)).toEqual(opens.map(() => 'open'));
    expect(newest[r.open]?.symbol).toBe('LASTCANDLEUSDT');
    const decided = newest.slice(r.open).map((x) => x.resultDate as number);
    expect(decided).toEqual([...decided].sort((a, b) => b - a));
    const oldest = await byResult('asc');
    expect(oldest[0]?.result).not.toBe('open');
    expect(oldest[0]?.resultDate).toBeLessThanOrEqual(decided.at(-1) as number);

    // the run is over: alice may start another, and her list shows both
    expect((await call('POST', '/statistics', alice, { filterId, intervals: ['4h', '1d'] })).statusCode).toBe(
      202,
    );
    const list = (await call('GET', '/statistics', alice)).json().data;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ intervals: ['4h', '1d'], status: 'queued' });
    await t.deps.jobs.start();
    await t.deps.jobs.drain(60_000);
    await t.deps.jobs.stop();
    const multi = (await call('GET', `/statistics/${list[0].statisticId}`, alice)).json().data;
    expect(multi.status).toBe('done');
    expect(multi.results.map((x: { interval: string }) => x.interval)).toEqual(['4h', '4h', '1d', '1d']);
  });

  it('refuses another member filter (404) and a bad body (400)', async () => {
    const bobsFilter = await newFilter(bob);
    expect((await call('POST', '/statistics', alice, { filterId: bobsFilter })).statusCode).toBe(404);
    expect((await call('POST', '/statistics', alice, { filterId: 'nope' })).statusCode).toBe(400);
    const filterId = await newFilter(alice);
    expect((await call('POST', '/statistics', alice, { filterId, sameCandle: 'random' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/statistics', alice, { filterId, from: 10, to: 5 })).statusCode).toBe(400);
    expect((await call('POST', '/statistics')).statusCode).toBe(401);
  });

  it('publishes the runs staff start on a system statistic filter; members run them privately', async () => {
    const system = (await call('GET', '/statistic-filters')).json().data as {
      filterId: string;
      code: string;
    }[];
    expect(system.length).toBeGreaterThan(0);
    const carol = await signupAs('carol@example.com', 'operator');
    const staff = (
      await call('POST', '/statistics', carol, { filterId: system[0].filterId, intervals: ['1d'] })
    ).json().data;
    const own = (
      await call('POST', '/statistics', bob, { filterId: system[0].filterId, intervals: ['1d'] })
    ).json().data;
    await t.deps.jobs.start();
    await t.deps.jobs.drain(60_000);
    await t.deps.jobs.stop();
    const published = (await call('GET', '/statistics/system')).json().data;
    expect(published.map((r: { statisticId: string }) => r.statisticId)).toEqual([staff.statisticId]);
    expect(published[0]).toMatchObject({ filterCode: system[0].code, status: 'done' });
    // anyone reads a published run; a member's run of the same filter stays theirs
    const detail = await call('GET', `/statistics/${staff.statisticId}`);
    expect(detail.statusCode).toBe(200);
    const { takeProfit, stoploss } = detail.json().data.results[0];
    const trades = await call(
      'GET',
      `/statistics/${staff.statisticId}/trades?interval=1d&takeProfit=${takeProfit}&stoploss=${stoploss}`,
    );
    expect(trades.statusCode).toBe(200);
    expect((await call('GET', `/statistics/${own.statisticId}`)).statusCode).toBe(401);
    expect((await call('GET', `/statistics/${own.statisticId}`, alice)).statusCode).toBe(404);
    expect((await call('GET', `/statistics/${own.statisticId}`, bob)).json().data.filterCode).toBeNull();
  });

  it('looks inside ambiguous 4h candles with the stored 1h candles under lowerInterval', async () => {
    const filterId = await newFilter(alice, { takeProfits: [1], stoplosses: [1], interval: '4h' });
    const { statisticId } = (
      await call('POST', '/statistics', alice, { filterId, sameCandle: 'lowerInterval' })
    ).json().data;
    await t.deps.jobs.start();
    await t.deps.jobs.drain(60_000);
    await t.deps.jobs.stop();
    const detail = (await call('GET', `/statistics/${statisticId}`, alice)).json().data;
    expect(detail).toMatchObject({ status: 'done', sameCandle: 'lowerInterval' });
    const r = detail.results[0];
    expect(r.ambiguous).toBeGreaterThan(0);
    expect(r.winRateLow).toBeLessThanOrEqual(r.winRate);
    expect(r.winRateHigh).toBeGreaterThanOrEqual(r.winRate);
    const trades = (
      await call(
        'GET',
        `/statistics/${statisticId}/trades?interval=4h&takeProfit=1&stoploss=1&pageSize=10000`,
        alice,
      )
    ).json().data as { ambiguous: boolean; resolvedBy: string | null; resolvedInterval: string | null }[];
    const ambiguous = trades.filter((x) => x.ambiguous);
    expect(ambiguous).toHaveLength(r.ambiguous);
    expect(trades.filter((x) => !x.ambiguous).every((x) => x.resolvedBy === null)).toBe(true);
    // the 1h history (2,000 candles) is shorter than the 4h one: older candles fall back to stop-loss first
    expect(ambiguous.some((x) => x.resolvedBy === 'lowerInterval' && x.resolvedInterval === '1h')).toBe(true);
    expect(ambiguous.every((x) => ['lowerInterval', 'fallbackStopLoss'].includes(x.resolvedBy ?? ''))).toBe(
      true,
    );
  });

  it('stores a run once: a second store of the same run replaces the first', async () => {
    const filterId = await newFilter(alice, { takeProfits: [3], stoplosses: [2] });
    const { statisticId } = (await call('POST', '/statistics', alice, { filterId })).json().data;
    await t.deps.jobs.start();
    await t.deps.jobs.drain(60_000);
    await t.deps.jobs.stop();
    const n = await repo.countTrades(t.deps.db, statisticId);
    expect(n).toBeGreaterThan(0);
    // a redelivered job finds the run done and stores nothing more
    const { runStatistic } = await import('./statistics.runner');
    await runStatistic(t.deps, statisticId);
    expect(await repo.countTrades(t.deps.db, statisticId)).toBe(n);
  });
});
