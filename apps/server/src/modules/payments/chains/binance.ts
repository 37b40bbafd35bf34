import { createHmac } from 'node:crypto';
import { toUnits } from '../money';
import type { ChainAdapter, FoundTransfer, Observation } from './chain';

export interface BinanceSettings {
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
  /** our Binance ID shown to members */
  payTo: string;
  coin: string;
  confirmations: number;
  timeoutMs?: number;
}

/** Binance answers deposit amounts with 8 decimals. */
const BINANCE_DECIMALS = 8;
/** transferType 1: an internal transfer between Binance accounts (0: an on-chain deposit). */
const INTERNAL = 1;
/** status 1: success (0 pending, 6 credited but cannot withdraw, 7 wrong deposit, 8 waiting confirmation). */
const SUCCESS = 1;
/** Binance keeps deposit history queries within 90 days. */
const HISTORY_MS = 89 * 24 * 3_600_000;

interface Deposit {
  id: string;
  amount: string;
  coin: string;
  status: number;
  txId: string;
  insertTime: number;
  transferType: number;
}

/**
 * A Binance internal transfer to our account, found in our own deposit history (signed endpoint
 * GET /sapi/v1/capital/deposit/hisrec, developers.binance.com/docs/wallet/capital/deposite-history).
 * Internal transfers carry txId "Off-chain transfer <id>"; the member gives that id. Binance does not
 * show the payer's Binance ID reliably, so it is kept for support and never matched on.
 */
export function createBinanceAdapter(settings: BinanceSettings): ChainAdapter {
  async function deposits(startTime: number): Promise<Deposit[]> {
    const query = new URLSearchParams({
      coin: settings.coin,
      includeSource: 'true',
      startTime: String(startTime),
      timestamp: String(Date.now()),
      recvWindow: '10000',
    }).toString();
    const signature = createHmac('sha256', settings.apiSecret).update(query).digest('hex');
    const response = await fetch(
      `${settings.apiUrl}/sapi/v1/capital/deposit/hisrec?${query}&signature=${signature}`,
      {
        headers: { 'X-MBX-APIKEY': settings.apiKey },
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      },
    );
    if (!response.ok) throw new Error(`Binance deposit history: HTTP ${response.status}`);
    return (await response.json()) as Deposit[];
  }

  const idOf = (d: Deposit) => d.txId.replace(/^Off-chain transfer\s+/i, '');
  const transferOf = (d: Deposit) => ({
    logIndex: 0,
    token: settings.coin,
    to: settings.payTo,
    value: toUnits(d.amount, BINANCE_DECIMALS),
  });

  return {
    network: 'binance',
    token: settings.coin,
    payTo: settings.payTo,
    confirmations: settings.confirmations,

    tokenDecimals: async () => BINANCE_DECIMALS,

    async observe(transferId): Promise<Observation> {
      let list: Deposit[];
      try {
        list = await deposits(Date.now() - HISTORY_MS);
      } catch {
        return { found: false, reason: 'chainUnavailable' };
      }
      const deposit = list.find((d) => idOf(d) === transferId && d.transferType === INTERNAL);
      if (!deposit) return { found: false, reason: 'notFound' };
      if (deposit.status !== SUCCESS) return { found: false, reason: 'notFound' };
      return {
        found: true,
        success: true,
        transfers: deposit.coin === settings.coin ? [transferOf(deposit)] : [],
        blockTime: deposit.insertTime,
        confirmations: settings.confirmations,
        stable: true,
      };
    },

    async recentTransfers(since): Promise<FoundTransfer[]> {
      const list = await deposits(Math.max(since, Date.now() - HISTORY_MS));
      return list
        .filter((d) => d.transferType === INTERNAL && d.status === SUCCESS && d.coin === settings.coin)
        .map((d) => ({ txHash: idOf(d), ...transferOf(d) }));
    },
  };
}
