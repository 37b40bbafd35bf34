import { expect, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';

/**
 * Issue 16, live or historical: the suite's server replays bundled history (MARKET_SOURCE=replay),
 * so prices and the chart say "Replay", never "Live".
 */
test('replayed prices and charts say "Replay", never "Live"', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/crypto');
  const card = page.getByTestId('overview-BTC').getByTestId('live-badge');
  await expect(card).toHaveAttribute('data-state', 'replay');
  await expect(card).toHaveText('Replay');

  const email = await verifiedAccount(page, 'freshness');
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
  await page.goto('/core/detail/binance-future/BTCUSDT?interval=1h');
  await expect(page.getByTestId('live-badge')).toHaveAttribute('data-state', 'replay');
  await expect(page.getByText('Live', { exact: true })).toHaveCount(0);
});
