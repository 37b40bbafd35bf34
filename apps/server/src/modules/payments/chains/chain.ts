import type { PaymentNetwork } from '@bitdata/contracts';

/**
 * What a chain adapter reports about one transaction, before any rule of ours is applied (judge.ts
 * applies them, the same for every network). Adapters never match tokens by symbol: they report the
 * contract address that emitted each transfer.
 */
export interface ObservedTransfer {
  /** position of the transfer in its transaction (EVM log index; 0 on TRON and Binance) */
  logIndex: number;
  /** emitting token contract (lower case for EVM), or the coin for Binance */
  token: string;
  /** recipient (lower case for EVM) */
  to: string;
  /** amount in the token's own decimals */
  value: bigint;
}

export type Observation =
  /** not on the chain yet (or no longer: a reorg), or the node could not answer: check again later */
  | { found: false; reason: 'notFound' | 'chainUnavailable' }
  /** the node is of another chain than configured: nothing it says counts */
  | { found: false; reason: 'wrongChain' }
  | {
      found: true;
      /** the transaction succeeded (EVM receipt status, TRON receipt.result SUCCESS, Binance status 1) */
      success: boolean;
      transfers: ObservedTransfer[];
      /** when the block (or the Binance deposit) was made, ms */
      blockTime: number;
      confirmations: number;
      /** read twice, the same block: false when a reorg moved it between the reads */
      stable: boolean;
    };

/** A transfer found by scanning our address, with the transaction it belongs to. */
export interface FoundTransfer extends ObservedTransfer {
  txHash: string;
}

/** One network's adapter. */
export interface ChainAdapter {
  readonly network: PaymentNetwork;
  /** the token's decimals as the contract says (decimals()), cached */
  tokenDecimals(): Promise<number>;
  observe(txHash: string): Promise<Observation>;
  /** recent transfers of the token to our address (the watcher matches them to open invoices) */
  recentTransfers(since: number): Promise<FoundTransfer[]>;
  /** lower-cased or canonical forms the judge compares with */
  readonly token: string;
  readonly payTo: string;
  readonly confirmations: number;
}
