import { expect, type Locator, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';

/**
 * A new account takes the browser's zone (Asia/Ho_Chi_Minh here): a candle a visitor saw at 11:00
 * signed out, in the browser's zone, still reads 11:00 signed in, in the profile's, not 04:00 UTC; and
 * the times a trader acts on carry their zone.
 */
test.use({ timezoneId: 'Asia/Ho_Chi_Minh' });

const pad = (n: number) => String(n).padStart(2, '0');
const SEVEN_HOURS = 7 * 3_600_000;
const CHART = '/core/detail/binance-future/BTCUSDT?interval=1h';

/** The last closed candle's time and its text, read together: the replay closes one every few seconds. */
async function lastCandle(last: Locator) {
  await expect(last).not.toHaveAttribute('data-time', '');
  return last.evaluate((el) => ({ time: Number(el.getAttribute('data-time')), text: el.textContent ?? '' }));
}

/** dd/MM/yyyy HH:mm of `time` in UTC+7. */
function inHoChiMinh(time: number) {
  const d = new Date(time + SEVEN_HOURS);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

test("a new account keeps the browser's zone: a candle reads the browser's hour signed in", async ({
  page,
}) => {
  test.setTimeout(360_000);
  // signed out, every time is shown in the browser's zone; signed in, in the profile's
  const email = await verifiedAccount(page, 'browser-zone');
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 150_000 });

  await page.goto('/core/user/account');
  // Chromium may name the zone by its older ICU name; both are the same clock
  await expect(page.getByLabel('Time zone')).toHaveValue(/^Asia\/(Ho_Chi_Minh|Saigon)$/, {
    timeout: 90_000,
  });

  await page.goto(CHART);
  const signedIn = await lastCandle(page.getByTestId('last-candle-time'));
  expect(signedIn.text).toContain(inHoChiMinh(signedIn.time));

  // a payment's time in the payments table names its zone
  await page.goto('/core/user/payment/basic/1');
  await page.getByTestId('network-bsc').click();
  await page.getByTestId('checkout-start').click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'awaitingTransfer');
  await page.goto('/core/user/account');
  const row = page.getByTestId('payment-history').getByTestId('payment-row');
  await expect(row).toHaveCount(1, { timeout: 45_000 });
  await expect(row.locator('td').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(UTC\+7\)$/);
});
