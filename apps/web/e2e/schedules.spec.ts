import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN } from './playwright.config';

/**
 * The administrator re-times a harmless task (expired sessions and links) to
 * every 10 seconds, sees it run, pauses it in the UI and it does not run while three periods pass;
 * "run now" runs it once (the last-run column changes once, and stays while the task is paused).
 */
const TASK = 'auth.purge';
const PERIOD_MS = 10_000;

async function signIn(page: Page) {
  await page.goto('/core/auth/login');
  await page.locator('input[name="username"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-nav')).toBeVisible({ timeout: 90_000 });
}

const row = (page: Page): Locator => page.locator(`[data-testid="schedule-row"][data-name="${TASK}"]`);
const lastRun = async (page: Page) => (await row(page).getAttribute('data-last-run')) ?? '';

/** The page read afresh (not the list's own polling), so what it shows is what the server has. */
async function reload(page: Page) {
  await page.reload();
  await expect(row(page)).toBeVisible({ timeout: 90_000 });
}

test('a task paused in the UI does not run, and "run now" runs it once', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page);
  await page.goto('/core/taskschedule');
  await expect(row(page)).toBeVisible({ timeout: 90_000 });

  // every 10 seconds, so that a pause has something to stop
  await row(page).getByTestId('schedule-edit').click();
  const dialog = page.getByTestId('schedule-dialog');
  await dialog.locator('input[name="amount"]').fill('5');
  await dialog.locator('[role="combobox"]').click();
  await page.getByRole('option', { name: 'seconds' }).click();
  await dialog.getByTestId('schedule-save').click();
  // 5 seconds is refused here, as the server would
  await expect(dialog.getByTestId('schedule-problem')).toContainText('10 seconds');
  await dialog.locator('input[name="amount"]').fill('10');
  await dialog.getByTestId('schedule-save').click();
  await expect(dialog).toBeHidden();
  await expect(row(page).getByTestId('schedule-timing')).toContainText('Every 10 seconds');

  // it runs on the new timing
  const before = await lastRun(page);
  await expect.poll(() => reload(page).then(() => lastRun(page)), { timeout: 60_000 }).not.toBe(before);

  await row(page).getByTestId('schedule-pause').click();
  await expect(row(page).getByTestId('schedule-state')).toHaveText('Paused');
  await expect(row(page).getByTestId('schedule-next-run')).toHaveText('Not while paused');
  await page.waitForTimeout(1_500); // a run taken just before the pause may still be recorded
  await reload(page);
  const atPause = await lastRun(page);
  await page.waitForTimeout(3 * PERIOD_MS);
  await reload(page);
  expect(await lastRun(page)).toBe(atPause);
  await expect(row(page).getByTestId('schedule-state')).toHaveText('Paused');

  // run now: the row shows the run until it is recorded, then the last run moves once
  await row(page).getByTestId('schedule-run').click();
  await expect.poll(() => lastRun(page), { timeout: 60_000 }).not.toBe(atPause);
  await expect(row(page).getByTestId('schedule-waiting')).toBeHidden();
  await expect(row(page).getByTestId('schedule-last-run')).toContainText('Succeeded');
  const afterRun = await lastRun(page);
  await expect(row(page).getByTestId('schedule-last-run-at')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await page.waitForTimeout(2 * PERIOD_MS);
  await reload(page);
  expect(await lastRun(page)).toBe(afterRun);

  // a phone sees the same task as a card, without sideways scrolling
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1440, height: 900 });

  // leave it as the code has it
  await row(page).getByTestId('schedule-resume').click();
  await expect(row(page).getByTestId('schedule-state')).toHaveText('Active');
  await row(page).getByTestId('schedule-edit').click();
  await page.getByRole('button', { name: 'Use the default' }).click();
  await expect(page.getByTestId('schedule-dialog')).toBeHidden();
  await expect(row(page).getByTestId('schedule-timing')).not.toContainText('Every 10 seconds');
});
