import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DATA_DIR } from './playwright.config';

export const PASSWORD = 'Correct-Horse-42';

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** .eml bodies may be quoted-printable: undo soft line breaks and =XX escapes before reading links. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The verification path from the newest e-mail sent to `email` in DATA_DIR/outbox. */
export async function verificationPath(email: string): Promise<string> {
  const outbox = path.join(DATA_DIR, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
        } catch {
          return undefined;
        }
        for (const file of files.sort().reverse()) {
          const text = decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8'));
          if (!text.includes(email)) continue;
          const match = text.match(/https?:\/\/[^\s"<>]+\/auth\/verify\/account\/[^\s"<>]+/);
          if (match) {
            found = new URL(match[0]).pathname;
            return found;
          }
        }
        return undefined;
      },
      { timeout: 30_000, message: `verification e-mail for ${email}` },
    )
    .toBeTruthy();
  return found as string;
}

/**
 * Signs up through the register screen. In `language`, the visitor reads that language while signing up,
 * so the account's profile language is it (a signed-in screen follows the profile, not the browser).
 */
export async function register(page: Page, email: string, name = 'Test Trader', language?: 'en' | 'vi') {
  await page.goto('/core/auth/register');
  if (language) {
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  }
  // by field name, so it works in either language
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-success')).toBeVisible({ timeout: 60_000 });
}

export async function verify(page: Page, email: string) {
  await page.goto(await verificationPath(email));
  await expect(page.getByTestId('verify-verified')).toBeVisible();
}

/** By field name, so it works in either language. */
export async function login(page: Page, email: string) {
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

/**
 * A signed-in member switches to another language from the dashboard's header. The switch saves it
 * to the profile and then returns to the dashboard home: waited for here, since a screen opened
 * before the save reads the profile's old language, and the screen switched on is left anyway.
 */
export async function switchLanguageSignedIn(page: Page, language: 'en' | 'vi') {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/auth/profile'),
  );
  await page.getByTestId('language-switcher').click();
  await page.getByTestId(`language-${language}`).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page).toHaveURL(/\/core$/);
}

/** A verified account, made through the screens a visitor uses. */
export async function verifiedAccount(page: Page, label: string, language?: 'en' | 'vi'): Promise<string> {
  const email = uniqueEmail(label);
  await register(page, email, undefined, language);
  await verify(page, email);
  return email;
}
