import { expect, type Page, test } from '@playwright/test';
import { signIn } from './backoffice-helpers';
import { login, PASSWORD, uniqueEmail, verify } from './helpers';
import { ADMIN } from './playwright.config';

/**
 * One language setting: the top switcher and Account -> Language are the same value, the profile's
 * (which the e-mails speak), both ways; a visitor who signs up in Vietnamese gets a Vietnamese account;
 * the first sign-in is a "welcome", the next ones a "welcome back".
 */

const NAME = 'Lan Trader';

/** The sign-up form filled by field name, in whatever language the page is in. */
async function registerHere(page: Page, email: string) {
  await page.locator('input[name="name"]').fill(NAME);
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-success')).toBeVisible({ timeout: 60_000 });
}

async function pick(page: Page, code: 'en' | 'vi') {
  await page.getByTestId('language-switcher').click();
  await page.getByTestId(`language-${code}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

test('the switcher and the profile are one language setting, and only a returning member is welcomed back', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const email = uniqueEmail('lang');

  // signed up in Vietnamese: the account is Vietnamese from the start
  await page.goto('/core/auth/register');
  await pick(page, 'vi');
  await registerHere(page, email);
  await verify(page, email);
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toHaveText(`Chào mừng, ${NAME}`, {
    timeout: 150_000,
  });
  await page.goto('/core/user/account');
  await expect(page.getByRole('combobox', { name: 'Ngôn ngữ' })).toHaveText('Tiếng Việt (vi)');
  await expect(page.getByTestId('language-switcher')).toHaveText('vi');

  // the top switcher changes the profile: Account -> Language says English after a reload too; the
  // dashboard it leads to still greets the first sign-in as a welcome, not a welcome back
  await pick(page, 'en');
  await expect(page.getByTestId('dashboard-welcome')).toHaveText(`Welcome, ${NAME}`);
  await page.goto('/core/user/account');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('English (en)');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('English (en)');

  // the English field picker names fields in English only
  await page.goto('/core/filter/create');
  await page.getByRole('combobox', { name: /field/i }).first().click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const texts = await options.allTextContents();
  expect(texts.join(' ')).not.toMatch(
    /[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i,
  );
  await page.keyboard.press('Escape');

  // and the reverse: the profile's language changes the screens and the switcher
  await page.goto('/core/user/account');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Tiếng Việt (vi)' }).click();
  await page.getByTestId('profile-submit').click();
  await expect(page.getByText('Cập nhật thành công')).toBeVisible();
  await expect(page.getByTestId('language-switcher')).toHaveText('vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  // signing in again is a return; a new device with nothing picked reads the profile's language
  await page.getByTestId('nav-logout').click();
  await expect(page).toHaveURL(/\/core\/auth\/login$/);
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toHaveText(`Chào mừng trở lại, ${NAME}`, {
    timeout: 150_000,
  });
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto('/core/auth/login');
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en');
  await login(elsewhere, email);
  await expect(elsewhere.getByTestId('dashboard-welcome')).toHaveText(`Chào mừng trở lại, ${NAME}`, {
    timeout: 150_000,
  });
  await elsewhere.context().close();
});

test("a records table counts its rows in the reader's language", async ({ page, browser }) => {
  test.setTimeout(420_000);
  // an administrator of their own, so switching their language leaves the shared one's alone
  const email = uniqueEmail('records-lang');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/core/user/create');
  await page.getByLabel('Full name').fill(NAME);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Administrator', exact: true }).click();
  await page.getByLabel('Set a password now').check();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('user-submit').click();
  await expect(page.getByTestId('user-edit-page')).toBeVisible();

  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, email, PASSWORD);
  // the contact document's records ("0–0 of 0" while it has none; the content document has its
  // own screens now)
  const pager = operator.getByTestId('record-grid').locator('.MuiTablePagination-displayedRows');
  await operator.goto('/core/contact');
  await expect(pager).toHaveText(/^\d+–\d+ of \d+$/, { timeout: 90_000 });
  await pick(operator, 'vi');
  await operator.goto('/core/contact');
  await expect(pager).toHaveText(/^\d+–\d+ trên \d+$/, { timeout: 90_000 });
  await operator.context().close();
});
