import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judge } from '../judge';
import type { ChainAdapter } from './chain';
import { fixture, type SeenRequest, startFixtureServer } from './fixture-server.test-helpers';
import { createTronAdapter } from './tron';
import { hexToTron, tronToHex20 } from './tron-address';

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const OURS = hexToTron('7e5f4552091a69125d5dfcb7b8c2659029395bdf');
const SOMEONE = hexToTron('2b5ad5c4795c026514f8317c7a215e218dccd6cf');
const TX = 'a'.repeat(63) + '1';
const INVOICE = { createdAt: 1_700_000_000_000, expiresAt: 1_700_003_600_000, requiredConfirmations: 1 };

/** The TRON adapter against a local server answering as TronGrid does (fixtures/README.md). */
describe('TRON adapter (TronGrid)', () => {
  let server: Awaited<ReturnType<typeof startFixtureServer>>;
  let tron: ChainAdapter;
  let info: string;
  beforeAll(async () => {
    server = await startFixtureServer((req: SeenRequest) => {
      if (req.url.pathname === '/wallet/triggerconstantcontract')
        return { body: fixture('tron-decimals.json', { OWNER: OURS }) };
      if (req.url.pathname === '/walletsolidity/gettransactioninfobyid') return { body: info };
      if (req.url.pathname === `/v1/accounts/${OURS}/transactions/trc20`)
        return {
          body: fixture('tron-trc20-transfers.json', {
            TX,
            TIME: 1_700_000_100_000,
            TO: OURS,
            VALUE: 3_017_000,
          }),
        };
      return { status: 404, body: '{}' };
    });
    tron = createTronAdapter({ apiUrl: server.url, apiKey: 'k', payTo: OURS, token: USDT, confirmations: 1 });
  });
  afterAll(() => server.close());

  const transfer = (o: { to?: string; value?: number; token?: string; result?: string } = {}) =>
    fixture('tron-transaction-info.json', {
      TX,
      TIME: 1_700_000_100_000,
      RESULT: o.result ?? 'SUCCESS',
      TOKEN: o.token ?? tronToHex20(USDT),
      TO: tronToHex20(o.to ?? OURS),
      VALUE: (o.value ?? 3_017_000).toString(16).padStart(64, '0'),
    });
  const terms = async () => ({ ...INVOICE, amountUnits: 3_017_000n, token: tron.token, payTo: tron.payTo });

  it('reads decimals() from the contract and sends the API key', async () => {
    expect(await tron.tokenDecimals()).toBe(6);
    expect(server.seen.at(-1)?.headers['tron-pro-api-key']).toBe('k');
    expect(JSON.parse(server.seen.at(-1)?.body ?? '{}')).toMatchObject({
      function_selector: 'decimals()',
      contract_address: USDT,
    });
  });

  it('credits a solidified transfer of the exact amount to us', async () => {
    info = transfer();
    const seen = await tron.observe(TX);
    expect(JSON.parse(server.seen.at(-1)?.body ?? '{}')).toEqual({ value: TX });
    expect(judge(await terms(), seen)).toEqual({
      outcome: 'credit',
      logIndex: 0,
      value: 3_017_000n,
      confirmations: 1,
    });
  });

  it('answers "not yet" while the solidity node does not have the transaction', async () => {
    info = '{}';
    expect(judge(await terms(), await tron.observe(TX))).toEqual({ outcome: 'held', reason: 'notFound' });
  });

  it('refuses a failed transaction, another token, another recipient; sends another amount to review', async () => {
    info = transfer({ result: 'REVERT' });
    expect(judge(await terms(), await tron.observe(TX))).toMatchObject({
      outcome: 'refused',
      reason: 'reverted',
    });
    info = transfer({ token: '2b5ad5c4795c026514f8317c7a215e218dccd6cf' });
    expect(judge(await terms(), await tron.observe(TX))).toMatchObject({
      outcome: 'refused',
      reason: 'wrongToken',
    });
    info = transfer({ to: SOMEONE });
    expect(judge(await terms(), await tron.observe(TX))).toMatchObject({
      outcome: 'refused',
      reason: 'wrongRecipient',
    });
    info = transfer({ value: 3_016_999 });
    expect(judge(await terms(), await tron.observe(TX))).toMatchObject({
      outcome: 'review',
      reason: 'amountMismatch',
      value: 3_016_999n,
    });
  });

  it('lists confirmed TRC-20 transfers to us for the watcher', async () => {
    const found = await tron.recentTransfers(1_700_000_000_000);
    expect(found).toEqual([
      { txHash: TX, logIndex: 0, token: tron.token, to: tron.payTo, value: 3_017_000n },
    ]);
    const q = server.seen.at(-1)?.url.searchParams;
    expect(q?.get('only_confirmed')).toBe('true');
    expect(q?.get('contract_address')).toBe(USDT);
  });

  it('decodes base58check addresses and refuses a bad checksum', () => {
    expect(tronToHex20(USDT)).toBe('a614f803b6fd780986a42c78ec9c7f77e6ded13c');
    expect(hexToTron('a614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBe(USDT);
    expect(() => tronToHex20('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toThrow();
  });
});
