import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { login, uniqueEmail, verifiedAccount } from './helpers';
import { OIDC } from './playwright.config';
import { clientOf } from './session-client';

/**
 * Signing in with an OpenID Connect provider in Chromium: the real provider of the run
 * (oidc-provider.mjs), the real server, the built app. The provider approves at once, vouching for
 * the person the test chose.
 */

interface Person {
  sub: string;
  email: string;
  name: string;
}

async function providerVouchesFor(request: APIRequestContext, person: Person) {
  const answer = await request.post(OIDC.person, { data: person });
  expect(answer.status()).toBe(204);
}

const newPerson = (label: string): Person => {
  const email = uniqueEmail(label);
  return { sub: `sub-${email}`, email, name: 'Olivia Provider' };
};

/** The signed-in member as the server has them. */
async function me(page: Page, baseURL: string) {
  const answer = await (await clientOf(page, baseURL)).request('GET', '/auth/me');
  expect(answer.status).toBe(200);
  return (answer.body as { data: { id: string; username: string; verified: boolean; role: string } }).data;
}

async function continueWithProvider(page: Page) {
  await page.getByRole('button', { name: `Continue with ${OIDC.name}` }).click();
}

async function signOut(page: Page) {
  await page.getByTestId('nav-logout').click();
  await expect(page).toHaveURL(/\/core\/auth\/login$/);
}

test('a new visitor signs in with the provider as a verified member, and again into the same account', async ({
  page,
  request,
  baseURL,
}) => {
  const person = newPerson('oidc-new');
  await providerVouchesFor(request, person);

  await page.goto('/core/auth/login');
  // the one configured provider, and no other
  await expect(page.getByTestId('oauth-providers').getByRole('button')).toHaveCount(1);
  await continueWithProvider(page);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
  // the session never travelled in the address: the one-time code is gone with the callback page
  expect(page.url()).not.toContain('code=');
  const first = await me(page, baseURL as string);
  expect(first).toMatchObject({ username: person.email, verified: true, role: 'member' });

  // The account page lists the provider (with its e-mail) and no password: the account was made by it.
  await page.goto('/core/user/account');
  const methods = page.getByTestId('sign-in-methods');
  await expect(methods.getByTestId('identity-item')).toHaveCount(1);
  await expect(methods.getByTestId('identity-item')).toContainText(OIDC.name);
  await expect(methods.getByTestId('identity-item')).toContainText(person.email);
  await expect(methods.getByTestId('no-password')).toBeVisible();
  // its only way to sign in cannot be removed
  await expect(methods.getByTestId('identity-remove')).toHaveCount(0);

  // Signed out and in again with the provider: the same account, still one identity.
  await signOut(page);
  await continueWithProvider(page);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
  const again = await me(page, baseURL as string);
  expect(again.id).toBe(first.id);
  expect(again.username).toBe(person.email);
  await page.goto('/core/user/account');
  await expect(page.getByTestId('identity-item')).toHaveCount(1);
});

test("a provider's e-mail that already has an account is linked only after its password sign-in", async ({
  page,
  request,
  baseURL,
}) => {
  const email = await verifiedAccount(page, 'oidc-owner');
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
  const owner = await me(page, baseURL as string);
  await signOut(page);

  await providerVouchesFor(request, { sub: `sub-${email}`, email, name: 'Owner Elsewhere' });
  await continueWithProvider(page);
  // not entered: the login screen asks the person to prove the account is theirs
  const notice = page.getByTestId('oauth-refusal');
  await expect(notice).toContainText(`Connect ${OIDC.name} to your account`);
  await expect(notice).toContainText('An account with this e-mail already exists');
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();

  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
  await page.goto('/core/user/account');
  const methods = page.getByTestId('sign-in-methods');
  await expect(methods.getByTestId('identity-item')).toContainText(OIDC.name);
  await expect(methods.getByTestId('no-password')).toHaveCount(0);

  // from now on the provider signs in to that same account
  await signOut(page);
  await continueWithProvider(page);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
  expect((await me(page, baseURL as string)).id).toBe(owner.id);
});

test('a sign-in cancelled at the provider says so in the reader’s language, with what to do next', async ({
  page,
  request,
}) => {
  await providerVouchesFor(request, newPerson('oidc-cancel'));
  await page.goto('/core/auth/login');
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'vi'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  const cancelled = await request.post(OIDC.cancelNext);
  expect(cancelled.status()).toBe(204);
  await page.getByRole('button', { name: `Tiếp tục với ${OIDC.name}` }).click();
  const notice = page.getByTestId('oauth-refusal');
  await expect(notice).toContainText('Việc đăng nhập đã bị hủy tại nhà cung cấp');
  await expect(notice).toContainText(`Hãy chọn lại ${OIDC.name} khi bạn sẵn sàng`);
  // the button is there to try again
  await expect(page.getByRole('button', { name: `Tiếp tục với ${OIDC.name}` })).toBeVisible();
});

test('a member connects the provider from the account page, then removes it', async ({ page, request }) => {
  const email = await verifiedAccount(page, 'oidc-linker');
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });

  // the provider knows this person under another address: linking needs no matching e-mail
  const person = newPerson('oidc-linked');
  await providerVouchesFor(request, person);
  await page.goto('/core/user/account');
  const methods = page.getByTestId('sign-in-methods');
  await expect(methods.getByTestId('identity-item')).toHaveCount(0);
  await methods.getByRole('button', { name: `Connect ${OIDC.name}` }).click();

  // back on the account page, the provider listed beside the password
  await expect(page).toHaveURL(/\/core\/user\/account$/, { timeout: 60_000 });
  await expect(methods.getByTestId('identity-item')).toContainText(person.email);
  await expect(methods.getByRole('button', { name: `Connect ${OIDC.name}` })).toHaveCount(0);

  await methods.getByTestId('identity-remove').click();
  await page.getByTestId('confirm-action').click();
  await expect(methods.getByTestId('identity-item')).toHaveCount(0);
  await expect(methods.getByRole('button', { name: `Connect ${OIDC.name}` })).toBeVisible();
});
