import type { PaymentNetwork } from '@bitdata/contracts';
import {
  createPublicClient,
  erc20Abi,
  type Hash,
  http,
  type PublicClient,
  parseEventLogs,
  TransactionReceiptNotFoundError,
} from 'viem';
import type { ChainAdapter, FoundTransfer, Observation } from './chain';

export interface EvmSettings {
  network: Extract<PaymentNetwork, 'bsc' | 'ethereum'>;
  rpcUrl: string;
  chainId: number;
  payTo: string;
  token: string;
  confirmations: number;
  /** per request; a node that hangs must not hold a verification round */
  timeoutMs?: number;
}

/**
 * How far back the watcher scans at most (blocks; BSC makes one every few seconds, Ethereum every 12 s):
 * public RPC nodes refuse wider getLogs ranges. A transfer older than that is still credited when its
 * hash is submitted.
 */
const SCAN_BLOCKS = 2000n;

/**
 * BEP-20 / ERC-20 USDT through viem. `cacheTime: 0`: viem otherwise answers getBlockNumber from a
 * cache of a few seconds, which would count confirmations against a stale head.
 */
export function createEvmAdapter(settings: EvmSettings): ChainAdapter {
  const client: PublicClient = createPublicClient({
    transport: http(settings.rpcUrl, { timeout: settings.timeoutMs ?? 10_000, retryCount: 1 }),
    cacheTime: 0,
  });
  const token = settings.token.toLowerCase() as `0x${string}`;
  const payTo = settings.payTo.toLowerCase() as `0x${string}`;
  let decimals: Promise<number> | undefined;
  let chainChecked = false;
  let scannedTo: bigint | undefined;

  async function rightChain(): Promise<boolean> {
    if (chainChecked) return true;
    chainChecked = (await client.getChainId()) === settings.chainId;
    return chainChecked;
  }

  async function receiptOf(hash: Hash) {
    try {
      return await client.getTransactionReceipt({ hash });
    } catch (err) {
      if (err instanceof TransactionReceiptNotFoundError) return null;
      throw err;
    }
  }

  return {
    network: settings.network,
    token,
    payTo,
    confirmations: settings.confirmations,

    tokenDecimals() {
      decimals ??= client
        .readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })
        .catch((err) => {
          decimals = undefined;
          throw err;
        });
      return decimals;
    },

    async observe(txHash): Promise<Observation> {
      try {
        if (!(await rightChain())) return { found: false, reason: 'wrongChain' };
        const hash = txHash as Hash;
        const receipt = await receiptOf(hash);
        if (!receipt) return { found: false, reason: 'notFound' };
        const [block, head] = await Promise.all([
          client.getBlock({ blockNumber: receipt.blockNumber }),
          client.getBlockNumber({ cacheTime: 0 }),
        ]);
        const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).map(
          (log) => ({
            logIndex: log.logIndex,
            token: log.address.toLowerCase(),
            to: log.args.to.toLowerCase(),
            value: log.args.value,
          }),
        );
        // Read again after counting: a reorg between the reads moves the receipt to another block (or drops it).
        const again = await receiptOf(hash);
        return {
          found: true,
          success: receipt.status === 'success',
          transfers,
          blockTime: Number(block.timestamp) * 1000,
          confirmations: Number(head - receipt.blockNumber + 1n),
          stable: again !== null && again.blockHash === receipt.blockHash && block.hash === receipt.blockHash,
        };
      } catch {
        return { found: false, reason: 'chainUnavailable' };
      }
    },

    async recentTransfers(): Promise<FoundTransfer[]> {
      if (!(await rightChain())) return [];
      const head = await client.getBlockNumber({ cacheTime: 0 });
      const oldest = head > SCAN_BLOCKS ? head - SCAN_BLOCKS : 0n;
      const fromBlock = scannedTo !== undefined && scannedTo + 1n > oldest ? scannedTo + 1n : oldest;
      if (fromBlock > head) return [];
      const logs = await client.getLogs({
        address: token,
        event: erc20Abi.find(
          (e) => e.type === 'event' && e.name === 'Transfer',
        ) as (typeof erc20Abi)[number] & {
          type: 'event';
          name: 'Transfer';
        },
        args: { to: payTo },
        fromBlock,
        toBlock: head,
      });
      // Scan again the blocks not yet confirmed: a transfer seen there may still move.
      const settled = head - BigInt(settings.confirmations);
      scannedTo = settled > fromBlock ? settled : fromBlock - 1n;
      return logs.map((log) => ({
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        token: log.address.toLowerCase(),
        to: (log.args as { to: string }).to.toLowerCase(),
        value: (log.args as { value: bigint }).value,
      }));
    },
  };
}
