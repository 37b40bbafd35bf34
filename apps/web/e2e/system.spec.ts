import { expect as baseExpect, type Page, test } from '@playwright/test';
import { ADMIN } from './playwright.config';
import { clientOf } from './session-client';

/**
 * The operators' system screen: an event rule posts to a webhook whose host does not exist (the
 * .invalid top-level domain never resolves), so the rule's run (the events.run job) fails on every
 * attempt and ends failed. The operator sees it under the notifications queue with its error, points
 * the rule at an in-app notification instead, presses Retry on the screen, and the job runs to the end:
 * it leaves the failed list and the rule's run is recorded as succeeded.
 */

const expect = baseExpect.configure({ timeout: 60_000 });
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const DOC = { code: `server-room-${run}`, en: `Server room ${run}`, vi: `Phòng máy ${run}` };
const HOST = `hooks-${run}.invalid`;

async function signIn(page: Page) {
  await page.goto('/core/auth/login');
  await page.locator('input[name="username"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-nav')).toBeVisible({ timeout: 150_000 });
}

test('system: a failed job is shown with its error, retried from the screen, then done', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(600_000);
  await signIn(page);
  const admin = await clientOf(page, baseURL as string);

  const made = await admin.request('POST', '/documents', {
    body: {
      code: DOC.code,
      name: { en: DOC.en, vi: DOC.vi },
      collection: 'business',
      fields: [{ code: 'rack', label: { en: 'Rack', vi: 'Giá' }, type: 'string', required: true }],
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const rule = {
    name: `Tell the monitoring ${run}`,
    document: DOC.code,
    trigger: { kind: 'created' },
    action: { kind: 'webhook', url: `https://${HOST}/events` },
    enabled: true,
  };
  const created = await admin.request<{ data: { id: string } }>('POST', '/events/rules', { body: rule });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const ruleId = created.body.data.id;
  const record = await admin.request('POST', `/data/${DOC.code}`, { body: { data: { rack: 'R1' } } });
  expect(record.status, JSON.stringify(record.body)).toBe(201);

  // the screen, from the sidebar's entry under management
  await page.goto('/core/system');
  await expect(page.getByTestId('system-page')).toBeVisible();
  await expect(page.getByTestId('system-database')).toHaveAttribute('data-status', 'ok');
  await expect(page.getByTestId('instance-row').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-nav').getByRole('link', { name: 'System' })).toBeVisible();

  // the run fails on each of its attempts (2 s, 4 s ... apart, about a minute), then shows as failed
  const notifications = page.locator('[data-testid="queue-row"][data-queue="notifications"]');
  await notifications.getByTestId('queue-expand').click();
  const failed = page.getByTestId('failed-job').filter({ hasText: HOST });
  await expect(failed).toBeVisible({ timeout: 240_000 });
  await expect(failed).toContainText('events.run');
  await expect(failed.getByTestId('failed-job-error')).toContainText(`ENOTFOUND ${HOST}`);
  await expect(failed).toContainText('6 / 6');

  // the cause fixed: the rule now writes an in-app notification to the administrators
  const fixed = await admin.request('PUT', `/events/rules/${ruleId}`, {
    body: {
      ...rule,
      action: { kind: 'notification', role: 'administrator', subject: 'Rack {{rack}}', body: 'Added.' },
    },
  });
  expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);

  await failed.getByTestId('failed-job-retry').click();
  await expect(page.getByText('The job events.run is queued again')).toBeVisible();
  await expect(failed).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const runs = await admin.request<{ data: Array<{ status: string }> }>('GET', '/events/runs', {
          query: { rule: ruleId },
        });
        return runs.body.data.map((r) => r.status);
      },
      { timeout: 60_000 },
    )
    .toEqual(['succeeded']);
});
