import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hash,
  http,
  type PublicClient,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { freePort } from '../free-port';
import artifact from './mock-usdt.json' with { type: 'json' };

/**
 * A local EVM chain for tests and the e2e (the e2e runs it through serve-local-chain.ts, which adds
 * a control port: send the exact amount, mine blocks). To try the payment screens by hand:
 *   npx tsx apps/server/test/chain/serve-local-chain.ts 8545 8546 0x5fbdb2315678afecb367f032d93f642f64180aa3 0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC
 *   CHAIN_BSC_RPC_URL=http://127.0.0.1:8545 USDT_BSC=0x5fbdb2315678afecb367f032d93f642f64180aa3 \
 *   PAY_TO_BSC=0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC CONFIRMATIONS_BSC=3 PAY_CHECK_INTERVAL_MS=2000 npm start
 *   curl -X POST 127.0.0.1:8546/send -d '{"to":"0x3C44...","amount":"3.017"}'; curl -X POST 127.0.0.1:8546/mine -d '{"blocks":3}'
 *
 * Inside tests, call startLocalChain() once per file: anvil from the `@foundry-rs/anvil` npm package (its binary
 * ships inside the platform package; nothing is downloaded), a mock USDT deployed from
 * mock-usdt.json (compiled from MockUSDT.sol by compile-mock-usdt.mjs), and helpers to send real
 * transfers, mine blocks, and snapshot/revert (a reorg).
 */

/** anvil's well-known development keys (mnemonic "test test ... junk"), funded with ETH at start. */
export const DEV_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
] as const;

const require = createRequire(import.meta.url);

/** The anvil binary of this platform's package (avoids bin.mjs's wrapper process). */
function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const pkg = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`);
  const bin = path.join(path.dirname(pkg), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
  if (!fs.existsSync(bin)) throw new Error(`anvil binary missing at ${bin}`);
  return bin;
}

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  /** the mock USDT's address */
  usdt: Address;
  decimals: number;
  /** our receiving address (PAY_TO_*) */
  payTo: Address;
  /** a member's wallet holding 1 000 000 mock USDT */
  payer: Address;
  publicClient: PublicClient;
  /** deploys another mock token (a wrong token for tests), minting to the payer */
  deployToken(decimals?: number): Promise<Address>;
  /** sends `amount` (decimal string) of `token` (default the USDT) from the payer; returns the hash once mined */
  transfer(to: Address, amount: string, options?: { token?: Address; revert?: boolean }): Promise<Hash>;
  mine(blocks: number): Promise<void>;
  snapshot(): Promise<Hash>;
  revert(id: Hash): Promise<void>;
  stop(): Promise<void>;
}

export async function startLocalChain(
  options: { chainId?: number; decimals?: number; port?: number } = {},
): Promise<LocalChain> {
  const chainId = options.chainId ?? 56;
  const decimals = options.decimals ?? 18;
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(
    anvilBinary(),
    [
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--chain-id',
      String(chainId),
      '--silent',
      '--accounts',
      '4',
    ],
    { stdio: 'ignore' },
  );
  const rpcUrl = `http://127.0.0.1:${port}`;
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ transport, cacheTime: 0 }) as PublicClient;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await publicClient.getChainId();
      break;
    } catch (err) {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill();
        throw new Error(`anvil did not start on ${rpcUrl}: ${(err as Error).message}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const deployerKey = DEV_KEYS[0];
  const payerAccount = privateKeyToAccount(DEV_KEYS[1]);
  const payTo = privateKeyToAccount(DEV_KEYS[2]).address;
  const chain = {
    id: chainId,
    name: 'local',
    nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  } as const;
  const deployer = createWalletClient({ account: privateKeyToAccount(deployerKey), chain, transport });
  const payer = createWalletClient({ account: payerAccount, chain, transport });
  const testClient = createTestClient({ mode: 'anvil', chain, transport });
  const abi = artifact.abi;

  async function deployToken(tokenDecimals = decimals): Promise<Address> {
    const hash = await deployer.deployContract({
      abi,
      bytecode: artifact.bytecode as `0x${string}`,
      args: [tokenDecimals],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    const address = receipt.contractAddress as Address;
    const mint = await deployer.writeContract({
      address,
      abi,
      functionName: 'mint',
      args: [payerAccount.address, parseUnits('1000000', tokenDecimals)],
    });
    await publicClient.waitForTransactionReceipt({ hash: mint });
    return address;
  }

  const usdt = await deployToken(decimals);
  const tokenDecimals = new Map<Address, number>([[usdt, decimals]]);

  return {
    rpcUrl,
    chainId,
    usdt,
    decimals,
    payTo,
    payer: payerAccount.address,
    publicClient,
    async deployToken(d = decimals) {
      const address = await deployToken(d);
      tokenDecimals.set(address, d);
      return address;
    },
    async transfer(to, amount, { token = usdt, revert = false } = {}) {
      const d = tokenDecimals.get(token) ?? decimals;
      // a transfer beyond the balance reverts; the gas given skips estimation, so it is mined as reverted
      const value = revert ? parseUnits('1000000000', d) : parseUnits(amount, d);
      const hash = await payer.writeContract({
        address: token,
        abi,
        functionName: 'transfer',
        args: [to, value],
        ...(revert ? { gas: 200_000n } : {}),
      });
      await publicClient.waitForTransactionReceipt({ hash });
      return hash;
    },
    mine: (blocks) => testClient.mine({ blocks }),
    snapshot: () => testClient.snapshot(),
    revert: (id) => testClient.revert({ id }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
