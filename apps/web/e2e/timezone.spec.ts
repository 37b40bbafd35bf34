import { expect, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';

/** One time zone: the profile's zone, not the browser's, sets every shown time. */
test.use({ timezoneId: 'UTC' });

const pad = (n: number) => String(n).padStart(2, '0');
const SEVEN_HOURS = 7 * 3_600_000;

test('a member in Asia/Ho_Chi_Minh sees the last candle 7 hours ahead of the UTC browser', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = await verifiedAccount(page, 'zone');
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });

  await page.goto('/core/user/account');
  const zone = page.getByLabel('Time zone');
  await zone.fill('Asia/Ho_Chi_Minh');
  await page.getByRole('option', { name: 'Asia/Ho_Chi_Minh' }).click();
  await page.getByTestId('profile-submit').click();
  await expect(page.getByText('Update success')).toBeVisible();

  await page.goto('/core/detail/binance-future/BTCUSDT?interval=1h');
  const last = page.getByTestId('last-candle-time');
  await expect(last).not.toHaveAttribute('data-time', '');
  // the replay closes a candle every few seconds: read the time and its text together
  const { time, text } = await last.evaluate((el) => ({
    time: Number(el.getAttribute('data-time')),
    text: el.textContent ?? '',
  }));
  const shown = new Date(time + SEVEN_HOURS);
  const expected = `${pad(shown.getUTCDate())}/${pad(shown.getUTCMonth() + 1)}/${shown.getUTCFullYear()} ${pad(shown.getUTCHours())}:${pad(shown.getUTCMinutes())} (UTC+7)`;
  expect(text).toContain(expected);
});
