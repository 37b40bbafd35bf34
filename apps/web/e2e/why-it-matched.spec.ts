import { expect, type Locator, type Page, test } from '@playwright/test';
import { login, switchLanguageSignedIn, verifiedAccount } from './helpers';

/**
 * "Why it matched" reads as a trader writes it: a member saves `RSI below 100` (every market with an
 * RSI meets it, whatever the replay is at) and the filter's matches say "RSI(14) 41.27 < 100": the
 * short name with its period, the value to two decimals, the sign and the condition's own number. In
 * Vietnamese the same sentence takes a decimal comma.
 */

async function pick(page: Page, box: Locator, search: string | null, option: RegExp | string) {
  await box.click();
  if (search !== null) await box.fill(search);
  await page
    .getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option })
    .first()
    .click();
}

test('the matches of a filter say why each market matched, in English and in Vietnamese', async ({
  page,
}) => {
  // sign-up, a verified login, the builder and two screens of matches on a busy machine
  test.setTimeout(300_000);
  const email = await verifiedAccount(page, 'why');
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });

  await page.goto('/core/filter/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Any RSI');
  const row = page.getByTestId('condition-0');
  await pick(
    page,
    row.getByRole('combobox', { name: 'Field' }),
    'RSI',
    /^Relative Strength Index \(RSI 14\)/,
  );
  await pick(page, row.getByRole('combobox', { name: 'Operator' }), null, 'is below');
  await row.getByRole('textbox', { name: 'Value' }).fill('100');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/core\/filter\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const filterPath = new URL(page.url()).pathname;

  const firstMatch = page.getByTestId('matches-table').getByTestId('match-row').first();
  await expect(firstMatch).toBeVisible({ timeout: 60_000 });
  await expect(firstMatch).toContainText(/RSI\(14\) \d{1,2}(\.\d{1,2})? < 100/);
  await expect(firstMatch).not.toContainText('isLessThan');

  // the switch saves the profile and goes home: then the filter again, its matches now in Vietnamese
  await switchLanguageSignedIn(page, 'vi');
  await page.goto(filterPath);
  const khop = page.getByTestId('matches-table').getByTestId('match-row').first();
  await expect(khop).toBeVisible({ timeout: 60_000 });
  await expect(khop).toContainText(/RSI\(14\) \d{1,2}(,\d{1,2})? < 100/);
});
