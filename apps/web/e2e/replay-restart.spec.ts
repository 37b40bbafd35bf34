import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BUILT_SERVER } from './built-server';

/**
 * Replay after a restart: a replaying server stopped and started again over the
 * same data folder keeps emitting candles at once, after the ones it already stored, instead of going
 * silent while it re-walks them (or starting over); its prices still say "Replay".
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1000;
const ORIGIN = `http://localhost:${PORT}`;
const CANDLES = `${ORIGIN}/api/core/markets/1/3/BTCUSDT/candles?interval=1h&limit=1`;
const repoRoot = path.resolve(import.meta.dirname, '../../..');
let server: ChildProcess | undefined;
let dataDir = '';

async function startServer(): Promise<void> {
  server = spawn(process.execPath, [BUILT_SERVER], {
    cwd: repoRoot,
    stdio: 'ignore',
    // its own process group, so its threads and anything it starts stop with it
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      MARKET_SOURCE: 'replay',
      // an hour of market time a second, out of 500 held back: the replay outlasts the test
      REPLAY_SPEED: '3600',
      REPLAY_WINDOW_HOURS: '500',
      // plain JSON, so the test reads the candles API directly
      API_ENCRYPT: 'false',
      API_ZIP: 'false',
      CAPTCHA_PROVIDER: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/api/core/health`).catch(() => null))?.status ?? 0, {
      timeout: 150_000,
      intervals: [1000],
    })
    .toBeGreaterThan(0);
}

async function stopServer(): Promise<void> {
  const s = server;
  server = undefined;
  if (!s?.pid) return;
  const exited = new Promise((resolve) => s.once('exit', resolve));
  process.kill(-s.pid, 'SIGTERM');
  await exited;
  // the port is free once nothing answers on it
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/api/core/health`).catch(() => null))?.status ?? 0, {
      timeout: 30_000,
    })
    .toBe(0);
}

/** Open time of the newest stored BTCUSDT futures 1h candle, or 0 while none is served. */
async function newestCandle(): Promise<number> {
  const res = await fetch(CANDLES).catch(() => null);
  if (!res?.ok) return 0;
  const body = (await res.json()) as { data: { candles: Array<{ time: number }> } };
  return body.data.candles.at(-1)?.time ?? 0;
}

test.beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bitdata-e2e-replay-restart-'));
});

test.afterAll(async () => {
  await stopServer();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a replay keeps emitting after a restart, from where it stopped', async ({ page }) => {
  test.setTimeout(600_000);
  const HOUR = 3_600_000;
  await startServer();
  // the seeded history is served first, then the replay adds an hour a second: let it run ~80 s
  const seeded = await expect.poll(newestCandle, { timeout: 180_000 }).toBeGreaterThan(0).then(newestCandle);
  await expect
    .poll(newestCandle, { timeout: 240_000, intervals: [1000] })
    .toBeGreaterThanOrEqual(seeded + 80 * HOUR);
  await stopServer();

  await startServer();
  const restarted = Date.now();
  const stored = await expect.poll(newestCandle, { timeout: 60_000 }).toBeGreaterThan(0).then(newestCandle);
  // nothing lost, nothing started over: what the first run stored is still the newest
  expect(stored).toBeGreaterThanOrEqual(seeded + 80 * HOUR);
  // the next hours arrive at once (re-walking the first run's 80 s would leave the series silent that long)
  await expect
    .poll(newestCandle, { timeout: 60_000, intervals: [500] })
    .toBeGreaterThanOrEqual(stored + 3 * HOUR);
  const silentMs = Date.now() - restarted;
  expect(silentMs).toBeLessThan(60_000);

  await page.goto(`${ORIGIN}/crypto`);
  const badge = page.getByTestId('overview-BTC').getByTestId('live-badge');
  // a cold first load of the app on a busy machine may take a while
  await expect(badge).toHaveAttribute('data-state', 'replay', { timeout: 90_000 });
  await expect(page.getByText('Live', { exact: true })).toHaveCount(0);
});
