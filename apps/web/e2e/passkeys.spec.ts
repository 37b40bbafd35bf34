import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';

/**
 * Passkeys in Chromium with a virtual authenticator (the DevTools protocol's WebAuthn domain: a
 * platform authenticator holding discoverable credentials, the user verified by "fingerprint"): a
 * member adds one on the account page, signs out, signs in with it from the login screen (its button,
 * then its autofill), removes it, and the browser's copy of the removed passkey is then refused.
 */

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  // Counts the autofill requests waiting in the page, so a test knows the login screen's offer has
  // reached the browser before it lets the authenticator answer.
  await page.addInitScript(() => {
    const get = navigator.credentials.get.bind(navigator.credentials);
    const counted = window as unknown as { passkeyAutofillWaiting: number };
    counted.passkeyAutofillWaiting = 0;
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      if (options?.mediation !== 'conditional') return get(options);
      counted.passkeyAutofillWaiting += 1;
      return get(options).finally(() => {
        counted.passkeyAutofillWaiting -= 1;
      });
    };
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signOut(page: Page) {
  await page.getByTestId('nav-logout').click();
  await expect(page).toHaveURL(/\/core\/auth\/login$/);
}

/**
 * Signs out and presses "Sign in with a passkey". The login screen also offers the passkeys as the
 * e-mail field's autofill, a request the virtual authenticator answers at once; the member's touch is
 * held back until that offer is waiting in the browser (it follows a fetch of the server's options,
 * so it can come after the button shows), so the button's own request is the one answered.
 */
async function signOutThenPressPasskeyButton(page: Page, cdp: CDPSession, authenticatorId: string) {
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
  await signOut(page);
  const button = page.getByTestId('passkey-sign-in');
  await expect(button).toBeVisible();
  await page.waitForFunction(
    () => (window as unknown as { passkeyAutofillWaiting: number }).passkeyAutofillWaiting > 0,
  );
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true });
  await button.click();
}

test('a member adds a passkey, signs in with it, removes it, and the removed one is refused', async ({
  page,
}) => {
  const email = await verifiedAccount(page, 'passkey');
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });

  // Add: named on the account page, made by the authenticator, listed with its dates.
  await page.goto('/core/user/account');
  const methods = page.getByTestId('sign-in-methods');
  await expect(methods.getByTestId('passkeys-empty')).toBeVisible();
  await methods.getByTestId('passkey-add').click();
  await page.getByTestId('passkey-name').fill('Test laptop');
  await page.getByTestId('passkey-create').click();
  const item = methods.getByTestId('passkey-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Test laptop');
  await expect(item).toContainText('Last used never');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  expect(credentials[0]?.rpId).toBe('localhost');

  // Sign in with it: the login screen's button, no e-mail or password typed.
  await signOutThenPressPasskeyButton(page, cdp, authenticatorId);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
  const { credentials: used } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(used[0]?.signCount).toBeGreaterThan(0);

  // The login screen also offers it as the e-mail field's autofill: chosen there (the virtual
  // authenticator answers at once), it signs in without a press of the button.
  await signOut(page);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });

  // Remove it, after confirming: the account is back to its password alone.
  await page.goto('/core/user/account');
  await expect(item).not.toContainText('Last used never');
  await methods.getByTestId('passkey-remove').click();
  await page.getByTestId('confirm-action').click();
  await expect(methods.getByTestId('passkeys-empty')).toBeVisible();

  // The browser still holds the removed passkey: signing in with it is refused, saying what to do.
  await signOutThenPressPasskeyButton(page, cdp, authenticatorId);
  await expect(page.getByTestId('form-error')).toContainText(
    'Sign in with your password, then add a new passkey',
  );
  await expect(page).toHaveURL(/\/core\/auth\/login$/);
});
