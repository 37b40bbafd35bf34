import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { columnsFromRows, validateConditions } from '@bitdata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestMarket } from '../src/modules/statistics/backtest';
import { BOOT_TIMEOUT_MS, type ServerProcess, startServerProcess } from './server-process';

/**
 * The server `npm start` runs: scripts/build.mjs bundles it, and the bundle, started by Node alone from
 * another folder, finds what it reads beside its code (the bundled history, seeded into a fresh data
 * folder) and runs the statistics' backtest in a job thread from the files built beside it. Built into
 * a folder of its own under apps/server (the bundle finds the package from where it lies), so a build
 * the end-to-end suite serves is never touched.
 */
const SERVER = path.resolve(import.meta.dirname, '..');
const OUT = path.join(SERVER, '.tmp', `built-server-${process.pid}`);

describe('the built server', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let output = '';
  beforeAll(async () => {
    await promisify(execFile)(process.execPath, [path.join(SERVER, 'scripts/build.mjs'), OUT]);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bitdata-built-server-'));
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    fs.rmSync(OUT, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'starts from another folder, seeds the bundled history and answers',
    async () => {
      server = await startServerProcess(
        {
          DATA_DIR: dataDir,
          MARKET_EXCHANGES: '',
          API_ENCRYPT: 'false',
          API_ZIP: 'false',
          ADMIN_PASSWORD: 'built-server-password-123',
        },
        (text) => {
          output += text;
        },
        { main: path.join(OUT, 'main.mjs'), cwd: os.tmpdir() },
      );
      const answer = await fetch(`${server.base}/markets?exchange=1&dataType=3&pageSize=100`);
      expect(answer.status, output).toBe(200);
      const { data } = (await answer.json()) as { data: { symbol: string }[] };
      expect(data.map((m) => m.symbol)).toContain('BTCUSDT');
    },
    BOOT_TIMEOUT_MS,
  );

  it('runs the backtest in a job thread from the built task beside the bundle', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => {
      const close = 100 + 10 * Math.sin(i / 9) + i / 50;
      return [i * 3_600_000, close - 0.5, close + 1.5, close - 1.5, close, 1000 + i, Number.NaN];
    });
    const checked = validateConditions([{ field: 'rsi', operator: 'isLessThan', value: 40 }]);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const market = { symbol: 'SINEUSDT', candles: columnsFromRows(rows), others: {}, lowers: [] };
    const settings = {
      interval: '1h' as const,
      conditions: checked.conditions,
      pairs: [{ takeProfit: 3, stoploss: 2 }],
      side: 'long' as const,
      sameCandle: 'stopLossFirst' as const,
      from: null,
    };
    const worker = new Worker(path.join(OUT, 'thread-entry.mjs'));
    try {
      const answer = new Promise<{ type: string; value?: unknown; message?: string }>((resolve) =>
        worker.on('message', (m) => {
          if (m.type !== 'progress') resolve(m);
        }),
      );
      worker.postMessage({
        module: pathToFileURL(path.join(OUT, 'backtest.task.mjs')).href,
        exportName: 'run',
        payload: { market, settings },
      });
      const done = await answer;
      expect(done.message).toBeUndefined();
      const here = backtestMarket(market, settings);
      expect(here.results[0]?.trades.length).toBeGreaterThan(3);
      expect(done).toEqual({ type: 'done', value: here });
    } finally {
      await worker.terminate();
    }
  });
});
