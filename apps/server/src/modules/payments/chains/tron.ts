import type { ChainAdapter, FoundTransfer, Observation, ObservedTransfer } from './chain';
import { tronToHex20 } from './tron-address';

export interface TronSettings {
  apiUrl: string;
  apiKey?: string;
  payTo: string;
  token: string;
  confirmations: number;
  timeoutMs?: number;
}

/** keccak256("Transfer(address,address,uint256)"), the first topic of every TRC-20 Transfer log. */
const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

interface TronLog {
  address?: string;
  topics?: string[];
  data?: string;
}
interface TronTransactionInfo {
  id?: string;
  blockTimeStamp?: number;
  receipt?: { result?: string };
  log?: TronLog[];
}

/**
 * TRC-20 USDT through the TronGrid HTTP API (shapes: developers.tron.network/reference/
 * gettransactioninfobyid-1, triggerconstantcontract, get-trc20-transaction-info-by-account-address).
 * Only the solidity node's answers count (`walletsolidity/`): a solidified block is irreversible, so
 * a transaction found there needs no further confirmations; one not found there is "not yet".
 */
export function createTronAdapter(settings: TronSettings): ChainAdapter {
  const token = tronToHex20(settings.token);
  const payTo = tronToHex20(settings.payTo);
  let decimals: Promise<number> | undefined;

  async function call<T>(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<T> {
    const response = await fetch(`${settings.apiUrl}${path}`, {
      method: init.method,
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { 'TRON-PRO-API-KEY': settings.apiKey } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`TronGrid ${path}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  const transfersOf = (logs: TronLog[]): ObservedTransfer[] =>
    logs.flatMap((log, logIndex) => {
      const [topic, , to] = log.topics ?? [];
      if (topic?.toLowerCase() !== TRANSFER_TOPIC || !to || !log.data || !log.address) return [];
      return [
        {
          logIndex,
          token: log.address.toLowerCase().replace(/^41(?=[0-9a-f]{40}$)/, ''),
          to: to.toLowerCase().slice(-40),
          value: BigInt(`0x${log.data}`),
        },
      ];
    });

  return {
    network: 'tron',
    token,
    payTo,
    confirmations: settings.confirmations,

    tokenDecimals() {
      decimals ??= call<{ constant_result?: string[] }>('/wallet/triggerconstantcontract', {
        method: 'POST',
        body: {
          owner_address: settings.payTo,
          contract_address: settings.token,
          function_selector: 'decimals()',
          parameter: '',
          visible: true,
        },
      }).then(
        (r) => {
          const hex = r.constant_result?.[0];
          if (!hex) throw new Error('TronGrid: no decimals() result');
          return Number.parseInt(hex, 16);
        },
        (err) => {
          decimals = undefined;
          throw err;
        },
      );
      return decimals;
    },

    async observe(txHash): Promise<Observation> {
      let info: TronTransactionInfo;
      try {
        info = await call<TronTransactionInfo>('/walletsolidity/gettransactioninfobyid', {
          method: 'POST',
          body: { value: txHash.replace(/^0x/, '').toLowerCase() },
        });
      } catch {
        return { found: false, reason: 'chainUnavailable' };
      }
      // {} until solidified; a missing receipt is "not yet", never "failed"
      if (!info.id || !info.receipt) return { found: false, reason: 'notFound' };
      return {
        found: true,
        success: info.receipt.result === 'SUCCESS',
        transfers: transfersOf(info.log ?? []),
        blockTime: info.blockTimeStamp ?? 0,
        confirmations: settings.confirmations,
        stable: true,
      };
    },

    async recentTransfers(since): Promise<FoundTransfer[]> {
      const query = new URLSearchParams({
        only_confirmed: 'true',
        only_to: 'true',
        limit: '200',
        contract_address: settings.token,
        min_timestamp: String(since),
      });
      const r = await call<{
        data?: { transaction_id: string; token_info?: { address?: string }; to: string; value: string }[];
      }>(`/v1/accounts/${settings.payTo}/transactions/trc20?${query}`, { method: 'GET' });
      return (r.data ?? []).flatMap((t) => {
        if (!t.token_info?.address || !/^\d+$/.test(t.value)) return [];
        return [
          {
            txHash: t.transaction_id,
            logIndex: 0,
            token: tronToHex20(t.token_info.address),
            to: tronToHex20(t.to),
            value: BigInt(t.value),
          },
        ];
      });
    },
  };
}
