import http from 'node:http';
import { createTestClient, createWalletClient, http as httpTransport, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEV_KEYS, startLocalChain } from './local-chain';
import artifact from './mock-usdt.json' with { type: 'json' };

/**
 * The local chain of the web e2e (apps/web/e2e/payments.spec.ts), run by Playwright as a web server
 * before the app's server, which is configured with its addresses (playwright.config.ts):
 *
 *   npx tsx apps/server/test/chain/serve-local-chain.ts <rpcPort> <controlPort> <expectedUsdt> <expectedPayTo>
 *
 * It starts anvil (chain id 56, as CHAIN_BSC_ID's default) with the mock USDT, then answers on
 * 127.0.0.1:<controlPort>, so the browser test drives the chain without importing server code:
 *   GET  /          { rpcUrl, chainId, usdt, payTo, payer, decimals } (only once deployed: the readiness URL)
 *   POST /send      { to, amount } -> { hash }: the payer's USDT transfer, left pending until /mine
 *   POST /mine      { blocks } -> { ok: true }
 * Automine is off after the deployment: a transfer is mined only when the test says so, so the test
 * decides when it has 0, 1 or 15 confirmations (and no watcher can see it before its hash is submitted).
 * The addresses are anvil's deterministic ones (first contract of dev account 0, dev account 2); the
 * expected values are checked so the app's server and this chain cannot silently disagree.
 */
const [rpcPort, controlPort, expectedUsdt, expectedPayTo] = process.argv.slice(2);
if (!rpcPort || !controlPort || !expectedUsdt || !expectedPayTo) {
  console.error('usage: serve-local-chain.ts <rpcPort> <controlPort> <expectedUsdt> <expectedPayTo>');
  process.exit(2);
}

const chain = await startLocalChain({ port: Number(rpcPort), chainId: 56 });
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
if (!same(chain.usdt, expectedUsdt) || !same(chain.payTo, expectedPayTo)) {
  console.error(`local chain addresses differ: usdt ${chain.usdt}, payTo ${chain.payTo}`);
  await chain.stop();
  process.exit(1);
}

const viemChain = {
  id: chain.chainId,
  name: 'local',
  nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chain.rpcUrl] } },
} as const;
const transport = httpTransport(chain.rpcUrl);
const payer = createWalletClient({ account: privateKeyToAccount(DEV_KEYS[1]), chain: viemChain, transport });
const testClient = createTestClient({ mode: 'anvil', chain: viemChain, transport });
await testClient.setAutomine(false);

async function bodyOf(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
}

async function answer(req: http.IncomingMessage): Promise<unknown> {
  if (req.method === 'GET' && req.url === '/') {
    const { rpcUrl, chainId, usdt, payTo, payer: from, decimals } = chain;
    return { rpcUrl, chainId, usdt, payTo, payer: from, decimals };
  }
  const body = await bodyOf(req);
  if (req.method === 'POST' && req.url === '/send') {
    const hash = await payer.writeContract({
      address: chain.usdt,
      abi: artifact.abi,
      functionName: 'transfer',
      args: [String(body.to) as `0x${string}`, parseUnits(String(body.amount), chain.decimals)],
      // automine is off: give the gas, so nothing waits on an estimate against the pending block
      gas: 100_000n,
    });
    return { hash };
  }
  if (req.method === 'POST' && req.url === '/mine') {
    await chain.mine(Number(body.blocks ?? 1));
    return { ok: true };
  }
  throw new Error(`unknown request ${req.method} ${req.url}`);
}

const control = http.createServer((req, res) => {
  answer(req).then(
    (data) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    },
    (err: Error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: err.message }));
    },
  );
});
control.listen(Number(controlPort), '127.0.0.1');

const shutdown = () => {
  control.close();
  void chain.stop().then(() => process.exit(0));
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
