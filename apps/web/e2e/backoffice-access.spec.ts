import { createTransportClient } from '@bitdata/transport/client';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './helpers';
import { ADMIN } from './playwright.config';

/**
 * Issue 13, users, roles and menus as data, through the screens: the administrator grants role basic
 * view and create on a document in the permission matrix, puts an item for it under a new menu
 * section visible to basic, and creates a basic member on the users screen; the member signs in and
 * sees the item; the administrator blocks the member, whose next request signs them out.
 */

// Every save here also reads the operator's menus again; on a loaded machine that is slow.
const expect = baseExpect.configure({ timeout: 60_000 });

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const DOC = { code: `vault-${run}`, en: `Vault ${run}`, vi: `Két ${run}` };

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/core/auth/login');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  // A loaded machine (argon2, the captcha's proof of work) may take a while to sign in.
  await expect(page.getByTestId('dashboard-nav')).toBeVisible({ timeout: 150_000 });
}

/** The operator's document, made over the API with the administrator's session (the designer is another screen's test). */
async function createDocument(page: Page, baseURL: string) {
  const token = await page.evaluate(() => {
    const stored = window.localStorage.getItem('accessToken');
    return stored ? (JSON.parse(stored) as { value: string }).value : null;
  });
  expect(token).toBeTruthy();
  const config = (await (await fetch(`${baseURL}/api/core/public/config`)).json()) as {
    data: { transport: Parameters<typeof createTransportClient>[0]['settings'] };
  };
  const client = createTransportClient({
    baseUrl: `${baseURL}/api/core`,
    settings: config.data.transport,
    getAccessToken: () => token,
  });
  const res = await client.request('POST', '/documents', {
    body: {
      code: DOC.code,
      name: { en: DOC.en, vi: DOC.vi },
      collection: 'business',
      fields: [{ code: 'title', label: { en: 'Title', vi: 'Tiêu đề' }, type: 'string', required: true }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function newMemberPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('an operator grants, puts in the menu and blocks: the member sees the item, then is signed out', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(900_000);
  await signIn(page, ADMIN.email, ADMIN.password);
  await createDocument(page, baseURL as string);

  // Role basic: view and create on the document, in the matrix.
  await page.goto('/core/role/basic');
  const matrix = page.getByTestId('permission-matrix');
  await matrix.getByLabel('Search documents').fill(DOC.code);
  await matrix.getByRole('checkbox', { name: `${DOC.en}: View`, exact: true }).check();
  await matrix.getByRole('checkbox', { name: `${DOC.en}: Create`, exact: true }).check();
  await page.getByTestId('role-save').click();
  await expect(page.getByText('Update success')).toBeVisible();
  // Saving again without a change says so.
  await page.getByTestId('role-save').click();
  await expect(page.getByText('There are no changes to the form')).toBeVisible();

  // A new section with an item for the document, visible to basic.
  await page.goto('/core/menu');
  await page.getByTestId('menu-add-section').click();
  const form = page.getByTestId('menu-node-form');
  await form.getByLabel('Title (English)').fill(`Section ${run}`);
  await form.getByLabel('Title (Vietnamese)').fill(`Phần ${run}`);
  await form.getByTestId('menu-node-save').click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: `Add an item under Section ${run}` }).click();
  await form.getByLabel('Title (English)').fill(DOC.en);
  await form.getByLabel('Title (Vietnamese)').fill(DOC.vi);
  await form.getByRole('textbox', { name: 'Path', exact: true }).fill(DOC.code);
  await form.getByRole('combobox', { name: 'Document', exact: true }).fill(DOC.code);
  await page.getByRole('option', { name: new RegExp(DOC.code) }).click();
  await form.getByRole('combobox', { name: 'Visible to roles' }).click();
  await page.getByRole('option', { name: 'basic', exact: false }).first().click();
  await form.getByTestId('menu-node-save').click();
  await expect(form).toBeHidden();
  await expect(page.locator(`[data-testid="menu-node"][data-title="${DOC.en}"]`)).toBeVisible();

  // A basic member, created on the users screen with a password.
  const email = uniqueEmail('access');
  await page.goto('/core/user/create');
  await page.getByLabel('Full name').fill('Basic Member');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Set a password now').check();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('user-submit').click();
  await expect(page.getByTestId('user-edit-page')).toBeVisible();
  await expect(page.getByTestId('user-status')).toHaveText('Active');

  // The member sees the new section and its item.
  const member = await newMemberPage(browser);
  await signIn(member, email, PASSWORD);
  const nav = member.getByTestId('dashboard-nav');
  await expect(nav.getByText(`Section ${run}`)).toBeVisible();
  await expect(nav.getByRole('link', { name: DOC.en })).toBeVisible();

  // Blocked: the member's next request ends their session.
  await page.getByTestId('user-block').click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('user-status')).toHaveText('Blocked');
  await member.reload();
  await expect(member).toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  await member.context().close();
});
