import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';

/**
 * The chart legend shows the OHLC of the candle under the crosshair, and the
 * Week interval, built from the bundled daily candles, shows weeks equal to an aggregation of them.
 * The expected figures are read from the bundled history itself (apps/server/seed/market).
 */

interface Daily {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

const SEED = path.resolve(import.meta.dirname, '../../server/seed/market/binance-spot/BTCUSDT-1d.csv.gz');
const DAY = 86_400_000;

function bundledDaily(): Daily[] {
  const lines = gunzipSync(readFileSync(SEED)).toString('utf8').split('\n').slice(1).filter(Boolean);
  return lines.map((line) => {
    const [time, open, high, low, close] = line.split(',').map(Number);
    return { time, open, high, low, close };
  });
}

/** The legend's O, H, L and C as numbers (en-US text: "O 77,012.35H ..."). */
async function legendOhlc(page: Page): Promise<number[]> {
  const text = (await page.getByTestId('chart-legend-ohlc').textContent()) ?? '';
  const m = /O ([\d,.]+)H ([\d,.]+)L ([\d,.]+)C ([\d,.]+)/.exec(text);
  expect(m, text).not.toBeNull();
  return m!.slice(1, 5).map((s) => Number(s.replaceAll(',', '')));
}

/** Puts the crosshair on the candle at `share` of the chart's width; returns the legend's open time. */
async function hover(page: Page, share: number): Promise<number> {
  const legend = page.getByTestId('chart-legend');
  const before = await legend.getAttribute('data-index');
  const box = (await page.getByTestId('market-chart').boundingBox())!;
  await page.mouse.move(box.x + box.width * share, box.y + box.height * 0.3);
  await expect(legend).not.toHaveAttribute('data-index', before ?? '');
  return Number(await legend.getAttribute('data-time'));
}

test.beforeEach(async ({ page }) => {
  const email = await verifiedAccount(page, 'chart');
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
});

test('the legend shows the OHLC of the candle under the crosshair, the newest otherwise', async ({
  page,
}) => {
  const daily = bundledDaily();
  await page.goto('/core/detail/binance-spot/BTCUSDT?interval=1d');
  await expect(page.getByTestId('market-chart').locator('canvas').first()).toBeVisible();
  const legend = page.getByTestId('chart-legend');
  await expect(legend).toBeVisible();
  await expect(page.getByTestId('pane-title-rsi')).toContainText('RSI 14');
  const newest = Number(await legend.getAttribute('data-index'));
  expect(newest).toBeGreaterThan(100);

  const time = await hover(page, 0.5);
  const candle = daily.find((d) => d.time === time);
  expect(candle, `a bundled daily candle opening at ${time}`).toBeDefined();
  expect(await legendOhlc(page)).toEqual([candle!.open, candle!.high, candle!.low, candle!.close]);
  // grouped like the reader's language writes numbers
  await expect(page.getByTestId('chart-legend-ohlc')).toContainText(/O \d{1,3}(,\d{3})+\.\d+/);
  // lines in the legend (EMA 20 and 200 are on by default)
  await expect(page.getByTestId('chart-legend-lines')).toContainText('EMA 20');

  // the crosshair gone, the legend is back on the newest candle
  await page.mouse.move(5, 5);
  await expect(legend).toHaveAttribute('data-index', String(newest));
});

test('Week is built from the bundled daily candles: UTC Monday weeks equal their seven days', async ({
  page,
}) => {
  const daily = bundledDaily();
  await page.goto('/core/detail/binance-spot/BTCUSDT?interval=1d');
  const intervals = page.getByRole('group', { name: 'Interval' });
  await intervals.getByRole('button', { name: 'Week' }).click();
  await expect(page).toHaveURL(/interval=1w/);
  await expect(page.getByTestId('chart-built')).toContainText('Built from the daily candles');
  await expect(page.getByTestId('market-chart').locator('canvas').first()).toBeVisible();

  for (const share of [0.3, 0.6]) {
    const time = await hover(page, share);
    expect(new Date(time).getUTCDay(), 'a week opens on Monday').toBe(1);
    const days = daily.filter((d) => d.time >= time && d.time < time + 7 * DAY);
    expect(days).toHaveLength(7);
    expect(await legendOhlc(page)).toEqual([
      days[0].open,
      Math.max(...days.map((d) => d.high)),
      Math.min(...days.map((d) => d.low)),
      days[6].close,
    ]);
  }
});
