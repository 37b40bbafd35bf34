import { expect, test } from '@playwright/test';
import { login, register, uniqueEmail, verify } from './helpers';

test.describe('account journey', () => {
  test('register, verify by e-mail, return to the requested page, switch language, theme and direction, log out', async ({
    page,
  }) => {
    const email = uniqueEmail('journey');
    await register(page, email, 'Journey Trader');
    await expect(page.getByTestId('register-success')).toContainText(
      'check your e-mail (and the spam folder)',
    );

    await verify(page, email);

    // A guarded page sends the visitor to login and comes back after it.
    await page.goto('/core/user/account');
    await expect(page).toHaveURL(/\/core\/auth\/login\?returnTo=%2Fcore%2Fuser%2Faccount/);
    await login(page, email);
    await expect(page.getByText('Login success')).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/core\/user\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByTestId('nav-account')).toContainText('Journey Trader');
    await expect(page.getByTestId('dashboard-nav')).toContainText('Dashboard');

    // Vietnamese: the shell returns home and every text is Vietnamese (this is the account's first
    // sign-in, so no "welcome back").
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-vi').click();
    await expect(page).toHaveURL(/\/core$/);
    await expect(page.getByTestId('dashboard-welcome')).toHaveText('Chào mừng, Journey Trader');
    await expect(page.getByTestId('nav-logout')).toHaveText('Đăng xuất');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

    // Dark mode and right-to-left, kept in local storage.
    await page.getByTestId('settings-button').click();
    await page.getByRole('button', { name: 'Tối' }).click();
    await page.getByRole('button', { name: 'Phải sang trái' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(20, 26, 33)');
    expect(
      await page.evaluate(() => [localStorage.getItem('themeMode'), localStorage.getItem('themeDirection')]),
    ).toEqual(['dark', 'rtl']);
    await page.keyboard.press('Escape');
    // In rtl the sidebar sits on the right.
    const box = await page.getByTestId('sidebar').boundingBox();
    expect(box?.x ?? 0).toBeGreaterThan(1000);

    await page.getByTestId('nav-logout').click();
    await expect(page).toHaveURL(/\/core\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/core');
    await expect(page).toHaveURL(/\/core\/auth\/login/);
  });

  test('the login form shows the validation messages word for word', async ({ page }) => {
    await page.goto('/core/auth/login');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Email must be a valid email address')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  test('a wrong password is answered above the form', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email address').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('form-error')).toBeVisible();
  });
});

test.describe('public site', () => {
  test('shows the site name from the server, the version and the 404 page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('landing-title')).toBeVisible();
    await expect(page).toHaveTitle(/BITDATA/);
    await expect(page.getByTestId('version-label')).toHaveText('v1.1.0');
    await page.goto('/this/does/not/exist');
    await expect(page.getByTestId('page-404')).toBeVisible();
  });

  test('switches the public site to Vietnamese', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-vi').click();
    await expect(page.getByTestId('landing-title')).toHaveText(
      'Tìm điểm vào lệnh tiếp theo trước khi giá chạy',
    );
    await page.reload();
    await expect(page.getByRole('link', { name: 'Trang chủ' }).first()).toBeVisible();
  });
});
