// Compiles MockUSDT.sol with the solc npm package into mock-usdt.json (ABI and bytecode), which the
// tests and start-local-chain.ts deploy. Run again only after editing the Solidity source:
//   node apps/server/test/chain/compile-mock-usdt.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';

const here = dirname(fileURLToPath(import.meta.url));
const input = {
  language: 'Solidity',
  sources: { 'MockUSDT.sol': { content: readFileSync(join(here, 'MockUSDT.sol'), 'utf8') } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'paris',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
const contract = output.contracts['MockUSDT.sol'].MockUSDT;
const artifact = {
  compiler: `solc ${solc.version()}`,
  abi: contract.abi,
  bytecode: `0x${contract.evm.bytecode.object}`,
};
writeFileSync(join(here, 'mock-usdt.json'), `${JSON.stringify(artifact, null, 2)}\n`);
console.log(`mock-usdt.json written (${artifact.compiler})`);
