import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { ADMIN, DATA_DIR } from './playwright.config';
import { clientOf } from './session-client';

/**
 * Event rules through the screens: the operator (ADMIN) creates the rule "when a
 * Bank account is created, e-mail me" in the rule editor, a record is created, the activity tab
 * shows the write with its values, the runs tab shows the run succeeded, and the e-mail is in the
 * outbox (DATA_DIR/outbox, the e2e server has no SMTP).
 */

const expect = baseExpect.configure({ timeout: 60_000 });
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const DOC = { code: `bank-account-ev-${run}`, en: `Bank account ev ${run}`, vi: `Tài khoản ev ${run}` };
const BANK_NAME = `Vietcombank ${run}`;

async function signIn(page: Page) {
  await page.goto('/core/auth/login');
  await page.locator('input[name="username"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-nav')).toBeVisible({ timeout: 150_000 });
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** .eml bodies may be quoted-printable. */
const decoded = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The outbox mails whose text contains `needle`. */
function mailsWith(needle: string): string[] {
  const outbox = path.join(DATA_DIR, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((f) => decoded(readFileSync(path.join(outbox, f), 'utf8')))
    .filter((text) => text.includes(needle));
}

test('events: a rule made in the editor e-mails on create; the activity and the run are listed', async ({
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
      fields: [
        { code: 'bankName', label: { en: 'Bank name', vi: 'Tên ngân hàng' }, type: 'string', required: true },
        { code: 'accountNumber', label: { en: 'Account number', vi: 'Số tài khoản' }, type: 'string' },
      ],
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);

  // the rule, through the editor
  await page.goto('/core/event/create');
  await page.getByTestId('rule-name').fill(`E-mail the operator ${run}`);
  await choose(page, 'Document', DOC.en);
  await choose(page, 'When', 'A record is created');
  await choose(page, 'Then', 'Send an e-mail');
  await choose(page, 'Send to', 'An e-mail address');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(ADMIN.email);
  await page.getByTestId('rule-subject').fill(`New bank account {{bankName}}`);
  await page.getByTestId('rule-body').fill('Account {{accountNumber}} at {{bankName}} was opened.');
  await page.getByTestId('rule-save').click();
  await expect(page).toHaveURL(/\/core\/event\?tab=rules$/);
  await expect(page.getByTestId('rule-row').filter({ hasText: `E-mail the operator ${run}` })).toBeVisible();

  // a record of the document
  const record = await admin.request<{ data: { id: string } }>('POST', `/data/${DOC.code}`, {
    body: { data: { bankName: BANK_NAME, accountNumber: '0071000123456' } },
  });
  expect(record.status, JSON.stringify(record.body)).toBe(201);
  const recordId = record.body.data.id;

  // the activity row with its values
  await page.getByTestId('events-tab-activity').click();
  const row = page.getByTestId('activity-row').filter({ hasText: recordId });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('activity-diff')).toContainText('bankName');
  await expect(row.getByTestId('activity-diff')).toContainText(BANK_NAME);
  await expect(row).toContainText('Created');

  // the run succeeded (the list reads itself again while a run is unfinished)
  await page.getByTestId('events-tab-runs').click();
  const runRow = page.getByTestId('run-row').filter({ hasText: recordId });
  await expect(runRow.getByTestId('run-status-succeeded')).toBeVisible({ timeout: 120_000 });

  // exactly one e-mail for this create, to the operator, with the record's values
  await expect.poll(() => mailsWith(`New bank account ${BANK_NAME}`).length, { timeout: 60_000 }).toBe(1);
  const [mail] = mailsWith(`New bank account ${BANK_NAME}`);
  expect(mail).toContain(`To: ${ADMIN.email}`);
  expect(mail).toContain(`Account 0071000123456 at ${BANK_NAME} was opened.`);
});
