import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BUILT_SERVER } from './built-server';

/**
 * End-to-end tests against the real server serving the built app (`npm run test:e2e` builds first).
 * Chromium comes from Debian; the server gets a fresh data folder, the default transport flags
 * (encrypt and zip on) and the self-hosted ALTCHA captcha, like production.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const DATA_DIR = path.join(os.tmpdir(), `bitdata-e2e-${PORT}`);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The first administrator the server creates at start (operators' screens: market-feed.spec.ts). */
export const ADMIN = { email: 'admin@example.test', password: 'Admin-Horse-42' } as const;
/**
 * payments.spec.ts pays on a local BSC: anvil with the mock USDT, started before the server by
 * apps/server/test/chain/serve-local-chain.ts, which the spec drives over `control` (send, mine). The
 * addresses are anvil's deterministic ones (the first contract of dev account 0, dev account 2); the
 * chain script refuses to start if they differ.
 */
export const CHAIN = {
  rpcPort: PORT + 10_000,
  control: `http://127.0.0.1:${PORT + 20_000}`,
  usdt: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  payTo: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
} as const;

/**
 * oauth.spec.ts signs in with a real OpenID Connect provider: oidc-provider.mjs (oauth2-mock-server),
 * started before the server, which offers it as the one provider (its button on the login screen).
 * `person` chooses whom the provider vouches for; `cancelNext` makes the next sign-in a cancelled one.
 */
export const OIDC = {
  issuer: `http://127.0.0.1:${PORT + 7}`,
  person: `http://127.0.0.1:${PORT + 7}/e2e/person`,
  cancelNext: `http://127.0.0.1:${PORT + 7}/e2e/cancel-next`,
  name: 'Test ID',
} as const;

// Only the runner's main process starts from a clean folder; its workers read the same one.
if (process.env.TEST_WORKER_INDEX === undefined) {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
}

export default defineConfig({
  testDir: '.',
  outputDir: './results',
  // Spec files run two at a time against the one server (each makes its own accounts and data); the
  // page scan's personas are separate tests spread over both workers. The wait for the two longest
  // files, not their sum, is the suite's time.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // a journey of several screens (sign-up, e-mail, sign-in, settings) on a machine shared with the
  // PostgreSQL suite: 90 s was not always enough; specs with longer work set their own
  timeout: 180_000,
  // server work (password hashing, a backtest, a replayed candle) on a 2-core machine shared with the
  // PostgreSQL suite: a screen may take more than 15 s to answer; a failure waits longer, a pass does not
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records a screencast of every paint: kept for every test and dropped on a pass, it made
    // Chromium's GPU and browser processes use three times the CPU of the tests themselves (on two cores
    // the suite's time is its CPU). A failure's retry records one; `--trace on` records one locally.
    trace: 'on-first-retry',
    locale: 'en-US',
    timezoneId: 'Asia/Ho_Chi_Minh',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      command: `node apps/web/e2e/oidc-provider.mjs ${PORT + 7}`,
      cwd: repoRoot,
      url: `${OIDC.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx tsx apps/server/test/chain/serve-local-chain.ts ${CHAIN.rpcPort} ${PORT + 20_000} ${CHAIN.usdt} ${CHAIN.payTo}`,
      cwd: repoRoot,
      url: CHAIN.control,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node ${BUILT_SERVER}`,
      cwd: repoRoot,
      url: `http://localhost:${PORT}/api/core/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR,
        PUBLIC_URL: `http://localhost:${PORT}`,
        CAPTCHA_PROVIDER: 'altcha',
        MARKET_SOURCE: 'replay',
        // market.spec.ts and sign-out.spec.ts watch candles close: at 900x a 1h candle closes every 4 s and a
        // 4h one every 16 s. The replay holds back the newest 1000 hours of the bundled history (half of
        // it), so it keeps emitting for ~67 minutes: well past the whole suite, whose specs that watch the
        // stream may run late (at 1200x a 58-minute CI run on a loaded machine outlasted it).
        REPLAY_SPEED: '900',
        REPLAY_WINDOW_HOURS: '1000',
        LOG_LEVEL: 'warn',
        // Every screenshot signs in once; the production limit of 10 per window would stop the run.
        LOGIN_RATE_LIMIT: '1000',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // payments on the local chain above (chain id 56, CHAIN_BSC_ID's default; 15 confirmations, the default)
        CHAIN_BSC_RPC_URL: `http://127.0.0.1:${CHAIN.rpcPort}`,
        PAY_TO_BSC: CHAIN.payTo,
        USDT_BSC: CHAIN.usdt,
        // the provider above, the only one configured: no other provider's button shows
        AUTH_OIDC_ISSUER: OIDC.issuer,
        // letters only: HTTP Basic form-encodes the client id ('-' as %2D), which the mock does not decode
        AUTH_OIDC_CLIENT_ID: 'bitdataE2e',
        AUTH_OIDC_CLIENT_SECRET: 'e2eSecret',
        AUTH_OIDC_NAME: OIDC.name,
      },
    },
  ],
});
