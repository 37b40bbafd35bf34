import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';
import { upsertCandles } from '../market/candle.repository';

const H = 3_600_000;
const T0 = Date.UTC(2025, 0, 6);
const SYMBOL = 'GAPUSDT';

/**
 * Hand-built 1h candles [open, high, low] on which every candle signals (`close > 0`), long, take-profit
 * 3 and stop-loss 2: each trade enters at the open of the candle after its signal, and the next signal
 * taken is its deciding candle.
 */
const ROWS: [number, number, number][] = [
  [100, 100, 100], // 0 signal
  [100, 101, 99], // 1 entry at 100: take-profit 103, stop-loss 98
  [95, 96, 94], // 2 opens under the stop-loss: lost at 95 (-5 %); signal
  [100, 101, 99.5], // 3 entry at 100
  [104, 106, 103.5], // 4 opens above the take-profit: won at 104 (+4 %); signal
  [100, 103, 99.5], // 5 entry at 100, reaches the take-profit: won at 103 (+3 %); signal
  [100, 100.5, 97.5], // 6 entry at 100, reaches the stop-loss: lost at 98 (-2 %); signal
  [100, 100, 100], // 7 entry at 100, still open at the end
];

/** A fee f % a side of the entry value and of the exit value, per 100 of entry (docs/statistics.md). */
const net = (exit: number, fee: number) => (exit / 100 - 1) * 100 - fee * (1 + exit / 100);

describe('statistics fee per side and gap exits', () => {
  let t: TestApp;
  let token: string;
  let filterId: string;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' }, { startJobs: false });
    await t.deps.jobs.start();
    await signupVerified(t, 'fees@example.com');
    await t.deps.jobs.stop();
    await t.deps.db.updateTable('users').set({ role_code: 'basic' }).execute();
    token = await tokenOf(t, 'fees@example.com');
    await upsertCandles(
      t.deps.db,
      t.deps.dialect,
      ROWS.map(([open, high, low], i) => ({
        exchangeId: 1,
        dataType: 3,
        symbol: SYMBOL,
        interval: '1h',
        candle: { time: T0 + i * H, open, high, low, close: open, volume: 1, quoteVolume: 100 },
      })),
    );
    const created = await call('POST', '/filters', {
      name: 'Every candle',
      entryType: 'long',
      conditionList: [{ field: 'close', operator: 'isGreaterThan', value: 0 }],
      takeProfits: [3],
      stoplosses: [2],
      exchangeId: 1,
      dataType: 3,
      interval: '1h',
    });
    expect(created.statusCode, created.body).toBe(201);
    filterId = created.json().data.filterId;
  });
  afterAll(async () => {
    await t.close();
  });

  function call(method: 'GET' | 'POST', url: string, payload?: object) {
    return t.app.inject({ method, url: `/api/core${url}`, headers: bearer(token), payload });
  }

  /** Starts a run over the hand-built market, computes it, and answers its detail and trades. */
  async function run(body: object) {
    const started = await call('POST', '/statistics', { filterId, symbols: [SYMBOL], ...body });
    expect(started.statusCode, started.body).toBe(202);
    const { statisticId } = started.json().data;
    await t.deps.jobs.start();
    await t.deps.jobs.drain(60_000);
    await t.deps.jobs.stop();
    const detail = (await call('GET', `/statistics/${statisticId}`)).json().data;
    expect(detail.status).toBe('done');
    const trades = (
      await call('GET', `/statistics/${statisticId}/trades?interval=1h&takeProfit=3&stoploss=2&pageSize=100`)
    ).json().data as Record<string, unknown>[];
    return { detail, result: detail.results[0], trades };
  }

  it('refuses a fee per side below 0 or above 1 % and stores nothing', async () => {
    for (const feePercent of [-0.01, 1.01, 5, 'a lot']) {
      const r = await call('POST', '/statistics', { filterId, feePercent });
      expect(r.statusCode, String(feePercent)).toBe(400);
      expect(r.json().error.details).toEqual([expect.objectContaining({ path: 'feePercent' })]);
    }
    expect((await call('GET', '/statistics')).json().data).toEqual([]);
  });

  it('exits at the open of a candle that gaps past a level and charges the default fee on both sides', async () => {
    const { detail, result, trades } = await run({});
    expect(detail.feePercent).toBe(0.05);
    expect(
      trades.map((x) => [x.entryDate, x.result, x.exitPrice, x.resultDate, x.ambiguous, x.returnPercent]),
    ).toEqual([
      [T0 + H, 'lost', 95, T0 + 2 * H, false, expect.closeTo(-5, 12)],
      [T0 + 3 * H, 'win', 104, T0 + 4 * H, false, expect.closeTo(4, 12)],
      [T0 + 5 * H, 'win', 103, T0 + 5 * H, false, 3],
      [T0 + 6 * H, 'lost', 98, T0 + 6 * H, false, -2],
      // nothing decided it by the last candle: no result date, exit or return
      [T0 + 7 * H, 'open', null, null, false, null],
    ]);
    const nets = [net(95, 0.05), net(104, 0.05), net(103, 0.05), net(98, 0.05)];
    expect(trades.map((x) => x.netReturnPercent)).toEqual([...nets.map((v) => expect.closeTo(v, 12)), null]);
    expect(nets[2]).toBeCloseTo(2.8985, 12);
    expect(result).toMatchObject({ trades: 5, wins: 2, losses: 2, open: 1, ambiguous: 0 });
    expect(result.avgWinPercent).toBeCloseTo(3.5, 12);
    expect(result.avgLossPercent).toBeCloseTo(-3.5, 12);
    expect(result.profitFactor).toBeCloseTo(1, 12);
    expect(result.expectancyPercent).toBeCloseTo(0, 12);
    expect(result.netExpectancyPercent).toBeCloseTo(-0.1, 12);
    expect(result.markets[0].netExpectancyPercent).toBeCloseTo(-0.1, 12);
    const compounded = nets.reduce((e, v) => e * (1 + v / 100), 1);
    expect(result.totalReturnPercent).toBeCloseTo((compounded - 1) * 100, 9);
  });

  it('keeps the fee a run asked for, 0 leaving the figures before fees as they are', async () => {
    const free = await run({ feePercent: 0 });
    expect(free.detail.feePercent).toBe(0);
    expect(free.trades.map((x) => x.netReturnPercent)).toEqual(free.trades.map((x) => x.returnPercent));
    expect(free.result.netExpectancyPercent).toBe(free.result.expectancyPercent);

    const most = await run({ feePercent: 1 });
    expect(most.detail.feePercent).toBe(1);
    expect(most.trades[2].netReturnPercent).toBeCloseTo(3 - 1 * (1 + 1.03), 12);
    // the runs list says which fee each run used
    const list = (await call('GET', '/statistics')).json().data as { feePercent: number }[];
    expect(list.map((r) => r.feePercent)).toEqual([1, 0, 0.05]);
  });

  it('reads a result stored before markets had a net expectancy with the fee taken twice', async () => {
    const { detail } = await run({ feePercent: 0.1 });
    const stored = await t.deps.db
      .selectFrom('statistic_results')
      .select('totals')
      .where('run_id', '=', detail.statisticId)
      .executeTakeFirstOrThrow();
    const totals = JSON.parse(stored.totals);
    for (const m of totals.markets) delete m.netExpectancyPercent;
    await t.deps.db
      .updateTable('statistic_results')
      .set({ totals: JSON.stringify(totals) })
      .where('run_id', '=', detail.statisticId)
      .execute();
    const read = await call('GET', `/statistics/${detail.statisticId}`);
    expect(read.statusCode, read.body).toBe(200);
    const [market] = read.json().data.results[0].markets;
    expect(market.netExpectancyPercent).toBeCloseTo(market.expectancyPercent - 0.2, 12);
  });
});
