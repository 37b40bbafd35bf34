import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN } from './playwright.config';

/**
 * Issue 13, documents and records as data, through the screens: the operator designs a master-data
 * "currency" document and a "bank account" document referencing it, creates records with the
 * generated form, is refused a duplicate account number with the translated message, and removes
 * the field "opened" without losing the records.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const CURRENCY = { code: `currency-${run}`, en: `Currency ${run}`, vi: `Tiền tệ ${run}` };
const BANK = { code: `bank-account-${run}`, en: `Bank account ${run}`, vi: `Tài khoản ngân hàng ${run}` };

async function signIn(page: Page) {
  await page.goto('/core/auth/login');
  await page.locator('input[name="username"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-nav')).toBeVisible({ timeout: 150_000 });
}

async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface FieldSpec {
  code: string;
  en: string;
  vi: string;
  type?: string;
  switches?: string[];
  min?: string;
  own?: { document: typeof CURRENCY; labelField: string };
}

/** Adds a field in the designer: the new field's editor opens, and is filled in. */
async function addField(page: Page, index: number, field: FieldSpec) {
  await page.getByTestId('add-field').click();
  const editor = page.getByTestId(`field-editor-${index}`);
  await editor.getByRole('textbox', { name: 'Field code', exact: true }).fill(field.code);
  if (field.type) await choose(editor, page, 'Type', field.type);
  await editor.getByRole('textbox', { name: 'Label (English)', exact: true }).fill(field.en);
  await editor.getByRole('textbox', { name: 'Label (Vietnamese)', exact: true }).fill(field.vi);
  for (const name of field.switches ?? []) await editor.getByRole('switch', { name }).check();
  if (field.min) await editor.getByRole('textbox', { name: 'Minimum', exact: true }).fill(field.min);
  if (field.own) {
    await choose(editor, page, 'Value from', 'Records of a document');
    await choose(editor, page, 'Document', `${field.own.document.en} (${field.own.document.code})`);
    await editor.getByRole('textbox', { name: 'Label field', exact: true }).fill(field.own.labelField);
  }
  // Closed again, so the next field's editor is the one open.
  await editor.getByRole('button', { name: field.code }).click();
}

async function designDocument(
  page: Page,
  doc: { code: string; en: string; vi: string },
  collection: string,
  fields: FieldSpec[],
) {
  await page.goto('/core/document/create');
  const designer = page.getByTestId('document-designer');
  await designer.getByRole('textbox', { name: 'Code', exact: true }).fill(doc.code);
  await choose(designer, page, 'Collection', collection);
  await designer.getByRole('textbox', { name: 'Name (English)', exact: true }).fill(doc.en);
  await designer.getByRole('textbox', { name: 'Name (Vietnamese)', exact: true }).fill(doc.vi);
  for (const [index, field] of fields.entries()) await addField(page, index, field);
  // The live preview shows the generated inputs before anything is saved.
  for (const field of fields)
    await expect(page.getByTestId('form-preview').getByText(field.en).first()).toBeVisible();
  await page.getByTestId('document-save').click();
  await expect(page.getByText('Update success')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/core/document/${doc.code}$`));
}

test('an operator designs documents, creates records, is refused a duplicate and removes a field', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await signIn(page);

  await designDocument(page, CURRENCY, 'Master data', [
    { code: 'code', en: 'Currency code', vi: 'Mã tiền tệ', switches: ['Required', 'Unique', 'Searchable'] },
  ]);

  // Master data: the collection's documents as tabs, each with the generic list and form.
  for (const code of ['VND', 'USD']) {
    await page.goto(`/core/master-data/masterdata?document=${CURRENCY.code}`);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('textbox', { name: 'Currency code', exact: true }).fill(code);
    await page.getByTestId('record-save').click();
    await expect(page.getByText('Update success').first()).toBeVisible();
    await expect(page.getByTestId('record-grid')).toContainText(code);
  }

  await designDocument(page, BANK, 'Business', [
    {
      code: 'bankName',
      en: 'Bank name',
      vi: 'Tên ngân hàng',
      switches: ['Required', 'Searchable', 'Sortable'],
    },
    { code: 'accountNumber', en: 'Account number', vi: 'Số tài khoản', switches: ['Unique'] },
    { code: 'currency', en: 'Currency', vi: 'Tiền tệ', own: { document: CURRENCY, labelField: 'code' } },
    { code: 'opened', en: 'Opened', vi: 'Ngày mở', type: 'Date' },
    { code: 'balance', en: 'Balance', vi: 'Số dư', type: 'Decimal (double)', min: '0' },
  ]);

  const records = [
    { bank: 'Vietcombank', number: `0071-${run}`, currency: 'VND', opened: '15032024', balance: '1500.5' },
    { bank: 'ACB', number: `1234-${run}`, currency: 'USD', opened: '', balance: '20' },
  ];
  for (const record of records) {
    await page.goto(`/core/${BANK.code}`);
    await page.getByRole('link', { name: 'Create' }).click();
    const form = page.getByTestId('record-form');
    await form.getByRole('textbox', { name: 'Bank name', exact: true }).fill(record.bank);
    await form.getByRole('textbox', { name: 'Account number', exact: true }).fill(record.number);
    await form.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: record.currency, exact: true }).click();
    if (record.opened) {
      await form.getByRole('group', { name: 'Opened' }).getByRole('spinbutton').first().click();
      await page.keyboard.type(record.opened);
    }
    // The form checks what the server checks: a negative balance is refused before sending.
    await form.getByRole('textbox', { name: 'Balance', exact: true }).fill('-1');
    await page.getByTestId('record-save').click();
    await expect(form.getByText('This value is too small')).toBeVisible();
    await form.getByRole('textbox', { name: 'Balance', exact: true }).fill(record.balance);
    await page.getByTestId('record-save').click();
    await expect(page).toHaveURL(new RegExp(`/core/${BANK.code}$`));
    await expect(page.getByTestId('record-grid')).toContainText(record.bank);
  }
  const grid = page.getByTestId('record-grid');
  await expect(grid).toContainText('2024-03-15');

  // A duplicate account number: the server refuses it, the form says why on the field.
  await page.getByRole('link', { name: 'Create' }).click();
  const form = page.getByTestId('record-form');
  await form.getByRole('textbox', { name: 'Bank name', exact: true }).fill('Techcombank');
  await form.getByRole('textbox', { name: 'Account number', exact: true }).fill(records[0]?.number ?? '');
  await page.getByTestId('record-save').click();
  await expect(form.getByText('This value is already used by another record').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/core/${BANK.code}/create$`));

  // Editing a record and saving it unchanged says so.
  await page.goto(`/core/${BANK.code}`);
  await page.getByRole('gridcell', { name: 'ACB' }).click();
  await expect(
    page.getByTestId('record-form').getByRole('textbox', { name: 'Bank name', exact: true }),
  ).toHaveValue('ACB');
  await page.getByTestId('record-save').click();
  await expect(page.getByText('There are no changes to the form')).toBeVisible();

  // Remove "opened": the records stay, the field is listed as removed until purged.
  await page.goto(`/core/document/${BANK.code}`);
  const opened = page.getByTestId('field-editor-3');
  await opened.getByRole('button', { name: 'opened' }).click();
  await opened.getByRole('button', { name: 'Remove field' }).click();
  await page.getByTestId('document-save').click();
  // The saved document lists the field as removed (the snackbar may be gone on a loaded machine).
  await expect(page.getByTestId('removed-fields')).toContainText('opened', { timeout: 60_000 });
  await expect(
    page.getByTestId('removed-fields').getByRole('button', { name: 'Purge values' }),
  ).toBeVisible();

  await page.goto(`/core/${BANK.code}`);
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(grid).toContainText('Vietcombank');
  await expect(grid).toContainText('ACB');
  await expect(grid.getByRole('columnheader', { name: 'Opened' })).toHaveCount(0);
});
