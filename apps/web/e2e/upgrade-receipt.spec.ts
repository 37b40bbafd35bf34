import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { login, switchLanguageSignedIn, verifiedAccount } from './helpers';
import { CHAIN, DATA_DIR } from './playwright.config';

/**
 * After paying for Middle on the local chain (as payments.spec.ts pays for Basic), the member gets a
 * receipt e-mail naming the plan, the period, the amount, the network and the transaction hash, once;
 * and no screen offers Basic any more: the plans page and the payment page say, in English and in
 * Vietnamese, that a lower plan can be bought once Middle ends, before any payment details.
 */

async function chain<T>(route: string, body?: unknown): Promise<T> {
  const res = await fetch(
    `${CHAIN.control}${route}`,
    body ? { method: 'POST', body: JSON.stringify(body) } : {},
  );
  expect(res.ok, `${route}: ${await res.clone().text()}`).toBe(true);
  return (await res.json()) as T;
}

/** .eml bodies may be quoted-printable: undo soft line breaks and =XX escapes (UTF-8) before reading. */
const decoded = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));

/** The receipts in the outbox for `email` (the mails naming a transaction hash). */
function receiptsFor(email: string): string[] {
  const outbox = path.join(DATA_DIR, 'outbox');
  return readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => decoded(readFileSync(path.join(outbox, f), 'utf8')))
    .filter((text) => text.includes(`To: ${email}`) && text.includes('Transaction hash:'));
}

test('a member who bought Middle gets one receipt and is not offered Basic while Middle runs', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const email = await verifiedAccount(page, 'receipt');
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 150_000 });

  // Middle for one month, paid with the invoice's exact amount
  await page.goto('/core/user/payment/midium/1');
  await page.getByTestId('network-bsc').click();
  await page.getByTestId('checkout-start').click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'awaitingTransfer');
  const amount = await page.getByTestId('pay-amount').locator('input').inputValue();
  const address = await page.getByTestId('pay-address').locator('input').inputValue();
  const { hash } = await chain<{ hash: string }>('/send', { to: address, amount });
  await page.getByRole('textbox', { name: 'Transaction hash' }).fill(hash);
  await page.getByTestId('tx-submit').click();
  await chain('/mine', { blocks: 16 });
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'completed', {
    timeout: 30_000,
  });

  // the receipt, once, with what was bought and how it was paid
  await expect.poll(() => receiptsFor(email).length, { timeout: 30_000 }).toBe(1);
  const receipt = receiptsFor(email)[0] as string;
  expect(receipt).toContain('Plan: Middle');
  expect(receipt).toMatch(/Period: 1 month, from .+ to .+/);
  expect(receipt).toContain(`Amount: ${amount} USDT`);
  expect(receipt).toContain('Network: BNB Smart Chain (BEP-20)');
  expect(receipt).toContain(`Transaction hash: ${hash}`);

  // Basic is lower: not offered on the plans page, and the card says when it can be
  await page.goto('/core/plans');
  const basic = page.getByTestId('plan-basic');
  await expect(page.getByTestId('plan-middle').getByTestId('plan-current')).toBeVisible({ timeout: 30_000 });
  await expect(basic.getByTestId('plan-choose')).toHaveCount(0);
  await expect(basic.getByTestId('plan-unavailable')).toBeDisabled();
  await expect(basic.getByTestId('plan-unavailable-note')).toHaveText(
    /^Your Middle plan runs until \d{2}\/\d{2}\/\d{4}: a lower plan can be bought once it ends\.$/,
  );
  await expect(page.getByTestId('plan-premium').getByTestId('plan-choose')).toBeVisible();

  // nor on the payment page, where it says so before any payment details
  await page.goto('/core/user/payment/basic/1');
  await expect(page.getByTestId('checkout-lower')).toContainText('a lower plan can be bought once it ends');
  await expect(page.getByTestId('checkout-start')).toBeDisabled();

  await switchLanguageSignedIn(page, 'vi');
  await page.goto('/core/user/payment/basic/1');
  await expect(page.getByTestId('checkout-lower')).toContainText(
    'chỉ có thể mua gói thấp hơn sau khi gói này kết thúc',
  );
  await page.goto('/core/plans');
  await expect(page.getByTestId('plan-basic').getByTestId('plan-unavailable-note')).toHaveText(
    /^Gói Trung cấp của bạn có hiệu lực đến \d{2}\/\d{2}\/\d{4}: chỉ có thể mua gói thấp hơn sau khi gói này kết thúc\.$/,
  );
  expect(receiptsFor(email)).toHaveLength(1);
});
