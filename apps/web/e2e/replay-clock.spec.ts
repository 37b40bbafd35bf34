import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BUILT_SERVER } from './built-server';
import { switchLanguageSignedIn } from './helpers';

/**
 * Offline market data on one clock, as a person sees it: a server of its own replays the bundled
 * history so slowly (real time) that the replayed moment stays 19 March 2026 14:00 UTC for the whole
 * test: five hours before the bundle's end. The "Replay" badge names that moment in the reader's
 * language and zone, BTC spot and futures agree, and a market's headline price is its latest price
 * whichever interval the chart shows.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1100;
const ORIGIN = `http://localhost:${PORT}`;
const ADMIN = { email: 'clock-admin@example.test', password: 'Clock-Horse-42' };
const REPLAYED = Date.UTC(2026, 2, 19, 14);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
let server: ChildProcess | undefined;
let dataDir = '';

test.use({ timezoneId: 'UTC' });

async function json<T>(url: string): Promise<T | null> {
  const res = await fetch(url).catch(() => null);
  return res?.ok ? ((await res.json()) as { data: T }).data : null;
}

/** The newest stored 1h close of BTCUSDT on a data type (1 spot, 3 futures), from the candles API. */
async function hourClose(dataType: number): Promise<{ time: number; close: number }> {
  const answer = await json<{ candles: Array<{ time: number; close: number }> }>(
    `${ORIGIN}/api/core/markets/1/${dataType}/BTCUSDT/candles?interval=1h&limit=1`,
  );
  const last = answer?.candles.at(-1);
  if (!last) throw new Error('no BTCUSDT 1h candle');
  return last;
}

const price = (n: number, language: 'en' | 'vi') =>
  new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(n);
/** The number a price text shows, in either language's grouping. */
const parsePrice = (text: string, language: 'en' | 'vi') =>
  Number(
    language === 'vi'
      ? text.replace(/\./g, '').replace(',', '.')
      : text.replace(/,/g, '').replace(/[^\d.]/g, ''),
  );

const SEARCH = { en: 'Search a symbol', vi: 'Tìm mã giao dịch' } as const;
const BADGE = {
  en: 'Replay of 19 March 2026, 14:00',
  vi: /^Phát lại thời điểm 19 tháng 3 2026, 14:00$/i,
} as const;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bitdata-e2e-replay-clock-'));
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
      // market time at the pace of real time: the next hour closes long after the test
      REPLAY_SPEED: '1',
      REPLAY_WINDOW_HOURS: '5',
      API_ENCRYPT: 'false',
      API_ZIP: 'false',
      CAPTCHA_PROVIDER: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  // both feeds replay, at the same moment
  await expect
    .poll(
      async () =>
        (await json<Array<{ source: string; replayTime: number | null }>>(`${ORIGIN}/api/core/market-feeds`))
          ?.filter((f) => f.source === 'replay')
          .map((f) => f.replayTime) ?? [],
      { timeout: 200_000, intervals: [1000] },
    )
    .toEqual([REPLAYED, REPLAYED]);
});

test.afterAll(async () => {
  const s = server;
  server = undefined;
  if (s?.pid) {
    const exited = new Promise((resolve) => s.once('exit', resolve));
    process.kill(-s.pid, 'SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function inLanguage(page: Page, language: 'en' | 'vi') {
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
}

for (const language of ['en', 'vi'] as const) {
  test(`/crypto names the replayed moment and shows BTC spot and futures on one clock (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await inLanguage(page, language);
    const spot = await hourClose(1);
    const futures = await hourClose(3);
    // the same hour on both, a fraction of a percent apart (the perpetual's basis)
    expect(spot.time + 3_600_000).toBe(REPLAYED);
    expect(futures.time).toBe(spot.time);
    expect(Math.abs(spot.close - futures.close) / futures.close).toBeLessThan(0.02);

    await page.goto(`${ORIGIN}/crypto`);
    const card = page.getByTestId('overview-BTC');
    await expect(card.getByTestId('live-badge')).toHaveAttribute('data-state', 'replay', { timeout: 90_000 });
    await expect(card.getByTestId('live-badge')).toHaveText(BADGE[language]);
    // the card's price is the spot market's latest close
    await expect(card).toContainText(price(spot.close, language));

    // the table's BTC rows, spot and futures: each "Replay of" the same moment, prices within 2 %
    await page.getByRole('textbox', { name: SEARCH[language] }).fill('BTC');
    const rows = page.getByTestId('market-row-BTCUSDT');
    await expect(rows).toHaveCount(2);
    const prices: number[] = [];
    for (const row of await rows.all()) {
      await expect(row.getByTestId('live-badge')).toHaveText(BADGE[language]);
      const cell = row.getByRole('cell').nth(2);
      // the price is the cell's first text, its badge below it
      prices.push(parsePrice((await cell.evaluate((el) => el.firstChild?.textContent)) ?? '', language));
    }
    const byValue = (a: number, b: number) => a - b;
    expect(prices.sort(byValue)).toEqual([spot.close, futures.close].sort(byValue));
    expect(Math.abs(prices[0] - prices[1]) / prices[1]).toBeLessThan(0.02);
  });
}

test('a market page headlines its latest price whatever the chart interval, in both languages', async ({
  page,
}) => {
  // eight screens, each with its chart, on a machine shared with other suites
  test.setTimeout(480_000);
  const futures = await hourClose(3);
  await page.goto(`${ORIGIN}/core/auth/login`);
  await page.locator('input[name="username"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });

  for (const language of ['en', 'vi'] as const) {
    if (language === 'vi') {
      // signed in, the language is the profile's: switched where a member switches it
      await switchLanguageSignedIn(page, 'vi');
    }
    for (const interval of ['1w', '1d', '4h', '1h']) {
      await page.goto(`${ORIGIN}/core/detail/binance-future/BTCUSDT?interval=${interval}`);
      await expect(page.getByTestId('last-candle-time')).not.toHaveAttribute('data-time', '', {
        timeout: 60_000,
      });
      // the hour's close at the replayed moment, not the week's or the day's last close
      await expect(page.getByTestId('market-price'), `${interval} in ${language}`).toHaveText(
        price(futures.close, language),
      );
      await expect(page.getByTestId('live-badge')).toHaveText(BADGE[language]);
    }
  }
});
