import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judge } from '../judge';
import { createBinanceAdapter } from './binance';
import type { ChainAdapter } from './chain';
import { fixture, startFixtureServer } from './fixture-server.test-helpers';

const SECRET = 'test-secret';
const INVOICE = { createdAt: 1_700_000_000_000, expiresAt: 1_700_003_600_000, requiredConfirmations: 1 };

/** The Binance adapter against a local server that checks the signature as Binance does. */
describe('Binance internal transfer adapter (deposit history)', () => {
  let server: Awaited<ReturnType<typeof startFixtureServer>>;
  let binance: ChainAdapter;
  let deposit = { AMOUNT: '3.01700000', STATUS: 1, TYPE: 1, TIME: 1_700_000_100_000, TX: '123456789012' };
  beforeAll(async () => {
    server = await startFixtureServer((req) => {
      if (req.url.pathname !== '/sapi/v1/capital/deposit/hisrec') return { status: 404, body: '{}' };
      const query = req.url.search.slice(1);
      const signed = query.replace(/&signature=[0-9a-f]+$/, '');
      const signature = createHmac('sha256', SECRET).update(signed).digest('hex');
      if (req.headers['x-mbx-apikey'] !== 'key' || req.url.searchParams.get('signature') !== signature)
        return { status: 401, body: '{"code":-1022,"msg":"Signature for this request is not valid."}' };
      return { body: fixture('binance-deposits.json', deposit) };
    });
    binance = createBinanceAdapter({
      apiUrl: server.url,
      apiKey: 'key',
      apiSecret: SECRET,
      payTo: '35791113',
      coin: 'USDT',
      confirmations: 1,
    });
  });
  afterAll(() => server.close());

  const terms = async () => ({
    ...INVOICE,
    amountUnits: 301_700_000n,
    token: binance.token,
    payTo: binance.payTo,
  });

  it('credits an internal transfer of the exact amount found by its id, with a signed request', async () => {
    expect(await binance.tokenDecimals()).toBe(8);
    expect(judge(await terms(), await binance.observe('123456789012'))).toEqual({
      outcome: 'credit',
      logIndex: 0,
      value: 301_700_000n,
      confirmations: 1,
    });
    expect(server.seen.at(-1)?.url.searchParams.get('coin')).toBe('USDT');
  });

  it('does not count a pending deposit, an on-chain deposit or an unknown id', async () => {
    deposit = { ...deposit, STATUS: 0 };
    expect(judge(await terms(), await binance.observe('123456789012'))).toEqual({
      outcome: 'held',
      reason: 'notFound',
    });
    deposit = { ...deposit, STATUS: 1, TYPE: 0 };
    expect(judge(await terms(), await binance.observe('123456789012'))).toEqual({
      outcome: 'held',
      reason: 'notFound',
    });
    deposit = { ...deposit, TYPE: 1 };
    expect(judge(await terms(), await binance.observe('999'))).toEqual({
      outcome: 'held',
      reason: 'notFound',
    });
  });

  it('sends another amount to review and refuses one made before the invoice', async () => {
    deposit = { ...deposit, AMOUNT: '3.01600000' };
    expect(judge(await terms(), await binance.observe('123456789012'))).toMatchObject({
      outcome: 'review',
      reason: 'amountMismatch',
    });
    deposit = { ...deposit, AMOUNT: '3.01700000', TIME: 1_699_999_000_000 };
    expect(judge(await terms(), await binance.observe('123456789012'))).toMatchObject({
      outcome: 'refused',
      reason: 'beforeInvoice',
    });
    deposit = { ...deposit, TIME: 1_700_000_100_000 };
  });

  it('lists successful internal transfers for the watcher', async () => {
    expect(await binance.recentTransfers(1_700_000_000_000)).toEqual([
      { txHash: '123456789012', logIndex: 0, token: 'USDT', to: '35791113', value: 301_700_000n },
    ]);
  });

  it('reports the API unavailable on a refused signature', async () => {
    const wrong = createBinanceAdapter({
      apiUrl: server.url,
      apiKey: 'key',
      apiSecret: 'other',
      payTo: '1',
      coin: 'USDT',
      confirmations: 1,
    });
    expect(await wrong.observe('123456789012')).toEqual({ found: false, reason: 'chainUnavailable' });
  });
});
