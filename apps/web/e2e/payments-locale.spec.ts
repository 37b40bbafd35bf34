import { expect, type Page, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';

/**
 * Money in the reader's writing: Vietnamese takes a point for thousands, so an invoice of 3.000123
 * USDT must read "3,000123 USDT" there and "3.000123 USDT" in English, while the amount to send, the
 * one a wallet takes, stays "3.000123" and is what the copy button copies. No transfer is made.
 */

const LANGUAGES = [
  { code: 'en', menu: /English/, written: (amount: string) => amount, label: 'Exact amount to send' },
  {
    code: 'vi',
    menu: /Tiếng Việt/,
    written: (amount: string) => amount.replace('.', ','),
    label: 'Số tiền chính xác cần gửi',
  },
] as const;

async function signedIn(page: Page, label: string) {
  const email = await verifiedAccount(page, label);
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 150_000 });
}

for (const lang of LANGUAGES) {
  test(`an invoice and the payments table write the amount the ${lang.code} way, and the copy button gives the wallet's form`, async ({
    page,
    context,
  }) => {
    test.setTimeout(360_000);
    await context.grantPermissions(['clipboard-write']);
    // the app's pages refuse clipboard reads (Permissions-Policy): what the button writes is noted instead
    await page.addInitScript(() => {
      const clipboard = navigator.clipboard;
      const write = clipboard.writeText.bind(clipboard);
      clipboard.writeText = (text: string) => {
        (window as unknown as { copied: string }).copied = text;
        return write(text);
      };
    });
    await signedIn(page, `money-${lang.code}`);
    if (lang.code !== 'en') {
      await page.getByTestId('language-switcher').click();
      await page.getByRole('menuitem', { name: lang.menu }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
    }

    await page.goto('/core/user/payment/basic/1');
    await page.getByTestId('network-bsc').click();
    await page.getByTestId('checkout-start').click();
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'awaitingTransfer');
    const exact = page.getByTestId('pay-amount');
    const amount = await exact.locator('input').inputValue();
    expect(amount).toMatch(/^3\.\d*[1-9]$/);
    await expect(page.getByTestId('pay-amount-display')).toHaveText(`${lang.written(amount)} USDT`);
    await expect(exact.locator('label')).toHaveText(`${lang.label}: USDT, BNB Smart Chain (BEP-20)`);
    await page.getByTestId('pay-amount-copy').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { copied?: string }).copied))
      .toBe(amount);

    await page.goto('/core/user/account');
    const row = page.getByTestId('payment-history').getByTestId('payment-row');
    await expect(row).toHaveCount(1, { timeout: 45_000 });
    await expect(row).toContainText(`${lang.written(amount)} USDT`);
  });
}
