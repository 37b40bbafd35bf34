import { expect, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';
import { CHAIN } from './playwright.config';

/**
 * A member buys basic for one month through the screens and pays on a real
 * (local) chain. The server runs with CHAIN_BSC_RPC_URL pointing at anvil with the mock USDT
 * (playwright.config.ts); the test sends the invoice's exact amount from a funded wallet, submits
 * the hash while the transfer is still pending, mines the confirmations, and the status turns
 * completed within one verification round (PAY_CHECK_INTERVAL_MS, 10 s by default). The member's
 * role, sidebar and filter limit follow without a new login.
 */

/** The chain's control endpoint (apps/server/test/chain/serve-local-chain.ts). */
async function chain<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(
    `${CHAIN.control}${path}`,
    body ? { method: 'POST', body: JSON.stringify(body) } : {},
  );
  expect(res.ok, `${path}: ${await res.clone().text()}`).toBe(true);
  return (await res.json()) as T;
}

/** One verification round of the server (its default interval) plus the screen's own update. */
const ONE_ROUND_MS = 10_000 + 4_000;

test('a member buys basic for one month with an exact USDT transfer, verified on the chain, and the plan applies at once', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-write']);
  // the app's pages refuse clipboard reads (Permissions-Policy): what the copy button writes is noted
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = (text: string) => {
      (window as unknown as { copied: string }).copied = text;
      return write(text);
    };
  });
  const email = await verifiedAccount(page, 'payer');
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('nav-account')).toContainText('Member');

  // the plans, from the sidebar: three side by side, the free plan is the member's current one
  await page.getByTestId('dashboard-nav').getByRole('link', { name: 'Plans' }).click();
  await expect(page).toHaveURL(/\/core\/plans$/);
  await expect(page.getByTestId('plan-basic').getByTestId('plan-price')).toContainText('3 USDT');
  await expect(page.getByTestId('plan-middle').getByTestId('plan-price')).toContainText('5 USDT');
  await expect(page.getByTestId('plan-premium').getByTestId('plan-price')).toContainText('10 USDT');
  await expect(page.getByTestId('plan-middle').getByTestId('plan-choose')).toHaveText(/choose middle/i);
  await expect(page.getByTestId('plan-premium').getByTestId('plan-choose')).toHaveText(/choose premium/i);
  await expect(page.getByTestId('plan-member').getByTestId('plan-current')).toHaveText('Current plan');
  await expect(page.getByTestId('payments-not-set-up')).toHaveCount(0);
  await page.getByTestId('plan-basic').getByTestId('plan-choose').click();

  // the invoice: BSC is offered, the exact amount (3 USDT and a unique offset) to our address
  await expect(page).toHaveURL(/\/core\/user\/payment\/basic\/1$/);
  await page.getByTestId('network-bsc').click();
  await page.getByTestId('checkout-start').click();
  await expect(page).toHaveURL(/\/core\/user\/payment\/basic\/1\?id=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'awaitingTransfer');
  const amount = await page.getByTestId('pay-amount').locator('input').inputValue();
  expect(amount).toMatch(/^3\.\d*[1-9]$/);
  const address = await page.getByTestId('pay-address').locator('input').inputValue();
  expect(address.toLowerCase()).toBe(CHAIN.payTo.toLowerCase());
  await page.getByTestId('pay-amount-copy').click();
  expect(await page.evaluate(() => (window as unknown as { copied?: string }).copied)).toBe(amount);
  await expect(page.getByTestId('pay-qr')).toBeVisible();
  await expect(page.getByTestId('pay-timer-value')).toHaveText(/^(\d+:)?[0-5]\d:[0-5]\d$/);

  // the exact amount on the chain, still pending: the hash is submitted before anything can see it
  const { hash } = await chain<{ hash: string }>('/send', { to: address, amount });
  await page.getByRole('textbox', { name: 'Transaction hash' }).fill(hash);
  await page.getByTestId('tx-submit').click();
  await expect(
    page.getByText('The system will check your transaction before completing the payment.').first(),
  ).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'checking');

  // mined with 15 confirmations (CONFIRMATIONS_BSC's default): completed within one round
  await chain('/mine', { blocks: 16 });
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'completed', {
    timeout: ONE_ROUND_MS,
  });
  await expect(page.getByTestId('pay-status-text')).toContainText(
    /Your Basic plan is active until \d{2}\/\d{2}\/\d{4}/,
  );

  // the plan applies at once, without a new login: the sidebar's role, the plan page, five filters
  await expect(page.getByTestId('nav-account')).toContainText('Basic');
  await page.getByTestId('dashboard-nav').getByRole('link', { name: 'Plans' }).click();
  await expect(page.getByTestId('plan-basic').getByTestId('plan-current')).toHaveText('Current plan');
  await page.getByTestId('dashboard-nav').getByRole('link', { name: 'Filters' }).click();
  await expect(page.getByTestId('filter-usage')).toHaveText('0 of 5 filters in your plan');

  // the account page lists the payment, completed (its section loads after the profile's; a busy
  // machine answers slowly)
  await page.goto('/core/user/account');
  const row = page.getByTestId('payment-history').getByTestId('payment-row');
  await expect(row).toHaveCount(1, { timeout: 45_000 });
  await expect(row.getByTestId('payment-status')).toHaveAttribute('data-status', 'completed');
  await expect(row).toContainText(`${amount} USDT`);
});
