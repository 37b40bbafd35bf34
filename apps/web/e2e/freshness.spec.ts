import { expect, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';

/**
 * Live or historical: the suite's server replays bundled history (MARKET_SOURCE=replay),
 * so prices and the chart say "Replay" (of the moment replayed), never "Live".
 */
test('replayed prices and charts say "Replay", never "Live"', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/crypto');
  const card = page.getByTestId('overview-BTC').getByTestId('live-badge');
  await expect(card).toHaveAttribute('data-state', 'replay');
  // and which moment is replayed: the bundled history's clock, in the reader's zone
  await expect(card).toHaveText(/^Replay of \d{2} [A-Z][a-z]+ 2026, \d{2}:\d{2}$/);

  const email = await verifiedAccount(page, 'freshness');
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
  await page.goto('/core/detail/binance-future/BTCUSDT?interval=1h');
  await expect(page.getByTestId('live-badge')).toHaveAttribute('data-state', 'replay');
  await expect(page.getByText('Live', { exact: true })).toHaveCount(0);
});
