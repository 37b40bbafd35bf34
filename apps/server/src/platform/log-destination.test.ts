import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test/harness';

const LOGGER = path.join(import.meta.dirname, 'logger.ts');
const LINES = 20_000;

/**
 * The log is written in batches while the process works: a process that ends right after logging,
 * normally or on an uncaught error, still has every line in its standard output (here a file, as a
 * process manager keeps it).
 */
describe('the log destination', () => {
  for (const ending of ['process.exit(0)', "throw new Error('the last straw')"]) {
    it(`writes every buffered line when the process ends with ${ending}`, async () => {
      const file = path.join(tempDir('log-destination-'), 'app.log');
      const script = `
        const { createLogger } = await import(${JSON.stringify(LOGGER)});
        const logger = createLogger({ logLevel: 'info', env: 'production' });
        for (let i = 0; i < ${LINES}; i++) logger.info({ i, url: '/api/core/markets?page=' + i }, 'request completed');
        ${ending};
      `;
      const out = openSync(file, 'w');
      try {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
          stdio: ['ignore', out, 'ignore'],
        });
        await once(child, 'exit');
      } finally {
        closeSync(out);
      }
      const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
      expect(lines).toHaveLength(LINES);
      expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ i: LINES - 1, msg: 'request completed' });
    });
  }
});
