import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';

/**
 * Landing, login, register, dashboard, /crypto, the chart and the account page in light and dark, en
 * and vn, at 1440 and 390 px, for review. SCREENSHOTS_DIR puts them elsewhere
 * (a run beside others on the same tree).
 */
const OUT = process.env.SCREENSHOTS_DIR ?? path.join(import.meta.dirname, 'screenshots');
const WIDTHS = [1440, 390];
const MODES = ['light', 'dark'] as const;
const LANGS = [
  { code: 'en', label: 'en' },
  { code: 'vi', label: 'vn' },
] as const;

/** One member per language: signed in, the screens follow the profile's language, not the browser's. */
const emails = { en: '', vi: '' };

// the screens of each width, theme and language are independent: spread them over the workers
test.describe.configure({ mode: 'parallel' });

// Seven screens per test, each loaded cold in a fresh page: generous waits on a busy machine.
const LOADED = { timeout: 60_000 };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(420_000);
  const page = await browser.newPage();
  // the server seeds its history while the first sign-ups arrive: a slow start gets another try
  await expect(async () => {
    emails.en ||= await verifiedAccount(page, 'shots');
    emails.vi ||= await verifiedAccount(page, 'shots-vi', 'vi');
  }).toPass({ timeout: 400_000 });
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
        test.setTimeout(480_000);
        // react-i18next warns on every load when a component renders before the instance is handed over
        const warnings: string[] = [];
        page.on('console', (m) => {
          if (m.text().includes('NO_I18NEXT_INSTANCE')) warnings.push(m.text());
        });
        await prepare(page, width, mode, lang.code);
        await page.goto('/');
        await expect(page.getByTestId('landing-title')).toBeVisible(LOADED);
        await page.screenshot({ path: path.join(OUT, `landing-${suffix}.png`), fullPage: true });

        await page.goto('/core/auth/login');
        await expect(page.getByTestId('login-submit')).toBeVisible(LOADED);
        await page.screenshot({ path: path.join(OUT, `login-${suffix}.png`) });

        await page.goto('/core/auth/register');
        await expect(page.getByTestId('register-submit')).toBeVisible(LOADED);
        await page.screenshot({ path: path.join(OUT, `register-${suffix}.png`) });

        await page.goto('/core/auth/login');
        await login(page, emails[lang.code]);
        await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
        await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
        await page.mouse.move(0, 0);
        // Let the success notification leave so the dashboard is shown as a user sees it.
        await page.waitForTimeout(3500);
        await expect(page.getByTestId('dashboard-markets').getByTestId('live-badge').first()).toBeVisible(
          LOADED,
        );
        await page.screenshot({ path: path.join(OUT, `dashboard-${suffix}.png`), fullPage: true });

        await page.goto('/core/crypto');
        await expect(page.getByTestId('market-row-BTCUSDT').first()).toBeVisible(LOADED);
        await expect(page.getByTestId('overview-BTC').getByTestId('live-badge')).toBeVisible(LOADED);
        // the market column stays in view when the table scrolls sideways (small screens)
        const firstHeader = page.getByTestId('market-table').locator('th').first();
        expect(await firstHeader.evaluate((e) => getComputedStyle(e).position)).toBe('sticky');
        await page.screenshot({ path: path.join(OUT, `crypto-${suffix}.png`), fullPage: true });

        await page.goto('/core/detail/binance-future/BTCUSDT?interval=1h');
        await expect(page.getByTestId('market-chart').locator('canvas').first()).toBeVisible(LOADED);
        await expect(page.getByTestId('chart-legend')).toBeVisible(LOADED);
        await page.screenshot({ path: path.join(OUT, `chart-${suffix}.png`), fullPage: true });

        await page.goto('/core/user/account');
        await expect(page.getByTestId('tab-password')).toBeVisible(LOADED);
        await page.screenshot({ path: path.join(OUT, `account-${suffix}.png`), fullPage: true });
        expect(warnings).toEqual([]);
      });
    }
  }
}
