import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { readOutbox } from '../../../test/harness';
import { tokenOf } from '../auth/auth.test-helpers';
import { caller, createPaymentsApp } from './payments.test-helpers';
import { REMIND_BEFORE_MS, subscriptionsRound } from './rounds.service';
import { addMonths, applySubscription } from './subscription';

const DAY = 86_400_000;

/** Plan periods with a clock: renewal, upgrade credit, the reminder 3 days before, the return to member at the end. */
describe('subscriptions', () => {
  let t: TestApp & { tokens: Record<string, string> };
  // a clock that moves only when told: the test's start plus offset
  const start = Date.now();
  const clock = { offset: 0, now: () => start + clock.offset };
  const members = ['ann@example.com', 'ben@example.com', 'cat@example.com'];
  beforeAll(async () => {
    t = await createPaymentsApp({}, clock, members);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const userId = async (m: string) =>
    (await t.deps.db.selectFrom('users').select('id').where('username', '=', m).executeTakeFirstOrThrow()).id;
  const role = async (m: string) =>
    (
      await t.deps.db
        .selectFrom('users')
        .select('role_code')
        .where('username', '=', m)
        .executeTakeFirstOrThrow()
    ).role_code;
  const buy = async (m: string, planCode: string, roleCode: string, months: number) => {
    const id = await userId(m);
    return t.deps.db
      .transaction()
      .execute((trx) => applySubscription(trx, { userId: id, planCode, roleCode, months, now: clock.now() }));
  };

  it('lists the plans with the spec prices, and says payments are not set up when no network is', async () => {
    const r = await caller(t)('GET', '/plans');
    expect(r.statusCode).toBe(200);
    const data = r.json().data;
    expect(data.networks).toEqual([]);
    expect(data.settingsHelp.bsc).toContain('CHAIN_BSC_RPC_URL');
    expect(data.currentPlan).toBeNull();
    const price = (code: string) => data.plans.find((p: { code: string }) => p.code === code);
    expect(data.plans.map((p: { code: string }) => p.code)).toEqual(['member', 'basic', 'middle', 'premium']);
    expect(price('member')).toMatchObject({ forSale: false, limits: { filterLimit: 1 } });
    expect(price('basic')).toMatchObject({
      monthlyPrice: '3',
      yearlyPrice: '32.4',
      saleOff: '0.1',
      role: 'basic',
      forSale: true,
    });
    expect(price('middle')).toMatchObject({
      monthlyPrice: '5',
      yearlyPrice: '54',
      role: 'midium',
      labelAction: { en: 'Choose middle' },
    });
    expect(price('premium')).toMatchObject({
      monthlyPrice: '10',
      yearlyPrice: '108',
      limits: { filterLimit: 30 },
    });
    expect(price('basic').features.every((f: { en: string; vi: string }) => f.en && f.vi)).toBe(true);
    const refused = await caller(t)('POST', '/payments', t.tokens['cat@example.com'], {
      plan: 'basic',
      months: 1,
      network: 'bsc',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'PAYMENT_NETWORK_UNAVAILABLE',
      key: 'paymentNetworkUnavailable',
    });
  });

  it('adds calendar months, clamping the day', () => {
    expect(new Date(addMonths(Date.UTC(2027, 0, 31, 10), 1)).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(new Date(addMonths(Date.UTC(2027, 0, 15), 12)).toISOString()).toBe('2028-01-15T00:00:00.000Z');
  });

  it("renews from the current end, and an upgrade starts now with the old plan's unused time credited at its value", async () => {
    clock.offset = 0;
    const first = await buy('ben@example.com', 'basic', 'basic', 1);
    const renewal = await buy('ben@example.com', 'basic', 'basic', 1);
    expect(renewal.startsAt).toBe(first.endsAt);
    expect(renewal.endsAt).toBe(addMonths(first.endsAt, 1));
    // upgrade to premium (10/month) with the remaining basic time (3/month): 3/10 of it is added
    const now = clock.now();
    const upgrade = await buy('ben@example.com', 'premium', 'premium', 1);
    const remaining = renewal.endsAt - now;
    expect(upgrade.startsAt).toBe(now);
    expect(upgrade.endsAt).toBe(addMonths(now, 1) + Math.floor((remaining * 3) / 10));
    expect(await role('ben@example.com')).toBe('premium');
  });

  it('e-mails 3 days before the end and returns the member to member at the end date', async () => {
    clock.offset = 0;
    const period = await buy('ann@example.com', 'middle', 'midium', 1);
    expect(await role('ann@example.com')).toBe('midium');
    const call = caller(t);
    const mails = () =>
      readOutbox(t.dataDir).filter((m) => m.includes('ann@example.com') && m.includes('ends in 3 days'));

    // 4 days before: nothing yet
    clock.offset = period.endsAt - 4 * DAY - start;
    await subscriptionsRound(t.deps);
    await t.deps.jobs.start();
    await t.deps.jobs.drain();
    expect(mails()).toHaveLength(0);

    // 3 days before: one reminder, once
    clock.offset = period.endsAt - REMIND_BEFORE_MS + 1000 - start;
    await subscriptionsRound(t.deps);
    await subscriptionsRound(t.deps);
    await t.deps.jobs.drain();
    expect(mails()).toHaveLength(1);
    expect(await role('ann@example.com')).toBe('midium');

    // a second before the end: still the plan
    clock.offset = period.endsAt - 1000 - start;
    await subscriptionsRound(t.deps);
    expect(await role('ann@example.com')).toBe('midium');

    // at the end date: back to member
    clock.offset = period.endsAt - start;
    await subscriptionsRound(t.deps);
    expect(await role('ann@example.com')).toBe('member');
    // a month later the old access token has expired: sign in again (the role is read on every request)
    const token = await tokenOf(t, 'ann@example.com');
    const plans = (await call('GET', '/plans', token)).json().data;
    expect(plans.currentPlan).toMatchObject({ code: 'member', role: 'member', endsAt: null });
    const sub = await t.deps.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', await userId('ann@example.com'))
      .executeTakeFirstOrThrow();
    expect(Number(sub.ended_at)).toBe(period.endsAt);
  });

  it('leaves a member an operator moved meanwhile where the operator put them', async () => {
    clock.offset = 0;
    const period = await buy('cat@example.com', 'basic', 'basic', 1);
    await t.deps.db
      .updateTable('users')
      .set({ role_code: 'premium' })
      .where('username', '=', 'cat@example.com')
      .execute();
    clock.offset = period.endsAt - start;
    await subscriptionsRound(t.deps);
    expect(await role('cat@example.com')).toBe('premium');
  });
});
