import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { referenceRsi } from '../../../test/reference-rsi';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';

/**
 * GET /filters/{id}/matches for `rsi isLessThan 45` on Binance futures 1h over the seeded history equals
 * what the candles API's answers give when the RSI is computed by hand.
 */
describe('filter matches', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' }, { startJobs: false });
    await t.deps.market.start();
    await t.deps.jobs.start();
    await signupVerified(t, 'carol@example.com');
    await t.deps.jobs.stop();
    token = await tokenOf(t, 'carol@example.com');
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url: `/api/core${url}`, headers: bearer(token) });

  it('rsi below 45 on Binance futures 1h: the markets whose latest closed candle has it', async () => {
    const body = {
      name: 'RSI under 45',
      conditionList: [{ field: 'rsi', operator: 'isLessThan', value: '45' }],
      exchangeId: 1,
      dataType: 3,
      interval: '1h',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/core/filters',
      headers: bearer(token),
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const r = await get(`/filters/${created.json().data.filterId}/matches`);
    expect(r.statusCode).toBe(200);
    const answer = r.json().data;

    const markets = (await get('/markets?exchange=1&dataType=3&pageSize=100')).json().data as {
      symbol: string;
      intervals: string[];
    }[];
    const expected: { symbol: string; candleTime: number; rsi: number }[] = [];
    for (const m of markets.filter((x) => x.intervals.includes('1h'))) {
      const candles = (await get(`/markets/1/3/${m.symbol}/candles?interval=1h&limit=1500`)).json().data
        .candles as { time: number; close: number }[];
      const values = referenceRsi(candles.map((c) => c.close));
      const last = values.length - 1;
      if (values[last] < 45) {
        expected.push({ symbol: m.symbol, candleTime: candles[last].time, rsi: values[last] });
      }
    }
    expected.sort((a, b) => (a.symbol < b.symbol ? -1 : 1));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(markets.length);

    expect(answer.interval).toBe('1h');
    expect(
      answer.markets.map((m: { symbol: string; candleTime: number }) => [m.symbol, m.candleTime]),
    ).toEqual(expected.map((e) => [e.symbol, e.candleTime]));
    answer.markets.forEach(
      (m: { values: { field: string; left: number; matched: boolean }[] }, i: number) => {
        expect(m.values).toHaveLength(1);
        // the constant the RSI was compared with travels with the reading ("RSI(14) 33.11 < 45")
        expect(m.values[0]).toMatchObject({
          index: 0,
          field: 'rsi',
          operator: 'isLessThan',
          matched: true,
          value: 45,
        });
        expect(m.values[0].left).toBeCloseTo(expected[i].rsi, 6);
      },
    );

    // the preview of the same unsaved filter answers the same
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/core/filters/preview',
      headers: bearer(token),
      payload: body,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual(answer);
  });

  it('multi-timeframe: a 4h operand is read on its last candle closed at the 1h close', async () => {
    const preview = async (operator: string) => {
      const payload = {
        conditionList: [{ field: 'close', operator, value: { field: 'ema20', interval: '4h' } }],
        exchangeId: 1,
        dataType: 3,
        interval: '1h',
      };
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/core/filters/preview',
        headers: bearer(token),
        payload,
      });
      expect(r.statusCode).toBe(200);
      return r.json().data.markets as {
        symbol: string;
        candleTime: number;
        values: { left: number; right: number; rightField: string; rightInterval: string }[];
      }[];
    };
    const above = await preview('isGreaterThan');
    const below = await preview('isLessThan');
    // every futures market has 4h candles: each is on one side (or exactly on the line)
    expect(above.length + below.length).toBeGreaterThanOrEqual(19);
    for (const [side, markets] of [
      [1, above],
      [-1, below],
    ] as const) {
      for (const m of markets) {
        const closeAt = m.candleTime + 3_600_000;
        const fours = (await get(`/markets/1/3/${m.symbol}/candles?interval=4h&limit=1500`)).json().data
          .candles as { time: number; close: number }[];
        // the 4h candle read is the last one closed by then, never one still forming
        const closed = fours.filter((c) => c.time + 4 * 3_600_000 <= closeAt);
        const k = 2 / 21;
        let ema = closed.slice(0, 20).reduce((s, c) => s + c.close, 0) / 20;
        for (const c of closed.slice(20)) ema = c.close * k + ema * (1 - k);
        expect(m.values[0].right).toBeCloseTo(ema, 4);
        expect(m.values[0]).toMatchObject({ rightField: 'ema20', rightInterval: '4h' });
        expect(Math.sign(m.values[0].left - m.values[0].right)).toBe(side);
      }
    }
  });
  const previewOf = async (payload: object) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/core/filters/preview',
      headers: bearer(token),
      payload: { exchangeId: 1, dataType: 3, ...payload },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as {
      interval: string;
      markets: { symbol: string; candleTime: number; values: { left: number }[] }[];
      intervalsWithoutHistory: string[];
    };
  };
  const rsiUnder = [{ field: 'rsi', operator: 'isLessThan', value: 45 }];
  const closeOver = (interval: string) => [
    { field: 'close', operator: 'isGreaterThan', value: { field: 'ema20', interval } },
  ];

  it('names 15m as without history when a filter reads it and no market has 15m candles', async () => {
    // the bundled history has no 15m candles: nothing can match, which is not "no market matches"
    const own = await previewOf({ interval: '15m', conditionList: rsiUnder });
    expect(own).toMatchObject({ interval: '15m', markets: [], intervalsWithoutHistory: ['15m'] });
    const operand = await previewOf({ interval: '1h', conditionList: closeOver('15m') });
    expect(operand).toMatchObject({ markets: [], intervalsWithoutHistory: ['15m'] });
  });

  it('names no interval when every one read has history, the week built from daily candles included', async () => {
    for (const [interval, conditionList] of [
      ['1h', rsiUnder],
      ['4h', rsiUnder],
      ['1h', closeOver('4h')],
      ['1d', closeOver('1w')],
    ] as const) {
      const answer = await previewOf({ interval, conditionList });
      expect(answer.intervalsWithoutHistory, `${interval} ${JSON.stringify(conditionList)}`).toEqual([]);
    }
  });

  it("matches a week filter on each market's latest closed week built from its daily candles", async () => {
    const answer = await previewOf({
      interval: '1w',
      conditionList: [{ field: 'close', operator: 'isGreaterThan', value: 0 }],
    });
    expect(answer.intervalsWithoutHistory).toEqual([]);
    const markets = (await get('/markets?exchange=1&dataType=3&pageSize=100')).json().data as {
      symbol: string;
      intervals: string[];
    }[];
    const daily = markets.filter((m) => m.intervals.includes('1d')).map((m) => m.symbol);
    expect(answer.markets.map((m) => m.symbol)).toEqual([...daily].sort());
    for (const m of answer.markets) {
      // the chart's last closed week of the market: its time and close
      const weeks = (await get(`/markets/1/3/${m.symbol}/candles?interval=1w&limit=3`)).json().data;
      expect(weeks.builtFrom).toBe('1d');
      const last = weeks.candles[weeks.candles.length - 1];
      expect(m.candleTime, m.symbol).toBe(last.time);
      expect(m.values[0].left, m.symbol).toBe(last.close);
    }
  });
});
