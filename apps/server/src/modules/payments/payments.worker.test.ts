import { PAYMENT_EVENT, userChannel } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, startLocalChain } from '../../../test/chain/local-chain';
import type { TestApp } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { caller, createPaymentsApp } from './payments.test-helpers';

/**
 * With the worker running as in production: a submitted transfer is checked by the payments.verify
 * job at once, then by the payments.round schedule, and completes without anyone calling a check.
 */
describe('payments with the worker running', () => {
  let chain: LocalChain;
  let t: TestApp & { tokens: Record<string, string> };
  beforeAll(async () => {
    chain = await startLocalChain({ chainId: 56, decimals: 18 });
    t = await createPaymentsApp(
      {
        CHAIN_BSC_RPC_URL: chain.rpcUrl,
        PAY_TO_BSC: chain.payTo,
        USDT_BSC: chain.usdt,
        CONFIRMATIONS_BSC: '3',
        PAY_CHECK_INTERVAL_MS: '500',
      },
      { now: () => Date.now() },
      ['fay@example.com'],
      { keepJobsRunning: true },
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await chain?.stop();
  });

  it('completes a paid invoice within a verification round and gives the plan', async () => {
    const call = caller(t);
    const token = t.tokens['fay@example.com'];
    const created = await call('POST', '/payments', token, { plan: 'premium', months: 12, network: 'bsc' });
    expect(created.statusCode).toBe(201);
    const inv = created.json().data;
    // the member's open pages hear every change on their own channel
    const user = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'fay@example.com')
      .executeTakeFirstOrThrow();
    const heard: { type: string; data: { status: string } }[] = [];
    t.deps.realtime.subscribe(userChannel(user.id), (e) => heard.push(e as never));
    expect(inv.amount).toMatch(/^108\.\d{1,3}$/);
    const hash = await chain.transfer(chain.payTo, inv.amount);
    await chain.mine(2);
    expect(
      (await call('POST', `/payments/${inv.paymentId}/transaction`, token, { txHash: hash })).statusCode,
    ).toBe(202);
    await waitFor(
      async () => (await call('GET', `/payments/${inv.paymentId}`, token)).json().data.status === 'completed',
      'the payment completed',
    );
    await waitFor(() => heard.some((e) => e.data.status === 'completed'), 'the completed event');
    expect(heard.every((e) => e.type === PAYMENT_EVENT)).toBe(true);
    expect(heard.map((e) => e.data.status)).toContain('checking');
    const plans = (await call('GET', '/plans', token)).json().data;
    expect(plans.currentPlan).toMatchObject({ code: 'premium', role: 'premium' });
  });
});
