import { expect, type Locator, type Page, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';

/**
 * A member saves a filter (RSI below 45 on Binance futures 1h, take-profit 3 %, stop-loss
 * 2 %), runs its statistics from the filter, watches 'calculating...' with its progress, reads the
 * totals, exports the trades to Excel and opens a closed trade on the chart with its entry and exit
 * candles marked; then runs the same filter on all seven intervals and opens a cell of the
 * multi-timeframe matrix. Market data: the bundled history the e2e server stores at start.
 */

async function pickField(page: Page, row: Locator, label: string, search: string, option: RegExp) {
  const box = row.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** Records, from the first page load on, whether the run's progress bar was ever on screen. */
async function watchProgress(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __sawProgress?: string };
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="statistic-progress"]');
      if (el && !w.__sawProgress) w.__sawProgress = el.textContent ?? '';
    }).observe(document, { childList: true, subtree: true });
  });
}

test("a member runs a filter's statistics, sees progress, totals and a trade on the chart, then the multi-timeframe matrix", async ({
  page,
}) => {
  // sign-up, a filter typed in the builder and two runs: long on a machine shared by many runs
  test.setTimeout(480_000);
  await watchProgress(page);
  const email = await verifiedAccount(page, 'statistics');
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });

  await page.goto('/core/filter/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('RSI under 45');
  const first = page.getByTestId('condition-0');
  await pickField(page, first, 'Field', 'RSI', /^Relative Strength Index \(RSI 14\)/);
  await first.getByRole('combobox', { name: 'Operator' }).click();
  await page.getByRole('option', { name: 'is below', exact: true }).click();
  await first.getByRole('textbox', { name: 'Value' }).fill('45');
  await page.getByTestId('take-profits').fill('3');
  await page.getByTestId('take-profits').press('Enter');
  await page.getByTestId('stoplosses').fill('2');
  await page.getByTestId('stoplosses').press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/core\/filter\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('filter-name')).toHaveText('RSI under 45', { timeout: 60_000 });

  // Run statistics: the run opens on /core/statistic with its progress, then its totals
  await page.getByTestId('run-statistics').click();
  await expect(page).toHaveURL(/\/core\/statistic\?run=[0-9a-f-]{36}$/);
  const run = page.getByTestId('statistic-run');
  await expect(run.getByTestId('run-filter-name')).toHaveText('RSI under 45');
  const totals = run.getByTestId('statistic-totals');
  await expect(totals).toBeVisible({ timeout: 120_000 });
  const sawProgress = await page.evaluate(
    () => (window as unknown as { __sawProgress?: string }).__sawProgress,
  );
  expect(sawProgress).toMatch(/^calculating\.\.\./);
  await expect(totals.getByTestId('total-trades')).toContainText(/\d/);
  await expect(totals.getByTestId('total-winRate')).toContainText('%');
  await expect(run.getByTestId('rule-same-candle')).toContainText('the stop-loss counts first');
  await expect(run.getByTestId('rule-buckets')).toContainText('+5, +10, +15, +20 or +25 %');
  await expect(run.getByTestId('statistic-charts')).toBeVisible();

  // the trades export to Excel (exceljs, loaded on the click)
  const trades = run.getByTestId('trades-table');
  await expect(trades.getByTestId('trade-row').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await run.getByTestId('trades-export').click();
  expect((await download).suggestedFilename()).toBe('RSI_under_45-1h-tp3-sl2.xlsx');

  // a closed trade opens its chart with its entry and exit candles marked; sorted by result (lost
  // first), as the newest trades may all still be open where the replay stands
  // the sorted page replaces the shown one when it arrives: read the row only once it has
  const sorted = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/trades'));
  await trades.getByRole('button', { name: 'Result', exact: true }).click();
  expect((await sorted).ok()).toBe(true);
  await expect(run.getByTestId('trades').getByRole('progressbar')).toBeHidden();
  const link = trades
    .getByTestId('trade-row')
    .filter({ hasText: /Win|Lost/ })
    .first()
    .getByRole('link');
  const symbol = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(
    new RegExp(`/core/detail/binance-future/${symbol}\\?interval=1h&at=\\d+&exit=\\d+$`),
  );
  await expect(page.getByTestId('matched-candle')).toContainText(
    /Entry candle: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
  );
  await expect(page.getByTestId('exit-candle')).toContainText(/Exit candle: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(page.getByTestId('market-chart').locator('canvas').first()).toBeVisible();

  // the same filter on every interval: the matrix, and a cell's trades
  await page.goto('/core/statistic/mutil-timeframe');
  await expect(page.getByTestId('matrix-filters')).toContainText('RSI under 45');
  await page.getByTestId('run-statistics-all').click();
  await expect(page).toHaveURL(/\/core\/statistic\/mutil-timeframe\?run=[0-9a-f-]{36}$/);
  const matrix = page.getByTestId('statistic-matrix');
  await expect(matrix).toBeVisible({ timeout: 180_000 });
  await expect(matrix.getByTestId('matrix-row')).toHaveCount(7);
  await expect(matrix.getByRole('columnheader', { name: 'TP 3 % / SL 2 %' })).toBeVisible();
  const cell = matrix.getByRole('row', { name: /^1h/ }).getByTestId('matrix-cell');
  await expect(cell).toContainText(/\d+ trades?/);
  await cell.click();
  await expect(page).toHaveURL(/interval=1h&tp=3&sl=2$/);
  const selection = page.getByTestId('matrix-selection');
  await expect(selection).toContainText('1h · TP 3 % / SL 2 %');
  await expect(selection.getByTestId('trades-table')).toBeVisible();
});
