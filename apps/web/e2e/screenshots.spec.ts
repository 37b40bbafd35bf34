import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';

/** Landing, login and dashboard in light and dark, en and vn, at 1440 and 390 px, for review. */
const OUT = path.join(import.meta.dirname, 'screenshots');
const WIDTHS = [1440, 390];
const MODES = ['light', 'dark'] as const;
const LANGS = [
  { code: 'en', label: 'en' },
  { code: 'vi', label: 'vn' },
] as const;

let email = '';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  email = await verifiedAccount(page, 'shots');
  await page.close();
});

async function prepare(page: Page, width: number, mode: string, lang: string) {
  await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
  await page.addInitScript(
    ([m, l]) => {
      localStorage.setItem('themeMode', m);
      localStorage.setItem('i18nextLng', l);
    },
    [mode, lang],
  );
}

for (const width of WIDTHS) {
  for (const mode of MODES) {
    for (const lang of LANGS) {
      const suffix = `${lang.label}-${mode}-${width}`;
      test(`screens ${suffix}`, async ({ page }) => {
        await prepare(page, width, mode, lang.code);
        await page.goto('/');
        await expect(page.getByTestId('landing-title')).toBeVisible();
        await page.screenshot({ path: path.join(OUT, `landing-${suffix}.png`), fullPage: true });

        await page.goto('/core/auth/login');
        await expect(page.getByTestId('login-submit')).toBeVisible();
        await page.screenshot({ path: path.join(OUT, `login-${suffix}.png`) });

        await page.goto('/core/auth/register');
        await expect(page.getByTestId('register-submit')).toBeVisible();
        await page.screenshot({ path: path.join(OUT, `register-${suffix}.png`) });

        await page.goto('/core/auth/login');
        await login(page, email);
        await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
        await page.mouse.move(0, 0);
        // Let the success notification leave so the dashboard is shown as a user sees it.
        await page.waitForTimeout(3500);
        await page.screenshot({ path: path.join(OUT, `dashboard-${suffix}.png`), fullPage: true });
      });
    }
  }
}
