import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { fixture, startFixtureServer } from './chains/fixture-server.test-helpers';
import { hexToTron, tronToHex20 } from './chains/tron-address';
import { toUnits } from './money';
import { caller, createPaymentsApp } from './payments.test-helpers';
import { verifyOnce } from './verification.service';

const USDT_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const OURS = hexToTron('7e5f4552091a69125d5dfcb7b8c2659029395bdf');

/**
 * TRON and Binance through the API and the database: invoices in the token's own decimals (TRON's
 * decimals() answered 6), the submitted id checked against local servers shaped as TronGrid and
 * Binance answer (chains/fixtures), credited once.
 */
describe('payments on TRON and Binance', () => {
  let t: TestApp & { tokens: Record<string, string> };
  let tronInfo = '{}';
  let deposit: Record<string, string | number> = {};
  let api: Awaited<ReturnType<typeof startFixtureServer>>;
  beforeAll(async () => {
    api = await startFixtureServer((req) => {
      if (req.url.pathname === '/wallet/triggerconstantcontract')
        return { body: fixture('tron-decimals.json', { OWNER: OURS }) };
      if (req.url.pathname === '/walletsolidity/gettransactioninfobyid') return { body: tronInfo };
      if (req.url.pathname === '/sapi/v1/capital/deposit/hisrec')
        return { body: Object.keys(deposit).length ? fixture('binance-deposits.json', deposit) : '[]' };
      return { status: 404, body: '{}' };
    });
    t = await createPaymentsApp(
      {
        TRON_API_URL: api.url,
        PAY_TO_TRON: OURS,
        BINANCE_API_URL: api.url,
        BINANCE_API_KEY: 'key',
        BINANCE_API_SECRET: 'secret',
        PAY_TO_BINANCE: '35791113',
        PAY_TAX_RATE: '0.08',
      },
      { now: () => Date.now() },
      ['tran@example.com', 'bao@example.com'],
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });

  it('credits a solidified TRC-20 transfer of the exact amount in 6 decimals', async () => {
    const call = caller(t);
    const token = t.tokens['tran@example.com'];
    const inv = (
      await call('POST', '/payments', token, { plan: 'middle', months: 1, network: 'tron' })
    ).json().data;
    // 5 x 1.08 = 5.40, plus the offset
    expect(inv).toMatchObject({ network: 'tron', address: OURS, tokenContract: USDT_TRON });
    const offset = toUnits(inv.amount, 3) - 5_400n;
    expect(offset >= 1n && offset <= 999n).toBe(true);
    const units = toUnits(inv.amount, 6);
    const tx = 'b'.repeat(64);
    expect(
      (await call('POST', `/payments/${inv.paymentId}/transaction`, token, { txHash: `0x${tx}` })).statusCode,
    ).toBe(202);
    expect(await verifyOnce(t.deps, inv.paymentId)).toEqual({ outcome: 'held', reason: 'notFound' });
    tronInfo = fixture('tron-transaction-info.json', {
      TX: tx,
      TIME: Date.now(),
      RESULT: 'SUCCESS',
      TOKEN: tronToHex20(USDT_TRON),
      TO: tronToHex20(OURS),
      VALUE: units.toString(16).padStart(64, '0'),
    });
    expect(await verifyOnce(t.deps, inv.paymentId)).toMatchObject({ outcome: 'credit', value: units });
    const done = (await call('GET', `/payments/${inv.paymentId}`, token)).json().data;
    expect(done).toMatchObject({ status: 'completed', txHash: tx });
  });

  it('credits a Binance internal transfer found in our deposit history by its id, once', async () => {
    const call = caller(t);
    const token = t.tokens['bao@example.com'];
    const inv = (
      await call('POST', '/payments', token, { plan: 'basic', months: 12, network: 'binance' })
    ).json().data;
    // 3 x 12 x 0.9 x 1.08 = 34.992 -> 34.99, plus the offset
    expect(inv).toMatchObject({ network: 'binance', address: '35791113', tokenContract: null });
    const offset = toUnits(inv.amount, 3) - 34_990n;
    expect(offset >= 1n && offset <= 999n).toBe(true);
    deposit = { AMOUNT: inv.amount, STATUS: 1, TYPE: 1, TIME: Date.now(), TX: '777000111' };
    const r = await call('POST', `/payments/${inv.paymentId}/transaction`, token, {
      txHash: '777000111',
      binanceId: '123 456 789',
    });
    expect(r.statusCode).toBe(202);
    expect((await verifyOnce(t.deps, inv.paymentId))?.outcome).toBe('credit');
    const done = (await call('GET', `/payments/${inv.paymentId}`, token)).json().data;
    expect(done).toMatchObject({ status: 'completed', binanceId: '123 456 789' });
    // the same transfer id for another invoice
    const other = (
      await call('POST', '/payments', t.tokens['tran@example.com'], {
        plan: 'premium',
        months: 1,
        network: 'binance',
      })
    ).json().data;
    const again = await call(
      'POST',
      `/payments/${other.paymentId}/transaction`,
      t.tokens['tran@example.com'],
      { txHash: '777000111' },
    );
    expect(again.json().error.code).toBe('PAYMENT_TX_USED');
  });
});
