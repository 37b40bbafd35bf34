import path from 'node:path';
import { expect, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';

/** The chart, /crypto, the dashboard and the account page at 1440 and 390 px in both languages, for review. */
const OUT = path.join(import.meta.dirname, 'screenshots');
const SCREENS = [
  { name: 'chart', path: '/core/detail/binance-future/BTCUSDT?interval=1h', ready: 'market-title' },
  { name: 'crypto', path: '/crypto', ready: 'overview-BTC' },
  { name: 'dashboard', path: '/core', ready: 'dashboard-welcome' },
  { name: 'account', path: '/core/user/account', ready: 'tab-password' },
] as const;

/** One member per language: signed in, the screens follow the profile's language, not the browser's. */
const emails = { en: '', vi: '' };
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await browser.newPage();
  emails.en = await verifiedAccount(page, 'trader-shots');
  emails.vi = await verifiedAccount(page, 'trader-shots-vi', 'vi');
  await page.close();
});

for (const language of ['en', 'vi'] as const) {
  test(`trader screens in ${language}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    await page.goto('/core/auth/login');
    await login(page, emails[language]);
    await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByTestId(screen.ready)).toBeVisible({ timeout: 30_000 });
        await page.waitForTimeout(1500);
        await page.screenshot({ path: path.join(OUT, `trader-${screen.name}-${language}-${width}.png`) });
      }
    }
  });
}
