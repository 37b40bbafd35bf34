import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BUILT_SERVER } from './built-server';
import { ADMIN } from './playwright.config';

/**
 * Live or historical: a server started as in production (MARKET_SOURCE=auto) that cannot
 * reach any exchange (this machine is offline) serves only its seeded history, so every price says
 * "Historical, as of ..." and nothing says "Live".
 */
const PORT = 3211;
const ORIGIN = `http://localhost:${PORT}`;
const repoRoot = path.resolve(import.meta.dirname, '../../..');
let server: ChildProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bitdata-e2e-offline-'));
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
      MARKET_SOURCE: 'auto',
      CAPTCHA_PROVIDER: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/api/core/health`).catch(() => null))?.status ?? 0, {
      timeout: 150_000,
      intervals: [1000],
    })
    .toBeGreaterThan(0);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('an offline start shows history as of its last candle, never "Live"', async ({ page }) => {
  test.setTimeout(240_000);
  const btc = page.getByTestId('overview-BTC').getByTestId('live-badge');
  // the bundled history is seeded after the server answers: reload until it is there
  await expect(async () => {
    await page.goto(`${ORIGIN}/crypto`);
    await expect(btc).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 180_000 });
  await expect(btc).toHaveAttribute('data-state', 'historical');
  await expect(btc).toContainText(/Historical, as of \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  await page.goto(`${ORIGIN}/core/auth/login`);
  await page.locator('input[name="username"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });

  await page.goto(`${ORIGIN}/core/detail/binance-future/BTCUSDT?interval=1h`);
  const badge = page.getByTestId('live-badge');
  await expect(badge).toHaveAttribute('data-state', 'historical');
  await expect(badge).toContainText(/Historical, as of \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(page.getByText('Live', { exact: true })).toHaveCount(0);
});
