import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';

/** The filters API over the seeded bundled history (no exchange feed). */
describe('filters API', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let carol: string;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' }, { startJobs: false });
    await t.deps.market.start();
    await t.deps.jobs.start();
    await signupVerified(t, 'alice@example.com');
    await signupVerified(t, 'bob@example.com');
    await signupVerified(t, 'carol@example.com');
    await t.deps.jobs.stop();
    // alice and carol pay for the basic plan (5 filters)
    await t.deps.db
      .updateTable('users')
      .set({ role_code: 'basic' })
      .where('username', 'in', ['alice@example.com', 'carol@example.com'])
      .execute();
    alice = await tokenOf(t, 'alice@example.com');
    bob = await tokenOf(t, 'bob@example.com');
    carol = await tokenOf(t, 'carol@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/core${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const filter = (over: Record<string, unknown> = {}) => ({
    name: 'Oversold futures',
    entryType: 'long',
    conditionList: [{ field: 'rsi', operator: 'isLessThan', value: 45 }],
    takeProfits: [2, 5],
    stoplosses: [1],
    exchangeId: 1,
    dataType: 3,
    interval: '1h',
    ...over,
  });

  it('lists the fields with both languages and the operators that fit each', async () => {
    const r = await call('GET', '/filters/fields');
    expect(r.statusCode).toBe(200);
    const fields = r.json().data as { name: string; kind: string; operators: string[]; name_vi: string }[];
    const rsi = fields.find((f) => f.name === 'rsi')!;
    expect(rsi).toMatchObject({
      group: 'momentum',
      kind: 'number',
      name_en: 'Relative Strength Index (RSI 14)',
    });
    expect(rsi.name_vi.length).toBeGreaterThan(0);
    expect(rsi.operators).toContain('crossesAbove');
    expect(rsi.operators).not.toContain('contains');
    expect(fields.find((f) => f.name === 'pattern')!.operators).toEqual(['contains']);
    expect(fields.find((f) => f.name === 'color')).toMatchObject({
      kind: 'code',
      codes: { green: 1, red: 2 },
      codeLabels: { green: { en: 'green', vi: 'xanh' }, red: { en: 'red', vi: 'đỏ' } },
      label_en: 'Colour',
      label_vi: 'Màu nến',
    });
    // the short name "why it matched" writes, parameters included
    expect(rsi).toMatchObject({ label_en: 'RSI(14)', label_vi: 'RSI(14)' });
    expect(fields.map((f) => f.name)).toContain('topTraderPositionRatio');
  });

  it('creates, reads, lists, replaces and deletes a member filter', async () => {
    const created = await call('POST', '/filters', alice, filter());
    expect(created.statusCode, created.body).toBe(201);
    const f = created.json().data;
    expect(f).toMatchObject({ name: 'Oversold futures', takeProfits: [2, 5], stoplosses: [1], active: true });
    expect(f.filterId).toMatch(/^[0-9a-f-]{36}$/);

    expect((await call('GET', `/filters/${f.filterId}`, alice)).json().data).toEqual(f);
    const list = (await call('GET', '/filters', alice)).json().data;
    expect(list.usage).toEqual({
      used: 1,
      limit: 5,
      intervals: ['15m', '1h', '4h', '1d', '1w'],
      notifying: 0,
      notificationLimit: 5,
    });
    expect(list.filters.map((x: { filterId: string }) => x.filterId)).toEqual([f.filterId]);

    const replaced = await call(
      'PUT',
      `/filters/${f.filterId}`,
      alice,
      filter({ name: 'Renamed', interval: '4h' }),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ name: 'Renamed', interval: '4h', createdAt: f.createdAt });

    expect((await call('DELETE', `/filters/${f.filterId}`, alice)).statusCode).toBe(200);
    expect((await call('GET', `/filters/${f.filterId}`, alice)).statusCode).toBe(404);
  });

  it("answers 404 for another member's filter, whatever the verb", async () => {
    const f = (await call('POST', '/filters', alice, filter())).json().data;
    for (const [method, url] of [
      ['GET', `/filters/${f.filterId}`],
      ['PUT', `/filters/${f.filterId}`],
      ['DELETE', `/filters/${f.filterId}`],
      ['GET', `/filters/${f.filterId}/matches`],
    ] as const) {
      const r = await call(method, url, bob, method === 'PUT' ? filter() : undefined);
      expect(r.statusCode, `${method} ${url}`).toBe(404);
      expect(r.json().error.code).toBe('NOT_FOUND');
    }
    expect((await call('GET', `/filters/${f.filterId}`, alice)).statusCode).toBe(200);
    expect((await call('GET', '/filters', bob)).json().data.filters).toEqual([]);
    expect((await call('DELETE', `/filters/${f.filterId}`, alice)).statusCode).toBe(200);
  });

  it('refuses the sixth filter on the basic plan with FILTER_LIMIT and a pricing link', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/filters', alice, filter({ name: `f${i}` }))).statusCode).toBe(201);
    }
    const r = await call('POST', '/filters', alice, filter({ name: 'sixth' }));
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toMatchObject({
      code: 'FILTER_LIMIT',
      key: 'filterLimitReached',
      details: { pricing: '/pricing', used: 5, limit: 5 },
    });
    expect((await call('GET', '/filters', alice)).json().data.usage.used).toBe(5);
  });

  it('keeps the limit when many creates arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call('POST', '/filters', carol, filter({ name: `c${i}` }))),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(201), ...Array(7).fill(403)]);
    expect((await call('GET', '/filters', carol)).json().data.filters).toHaveLength(5);
  });

  it('refuses intervals outside the plan, also inside a condition', async () => {
    const own = await call('POST', '/filters', bob, filter({ interval: '5m' }));
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toMatchObject({ code: 'INTERVAL_NOT_IN_PLAN', details: { intervals: ['5m'] } });
    const inCondition = await call(
      'POST',
      '/filters',
      bob,
      filter({
        conditionList: [
          { field: 'close', operator: 'isGreaterThan', value: { field: 'ema200', interval: '3m' } },
        ],
      }),
    );
    expect(inCondition.statusCode).toBe(403);
    expect(inCondition.json().error.code).toBe('INTERVAL_NOT_IN_PLAN');
  });

  it('answers 400 naming the index of each wrong condition', async () => {
    const r = await call(
      'POST',
      '/filters',
      bob,
      filter({
        conditionList: [
          { field: 'rsi', operator: 'isLessThan', value: 30 },
          { field: 'noSuchField', operator: 'equals', value: 1 },
          { field: 'rsi', operator: 'contains', value: 'hammer' },
          { anyOf: [{ field: 'close', operator: 'isGreaterThan', value: { field: 'rsi' } }] },
        ],
      }),
    );
    expect(r.statusCode).toBe(400);
    const { error } = r.json();
    expect(error.code).toBe('VALIDATION');
    expect(
      error.details.map((d: { path: string; code: string; key: string }) => [d.path, d.code, d.key]),
    ).toEqual([
      ['conditionList.1', 'unknownField', 'conditionUnknownField'],
      ['conditionList.2', 'operatorNotAllowed', 'conditionOperatorNotAllowed'],
      ['conditionList.3.anyOf.0', 'incompatibleField', 'conditionIncompatibleField'],
    ]);
    expect((await call('GET', '/filters', bob)).json().data.usage.used).toBe(0);
  });

  it('needs a session for member filters, not for the fields and the statistic filters', async () => {
    expect((await call('GET', '/filters')).statusCode).toBe(401);
    expect((await call('POST', '/filters/preview', undefined, filter())).statusCode).toBe(401);
    const stats = await call('GET', '/statistic-filters');
    expect(stats.statusCode).toBe(200);
    const codes = stats.json().data.map((f: { code: string }) => f.code);
    expect(codes).toContain('rsi-oversold');
    expect(codes).toContain('reversal-at-support');
    for (const f of stats.json().data) expect(f.titleVi && f.titleEn && f.descriptionVi).toBeTruthy();
    const m = await call('GET', '/statistic-filters/rsi-oversold/matches?interval=4h');
    expect(m.statusCode).toBe(200);
    expect(m.json().data).toMatchObject({ exchangeId: 1, dataType: 3, interval: '4h' });
    expect((await call('GET', '/statistic-filters/nope/matches')).statusCode).toBe(404);
  });
});
