import { expect, type Locator, type Page, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';

/**
 * A member builds a two-condition, multi-timeframe filter in the builder (RSI below 70 on the
 * filter's 1h; on 4h, the close above the low, field against field), sees its live preview, saves it,
 * and opens a match on the chart with the matched candle marked. Market data: the bundled history,
 * replayed at 900x: the matching markets change every few seconds, so the second condition is one
 * that nearly every 4h candle meets (close above EMA 200 held on no market for stretches of the replay).
 */

async function pickField(page: Page, row: Locator, label: string, search: string, option: RegExp) {
  const box = row.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

async function pickOperator(page: Page, row: Locator, name: string) {
  await row.getByRole('combobox', { name: 'Operator' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('a member builds a multi-timeframe filter, previews it, saves it and opens a match on the chart', async ({
  page,
}) => {
  // sign-up, a verified login and two screens of typing: longer than the default on a busy machine
  test.setTimeout(180_000);
  const email = await verifiedAccount(page, 'screener');
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });

  // the server's menu holds Filters for a role with filter view
  await page.getByTestId('dashboard-nav').getByRole('link', { name: 'Filters' }).click();
  await expect(page).toHaveURL(/\/core\/filter$/);
  await expect(page.getByTestId('filters-empty')).toBeVisible();
  await expect(page.getByTestId('filter-usage')).toHaveText('0 of 1 filters in your plan');
  await page.getByTestId('filters-empty').getByRole('link', { name: 'Create a filter' }).click();
  await expect(page).toHaveURL(/\/core\/filter\/create$/);

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('RSI room, 4h close off its low');
  const first = page.getByTestId('condition-0');
  await pickField(page, first, 'Field', 'RSI', /^Relative Strength Index \(RSI 14\)/);
  await pickOperator(page, first, 'is below');
  await first.getByRole('textbox', { name: 'Value' }).fill('70');

  await page.getByRole('button', { name: 'Add a condition' }).click();
  const second = page.getByTestId('condition-1');
  await pickField(page, second, 'Field', 'close', /^Close price/);
  await second.getByRole('combobox', { name: 'Interval' }).click();
  await page.getByRole('option', { name: '4h', exact: true }).click();
  await pickOperator(page, second, 'is above');
  await second.getByRole('group', { name: 'Compare with' }).getByRole('button', { name: 'Field' }).click();
  await pickField(page, second, 'Other field', 'low', /^Low price/);
  await second.getByRole('combobox', { name: 'Interval' }).nth(1).click();
  await page.getByRole('option', { name: '4h', exact: true }).click();

  // the preview evaluates the draft on the server
  const preview = page.getByTestId('filter-preview');
  await expect(preview.getByTestId('preview-count')).toHaveText(/^\d+ markets? match/, { timeout: 30_000 });
  await expect(preview.getByTestId('match-row').first()).toBeVisible();
  await expect(preview.getByTestId('match-row').first()).toContainText(/\d/);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/core\/filter\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('filter-name')).toHaveText('RSI room, 4h close off its low');
  const matches = page.getByTestId('matches-table');
  await expect(matches.getByTestId('match-row').first()).toBeVisible({ timeout: 30_000 });

  // a match opens its chart at the matched candle, marked
  const link = matches.getByTestId('match-row').first().getByRole('link');
  const symbol = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/core/detail/binance-future/${symbol}\\?interval=1h&at=\\d+$`));
  await expect(page.getByTestId('matched-candle')).toBeVisible();
  await expect(page.getByTestId('matched-candle')).toContainText(
    /Matched candle: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
  );
  await expect(page.getByTestId('market-chart').locator('canvas').first()).toBeVisible();

  // back in the list: the plan's one filter is used, with its match count
  await page.goto('/core/filter');
  await expect(page.getByTestId('filter-usage')).toHaveText('1 of 1 filters in your plan');
  await expect(page.getByTestId('filter-card')).toContainText('RSI room, 4h close off its low');
});
