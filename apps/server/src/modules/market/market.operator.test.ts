import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ensureFirstAdministrator } from '../auth/auth.service';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';

/** The operators' Market feed screen: its menu entry, the feed status and pinning markets into the universe. */
describe('market feed for operators', () => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let member: string;
  let memberMenus: Array<{ items: Array<{ path: string }> }>;
  let operatorMenus: Array<{ items: Array<{ path: string }> }>;

  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' });
    await t.deps.market.start();
    await ensureFirstAdministrator(t.deps);
    admin = await tokenOf(t, 'admin@example.com', 'admin-password-123');
    await signupVerified(t, 'member@example.com');
    await signupVerified(t, 'operator@example.com');
    await t.deps.db
      .updateTable('users')
      .set({ role_code: 'operator' })
      .where('username', '=', 'operator@example.com')
      .execute();
    const me = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/core/auth/me', headers: bearer(token) })).json().data;
    member = await tokenOf(t, 'member@example.com');
    operator = await tokenOf(t, 'operator@example.com');
    memberMenus = (await me(member)).menus;
    operatorMenus = (await me(operator)).menus;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/core${url}`,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });
  const paths = (menus: Array<{ items: Array<{ path: string }> }>) =>
    menus.flatMap((s) => s.items.map((i) => i.path));
  const btc = async () =>
    (await call('GET', '/markets?dataType=3&search=BTC', member))
      .json()
      .data.find((m: { symbol: string }) => m.symbol === 'BTCUSDT');

  it('puts Market feed in the operator menu and not in the member menu', () => {
    expect(paths(operatorMenus)).toContain('/core/market-feed');
    expect(paths(memberMenus)).not.toContain('/core/market-feed');
  });

  it('answers the feed status to operators and administrators, 403 to members', async () => {
    for (const token of [operator, admin]) {
      const r = await call('GET', '/market-status', token);
      expect(r.statusCode).toBe(200);
      expect(Array.isArray(r.json().data)).toBe(true);
    }
    const denied = await call('GET', '/market-status', member);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toMatchObject({ code: 'FORBIDDEN', key: 'forbidden' });
  });

  it("tells anyone each feed's state and source, as the operators' status has them", async () => {
    const states = await call('GET', '/market-feeds');
    expect(states.statusCode).toBe(200);
    const status = (await call('GET', '/market-status', operator)).json().data as Array<
      Record<string, unknown>
    >;
    expect(states.json().data).toEqual(
      status.map(({ exchangeId, dataType, state, source }) => ({ exchangeId, dataType, state, source })),
    );
  });

  it('lists the pinned flag of each market, which an operator sets and clears', async () => {
    expect(await btc()).toMatchObject({ pinned: false });
    const pin = await call('PUT', '/market-pins/1/3/btcusdt', operator, { pinned: true });
    expect(pin.statusCode).toBe(200);
    expect(pin.json().data).toEqual({ ok: true });
    expect(await btc()).toMatchObject({ pinned: true });
    // spot BTCUSDT is another market: untouched
    const spot = (await call('GET', '/markets?dataType=1&search=BTC', member)).json().data;
    expect(spot.map((m: { pinned: boolean }) => m.pinned)).toEqual([false]);

    expect((await call('PUT', '/market-pins/1/3/BTCUSDT', admin, { pinned: false })).statusCode).toBe(200);
    expect(await btc()).toMatchObject({ pinned: false });
  });

  it('refuses pinning to members, an unknown market and a body without the flag', async () => {
    expect((await call('PUT', '/market-pins/1/3/BTCUSDT', member, { pinned: true })).statusCode).toBe(403);
    // the permission comes first: a member learns nothing of the market or of the body's shape
    expect((await call('PUT', '/market-pins/1/3/NOPEUSDT', member, { pinned: 'yes' })).statusCode).toBe(403);
    expect((await call('PUT', '/market-pins/1/3/BTCUSDT', undefined, { pinned: true })).statusCode).toBe(401);
    expect((await call('PUT', '/market-pins/1/3/NOPEUSDT', operator, { pinned: true })).statusCode).toBe(404);
    const bad = await call('PUT', '/market-pins/1/3/BTCUSDT', operator, { pinned: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION');
    expect(await btc()).toMatchObject({ pinned: false });
  });
});
