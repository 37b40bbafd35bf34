import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';
import { clientOf } from './session-client';

/**
 * The screens a trader trusts or leaves on, for review at 1440 and 390 px in English and Vietnamese:
 * /crypto, a market chart, a filter's matches, a statistic, the payment screen and the notification
 * list. Each language has its own member (signed in, screens follow the profile's language); the
 * member's filter notifies, so the list holds what the replay's closes matched. Every screen is checked
 * for its language and for nothing wider than the window before it is taken.
 */
const OUT = process.env.SCREENSHOTS_DIR ?? path.join(import.meta.dirname, 'screenshots');
const LANGUAGES = ['en', 'vi'] as const;
const WIDTHS = [1440, 390] as const;

/** Pixels the page scrolls sideways: a phone screen must have none. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const language of LANGUAGES) {
  test(`trust screens in ${language}`, async ({ page, baseURL }) => {
    // a sign-up, a statistic over the bundled history and a replayed close on a shared machine
    test.setTimeout(420_000);
    const email = await verifiedAccount(page, `trust-${language}`, language);
    await page.goto('/core/auth/login');
    await login(page, email);
    await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    const api = await clientOf(page, baseURL as string);
    const made = await api.request('POST', '/filters', {
      body: {
        name: language === 'en' ? 'RSI under 45' : 'RSI dưới 45',
        exchangeId: 1,
        dataType: 3,
        interval: '1h',
        conditionList: [{ field: 'rsi', operator: 'isLessThan', value: 45 }],
        takeProfits: [3],
        stoplosses: [2],
        notify: true,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { filterId } = (made.body as { data: { filterId: string } }).data;
    const run = await api.request('POST', '/statistics', { body: { filterId } });
    expect(run.status, JSON.stringify(run.body)).toBe(202);
    const { statisticId } = (run.body as { data: { statisticId: string } }).data;

    const screens: Array<{ name: string; path: string; ready: (p: Page) => Promise<void> }> = [
      {
        name: 'crypto',
        path: '/crypto',
        ready: (p) => expect(p.getByTestId('overview-BTC')).toBeVisible({ timeout: 60_000 }),
      },
      {
        name: 'chart',
        path: '/core/detail/binance-future/BTCUSDT?interval=1h',
        ready: (p) => expect(p.getByTestId('chart-legend')).toBeVisible({ timeout: 60_000 }),
      },
      {
        name: 'matches',
        path: `/core/filter/${filterId}`,
        ready: (p) =>
          expect(p.getByTestId('matches-table').getByTestId('match-row').first()).toBeVisible({
            timeout: 120_000,
          }),
      },
      {
        name: 'statistic',
        path: `/core/statistic?run=${statisticId}`,
        ready: (p) =>
          expect(p.getByTestId('trades-table').getByTestId('trade-row').first()).toBeVisible({
            timeout: 180_000,
          }),
      },
      {
        name: 'payment',
        path: '/core/user/payment/basic/1',
        ready: (p) => expect(p.getByTestId('checkout-start')).toBeVisible({ timeout: 60_000 }),
      },
      {
        name: 'notifications',
        path: '/core/notification',
        ready: (p) => expect(p.getByTestId('notification-item').first()).toBeVisible({ timeout: 120_000 }),
      },
    ];

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      for (const screen of screens) {
        await page.goto(screen.path);
        await screen.ready(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // charts and tables settle their widths after the data arrives
        await page.waitForTimeout(1000);
        expect(await sideways(page), `${screen.name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        // a table's page arrows are whole in the window, not cut off at its card's edge
        for (const box of await page
          .locator('.MuiTablePagination-actions')
          .evaluateAll((all) => all.map((e) => e.getBoundingClientRect().right)))
          expect(box, `${screen.name} at ${width} px: page arrows cut off`).toBeLessThanOrEqual(width);
        await page.screenshot({
          path: path.join(OUT, `trust-${screen.name}-${language}-${width}.png`),
          fullPage: true,
        });
      }
    }
  });
}
