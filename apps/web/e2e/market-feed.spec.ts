import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from './playwright.config';

/** The operators' Market feed screen: exchange status and pinning a market into the universe. */

async function loginAsAdmin(page: Page) {
  await page.goto('/core/auth/login');
  await page.locator('input[name="username"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
}

/** The whole page: the dashboard shell (sidebar, top bar, snackbars) and the screen. */
async function expectNoSeriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })),
  ).toEqual([]);
}

/** Narrows the market list to Binance futures named SUI and returns the pin switch of SUIUSDT. */
async function suiSwitch(page: Page) {
  const markets = page.getByTestId('feed-markets');
  await markets.getByRole('textbox', { name: 'Search a symbol' }).fill('sui');
  await markets.getByRole('combobox', { name: 'Data type' }).click();
  await page.getByRole('option', { name: 'Future' }).click();
  await expect(markets.getByTestId('feed-market-1-3-SUIUSDT')).toBeVisible();
  await expect(markets.locator('tbody tr')).toHaveCount(1);
  return markets.getByRole('switch', { name: 'Pin Binance Future SUIUSDT' });
}

test('an administrator opens Market feed, sees the feeds and pins a market that stays pinned', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.getByTestId('dashboard-nav').getByRole('link', { name: 'Market feed' }).click();
  await expect(page).toHaveURL(/\/core\/market-feed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Market feed' })).toBeVisible();
  await expect(page).toHaveTitle(/Market feed/);

  // replay mode: the bundled Binance spot and futures feeds report
  const status = page.getByTestId('feed-status');
  await expect(status.getByTestId('feed-row-1-3')).toBeVisible();
  await expect(status.getByTestId('feed-row-1-3')).toContainText('Binance · Future');
  await expect(status.getByTestId('feed-row-1-3').getByTestId('feed-state')).toHaveAttribute(
    'data-state',
    /^(connected|lagging|offline)$/,
  );
  await expect(status.getByTestId('feed-row-1-3')).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  const markets = page.getByTestId('feed-markets');
  await expect(markets.getByTestId('feed-market-1-3-BTCUSDT')).toBeVisible();
  await expectNoSeriousViolations(page);

  const sui = await suiSwitch(page);
  await expect(sui).not.toBeChecked();
  await sui.click();
  await expect(page.getByText('Update success')).toBeVisible();
  await expect(sui).toBeChecked();
  // the whole page again, with the dashboard shell and the success snackbar showing
  await expectNoSeriousViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Market feed' })).toBeVisible();
  await expect(await suiSwitch(page)).toBeChecked();
});
