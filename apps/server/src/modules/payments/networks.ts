import { PAYMENT_COIN, type PaymentNetwork } from '@bitdata/contracts';
import type { AppConfig } from '../../config';
import { createBinanceAdapter } from './chains/binance';
import type { ChainAdapter } from './chains/chain';
import { createEvmAdapter } from './chains/evm';
import { createTronAdapter } from './chains/tron';

type PaymentsConfig = AppConfig['payments'];

/** The settings an operator sets to offer each network (the pricing page lists them when none is set). */
export const NETWORK_SETTINGS: Record<PaymentNetwork, string[]> = {
  bsc: ['CHAIN_BSC_RPC_URL', 'PAY_TO_BSC', 'USDT_BSC', 'CHAIN_BSC_ID', 'CONFIRMATIONS_BSC'],
  ethereum: [
    'CHAIN_ETHEREUM_RPC_URL',
    'PAY_TO_ETHEREUM',
    'USDT_ETHEREUM',
    'CHAIN_ETHEREUM_ID',
    'CONFIRMATIONS_ETHEREUM',
  ],
  tron: ['TRON_API_URL', 'PAY_TO_TRON', 'USDT_TRON'],
  binance: ['BINANCE_API_URL', 'BINANCE_API_KEY', 'BINANCE_API_SECRET', 'PAY_TO_BINANCE'],
};

/** TRON counts only solidified blocks (irreversible), so one look is final; Binance credits final deposits. */
const FINAL_CONFIRMATIONS = 1;

function build(p: PaymentsConfig): Map<PaymentNetwork, ChainAdapter> {
  const adapters = new Map<PaymentNetwork, ChainAdapter>();
  for (const network of ['bsc', 'ethereum'] as const) {
    const s = p[network];
    if (s.rpcUrl && s.payTo && s.token)
      adapters.set(
        network,
        createEvmAdapter({
          network,
          rpcUrl: s.rpcUrl,
          chainId: s.chainId,
          payTo: s.payTo,
          token: s.token,
          confirmations: s.confirmations,
        }),
      );
  }
  if (p.tron.payTo && p.tron.token)
    adapters.set(
      'tron',
      createTronAdapter({
        apiUrl: p.tron.apiUrl,
        apiKey: p.tron.apiKey,
        payTo: p.tron.payTo,
        token: p.tron.token,
        confirmations: FINAL_CONFIRMATIONS,
      }),
    );
  if (p.binance.apiKey && p.binance.apiSecret && p.binance.payTo)
    adapters.set(
      'binance',
      createBinanceAdapter({
        apiUrl: p.binance.apiUrl,
        apiKey: p.binance.apiKey,
        apiSecret: p.binance.apiSecret,
        payTo: p.binance.payTo,
        coin: PAYMENT_COIN,
        confirmations: FINAL_CONFIRMATIONS,
      }),
    );
  return adapters;
}

// One set of adapters per configuration object: they hold caches (token decimals, the watcher's position).
const built = new WeakMap<PaymentsConfig, Map<PaymentNetwork, ChainAdapter>>();

/** The networks whose settings are complete, with their adapters. */
export function adaptersOf(config: Pick<AppConfig, 'payments'>): Map<PaymentNetwork, ChainAdapter> {
  let adapters = built.get(config.payments);
  if (!adapters) {
    adapters = build(config.payments);
    built.set(config.payments, adapters);
  }
  return adapters;
}
