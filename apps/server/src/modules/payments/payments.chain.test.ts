import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, startLocalChain } from '../../../test/chain/local-chain';
import type { TestApp } from '../../../test/harness';
import { ensureFirstAdministrator } from '../auth/auth.service';
import { tokenOf } from '../auth/auth.test-helpers';
import { entitlementsOf } from '../screener/entitlements';
import { formatUnits } from './money';
import { caller, createPaymentsApp, movableClock } from './payments.test-helpers';
import { paymentsRound } from './rounds.service';
import { verifyOnce } from './verification.service';

/**
 * Payments verified on a real local chain: anvil with a mock USDT of 18 decimals (BSC's), real
 * transfers sent with viem, blocks mined, snapshot/revert for a reorg. 3 confirmations required.
 */
describe('payments on a local EVM chain', () => {
  let chain: LocalChain;
  let t: TestApp & { tokens: Record<string, string> };
  let call: ReturnType<typeof caller>;
  const clock = movableClock();
  const members = [
    'alice@example.com',
    'bob@example.com',
    'carol@example.com',
    'dave@example.com',
    'erin@example.com',
  ];
  const [alice, bob, carol, dave, erin] = members as [string, string, string, string, string];

  beforeAll(async () => {
    chain = await startLocalChain({ chainId: 56, decimals: 18 });
    t = await createPaymentsApp(
      {
        CHAIN_BSC_RPC_URL: chain.rpcUrl,
        PAY_TO_BSC: chain.payTo,
        USDT_BSC: chain.usdt,
        CONFIRMATIONS_BSC: '3',
      },
      clock,
      members,
    );
    call = caller(t);
    await ensureFirstAdministrator(t.deps);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await chain?.stop();
  });

  const token = (m: string) => t.tokens[m] as string;
  async function invoice(m: string, plan = 'basic', months = 1) {
    const r = await call('POST', '/payments', token(m), { plan, months, network: 'bsc' });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().data as { paymentId: string; amount: string; address: string; tokenContract: string };
  }
  const submit = (m: string, id: string, txHash: string) =>
    call('POST', `/payments/${id}/transaction`, token(m), { txHash });
  const detail = async (m: string, id: string) =>
    (await call('GET', `/payments/${id}`, token(m))).json().data;
  const role = async (m: string) =>
    (
      await t.deps.db
        .selectFrom('users')
        .select('role_code')
        .where('username', '=', m)
        .executeTakeFirstOrThrow()
    ).role_code;
  const credits = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('payment_transfers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('offers BSC with the token decimals read from the contract, and an amount of price plus a unique offset', async () => {
    const plans = (await call('GET', '/plans')).json().data;
    expect(plans.networks.map((n: { network: string }) => n.network)).toEqual(['bsc']);
    const a = await invoice(alice);
    const b = await invoice(alice);
    expect(a.amount).toMatch(/^3\.\d{1,3}$/);
    expect(a.amount).not.toBe(b.amount);
    const row = await t.deps.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', a.paymentId)
      .executeTakeFirstOrThrow();
    expect(row.token_decimals).toBe(18);
    expect(formatUnits(BigInt(row.amount_units), 18)).toBe(a.amount);
  });

  it('credits the exact amount once the confirmations are reached, and the plan applies on the next request', async () => {
    const inv = await invoice(alice);
    const hash = await chain.transfer(chain.payTo, inv.amount);
    const r = await submit(alice, inv.paymentId, hash);
    expect(r.statusCode).toBe(202);
    expect(r.json().data.message).toBe(
      'The system will check your transaction before completing the payment.',
    );
    expect((await verifyOnce(t.deps, inv.paymentId))?.outcome).toBe('held');
    expect(await detail(alice, inv.paymentId)).toMatchObject({
      status: 'checking',
      reason: 'confirmations',
      confirmations: 1,
    });
    await chain.mine(2);
    expect(await verifyOnce(t.deps, inv.paymentId)).toMatchObject({ outcome: 'credit', confirmations: 3 });
    const done = await detail(alice, inv.paymentId);
    expect(done).toMatchObject({ status: 'completed', txHash: hash });
    expect(done.endsAt - done.startsAt).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(done.audit.map((a: { toStatus: string }) => a.toStatus)).toEqual([
      'awaitingTransfer',
      'checking',
      'completed',
    ]);
    expect(await role(alice)).toBe('basic');
    expect((await entitlementsOf(t.deps, { role_code: 'basic' })).filterLimit).toBe(5);
    // the same access token: the next request reads the new role
    const plans = (await call('GET', '/plans', token(alice))).json().data;
    expect(plans.currentPlan).toMatchObject({ code: 'basic', role: 'basic', endsAt: done.endsAt });
    // the hash cannot serve another invoice
    const other = await invoice(bob);
    const again = await submit(bob, other.paymentId, hash);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PAYMENT_TX_USED');
  });

  it('refuses a transfer of another token contract, even one calling itself USDT', async () => {
    const fake = await chain.deployToken(18);
    const inv = await invoice(bob);
    const hash = await chain.transfer(chain.payTo, inv.amount, { token: fake });
    await submit(bob, inv.paymentId, hash);
    await chain.mine(3);
    expect(await verifyOnce(t.deps, inv.paymentId)).toEqual({ outcome: 'refused', reason: 'wrongToken' });
    expect(await detail(bob, inv.paymentId)).toMatchObject({
      status: 'awaitingTransfer',
      reason: 'wrongToken',
    });
  });

  it('refuses a transfer to another recipient', async () => {
    const inv = await invoice(bob);
    const hash = await chain.transfer(chain.payer, inv.amount);
    await submit(bob, inv.paymentId, hash);
    await chain.mine(3);
    expect(await verifyOnce(t.deps, inv.paymentId)).toEqual({ outcome: 'refused', reason: 'wrongRecipient' });
  });

  it('refuses a reverted transaction', async () => {
    const inv = await invoice(bob);
    const hash = await chain.transfer(chain.payTo, inv.amount, { revert: true });
    await submit(bob, inv.paymentId, hash);
    await chain.mine(3);
    expect(await verifyOnce(t.deps, inv.paymentId)).toEqual({ outcome: 'refused', reason: 'reverted' });
  });

  it('holds a transfer with too few confirmations', async () => {
    const inv = await invoice(bob);
    const hash = await chain.transfer(chain.payTo, inv.amount);
    await submit(bob, inv.paymentId, hash);
    await chain.mine(1);
    expect(await verifyOnce(t.deps, inv.paymentId)).toEqual({
      outcome: 'held',
      reason: 'confirmations',
      confirmations: 2,
    });
    expect(await role(bob)).toBe('member');
    await chain.mine(1);
    expect((await verifyOnce(t.deps, inv.paymentId))?.outcome).toBe('credit');
  });

  it('sends a transfer one unit short of the amount to review, crediting nothing', async () => {
    const inv = await invoice(carol);
    // 18 decimals: the amount less 10^-18 USDT
    const short = formatUnits(
      BigInt(inv.amount.replace('.', '').padEnd(inv.amount.indexOf('.') + 4, '0')) * 10n ** 15n - 1n,
      18,
    );
    const hash = await chain.transfer(chain.payTo, short);
    await submit(carol, inv.paymentId, hash);
    await chain.mine(3);
    expect((await verifyOnce(t.deps, inv.paymentId))?.outcome).toBe('review');
    expect(await detail(carol, inv.paymentId)).toMatchObject({
      status: 'review',
      reason: 'amountMismatch',
      receivedAmount: short,
    });
    expect(await role(carol)).toBe('member');
  });

  it('refuses a transfer made before the invoice existed', async () => {
    const hash = await chain.transfer(chain.payTo, '3.5');
    await chain.mine(3);
    clock.offset = 10 * 60_000;
    try {
      const inv = await invoice(dave);
      await submit(dave, inv.paymentId, hash);
      expect(await verifyOnce(t.deps, inv.paymentId)).toEqual({
        outcome: 'refused',
        reason: 'beforeInvoice',
      });
    } finally {
      clock.offset = 0;
    }
  });

  it('credits nothing when a reorg drops the transfer before its confirmations', async () => {
    const before = await credits();
    const inv = await invoice(dave);
    const snapshot = await chain.snapshot();
    const hash = await chain.transfer(chain.payTo, inv.amount);
    await submit(dave, inv.paymentId, hash);
    expect((await verifyOnce(t.deps, inv.paymentId))?.outcome).toBe('held');
    await chain.revert(snapshot);
    await chain.mine(5);
    expect(await verifyOnce(t.deps, inv.paymentId)).toEqual({ outcome: 'held', reason: 'notFound' });
    expect(await detail(dave, inv.paymentId)).toMatchObject({ status: 'checking', reason: 'notFound' });
    expect(await credits()).toBe(before);
    expect(await role(dave)).toBe('member');
    // still nowhere when the late watch ends: the invoice expires
    clock.offset = 25 * 3_600_000 + 120_000;
    try {
      await verifyOnce(t.deps, inv.paymentId);
      const row = await t.deps.db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', inv.paymentId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'expired', reason: 'notFound' });
    } finally {
      clock.offset = 0;
    }
  });

  it('finds a transfer of an open invoice by its exact amount without a submitted hash (the watcher)', async () => {
    const inv = await invoice(bob, 'middle', 1);
    const hash = await chain.transfer(chain.payTo, inv.amount);
    await paymentsRound(t.deps);
    expect(await detail(bob, inv.paymentId)).toMatchObject({
      status: 'checking',
      txHash: hash,
      reason: 'confirmations',
    });
    await chain.mine(2);
    await paymentsRound(t.deps);
    const done = await detail(bob, inv.paymentId);
    expect(done.status).toBe('completed');
    expect(done.audit[1]).toMatchObject({ actor: 'system', toStatus: 'checking' });
    // bob had basic running: middle is an upgrade, starting now
    expect(await role(bob)).toBe('midium');
  });

  it('expires an invoice, sends a late transfer to review, and an operator approves it once; another is rejected', async () => {
    const admin = await tokenOf(t, 'admin@example.com', 'admin-password-123');
    clock.offset = -2 * 3_600_000;
    const inv = await invoice(dave, 'basic', 1);
    clock.offset = 0;
    await paymentsRound(t.deps);
    expect(await detail(dave, inv.paymentId)).toMatchObject({ status: 'expired', reason: 'expired' });
    const hash = await chain.transfer(chain.payTo, inv.amount);
    expect((await submit(dave, inv.paymentId, hash)).statusCode).toBe(202);
    await chain.mine(3);
    expect(await verifyOnce(t.deps, inv.paymentId)).toMatchObject({ outcome: 'review', reason: 'late' });
    const list = await call('GET', '/payments/review', admin);
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((p: { paymentId: string }) => p.paymentId);
    expect(ids).toContain(inv.paymentId);
    expect((await call('GET', '/payments/review', token(dave))).statusCode).toBe(403);
    expect(
      (await call('POST', `/payments/${inv.paymentId}/approve`, token(dave), { reason: 'me' })).statusCode,
    ).toBe(403);
    const ok = await call('POST', `/payments/${inv.paymentId}/approve`, admin, {
      reason: 'Paid 10 minutes late, accepted',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'completed', reason: 'approved' });
    expect(await role(dave)).toBe('basic');
    const again = await call('POST', `/payments/${inv.paymentId}/approve`, admin, { reason: 'twice' });
    expect(again.json().error.code).toBe('PAYMENT_NOT_IN_REVIEW');
    const audit = (await detail(dave, inv.paymentId)).audit.at(-1);
    expect(audit).toMatchObject({
      actor: 'operator',
      toStatus: 'completed',
      note: 'Paid 10 minutes late, accepted',
    });
    // carol's one-unit-short transfer: rejected with a reason, nothing given
    const carolsReview = (await call('GET', '/payments/review', admin))
      .json()
      .data.find((p: { username: string }) => p.username === carol);
    const rejected = await call('POST', `/payments/${carolsReview.paymentId}/reject`, admin, {
      reason: 'Short by one unit; refund sent',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'rejectedByOperator' });
    expect(await role(carol)).toBe('member');
  });

  it('answers a member about their own payments only, and refuses what the network cannot take', async () => {
    const inv = await invoice(carol);
    expect((await call('GET', `/payments/${inv.paymentId}`, token(dave))).statusCode).toBe(404);
    const own = (await call('GET', '/payments', token(carol))).json();
    expect(own.data.every((p: { userId: string }) => p.userId === own.data[0].userId)).toBe(true);
    expect(own.total).toBeGreaterThanOrEqual(2);
    const tron = await call('POST', '/payments', token(carol), { plan: 'basic', months: 1, network: 'tron' });
    expect(tron.json().error.code).toBe('PAYMENT_NETWORK_UNAVAILABLE');
    const badHash = await submit(carol, inv.paymentId, '12345');
    expect(badHash.statusCode).toBe(400);
    expect(badHash.json().error.details[0]).toMatchObject({ path: 'txHash', key: 'paymentTxHashInvalid' });
    // bob runs middle: basic would be a downgrade, and the plans list says so before he tries
    const down = await call('POST', '/payments', token(bob), { plan: 'basic', months: 12, network: 'bsc' });
    expect(down.json().error.code).toBe('PAYMENT_DOWNGRADE');
    expect((await call('GET', '/plans', token(bob))).json().data.currentPlan).toMatchObject({
      code: 'middle',
      lowerPlans: ['basic'],
    });
    expect((await call('GET', '/plans', token(carol))).json().data.currentPlan.lowerPlans).toEqual([]);
    const admin = await tokenOf(t, 'admin@example.com', 'admin-password-123');
    expect(
      (await call('POST', '/payments', admin, { plan: 'basic', months: 1, network: 'bsc' })).statusCode,
    ).toBe(403);
  });

  it('credits one transfer once when 100 submissions of its hash, for one or several invoices, are checked at once', async () => {
    const mine = await invoice(erin);
    const others = [await invoice(erin), await invoice(dave)];
    const hash = await chain.transfer(chain.payTo, mine.amount);
    await chain.mine(3);
    const targets = Array.from({ length: 100 }, (_, i) =>
      i % 4 === 3
        ? { m: i % 8 === 3 ? erin : dave, id: (i % 8 === 3 ? others[0] : others[1])?.paymentId as string }
        : { m: erin, id: mine.paymentId },
    );
    const answers = await Promise.all(targets.map((x) => submit(x.m, x.id, hash)));
    expect(answers.every((a) => a.statusCode === 202 || a.statusCode === 409)).toBe(true);
    const before = await credits();
    await Promise.all(targets.map((x) => verifyOnce(t.deps, x.id)));
    expect(await credits()).toBe(before + 1);
    const credited = await t.deps.db
      .selectFrom('payment_transfers')
      .selectAll()
      .where('tx_hash', '=', hash)
      .execute();
    expect(credited).toHaveLength(1);
    expect(credited[0]?.payment_id).toBe(mine.paymentId);
    expect((await detail(erin, mine.paymentId)).status).toBe('completed');
    // the others' amounts differ: an operator would see them, never a credit
    for (const o of others)
      expect(['awaitingTransfer', 'review']).toContain(
        (
          await t.deps.db
            .selectFrom('payments')
            .select('status')
            .where('id', '=', o.paymentId)
            .executeTakeFirstOrThrow()
        ).status,
      );
    // one month, not a hundred
    const sub = await t.deps.db
      .selectFrom('subscriptions')
      .selectAll()
      .where(
        'user_id',
        '=',
        credited[0]?.payment_id
          ? (
              await t.deps.db
                .selectFrom('payments')
                .select('user_id')
                .where('id', '=', mine.paymentId)
                .executeTakeFirstOrThrow()
            ).user_id
          : '',
      )
      .executeTakeFirstOrThrow();
    expect(Number(sub.ends_at) - Number(sub.starts_at)).toBeLessThanOrEqual(31 * 86_400_000);
  }, 60_000);
});
