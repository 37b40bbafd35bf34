import { expect as baseExpect, type Page, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './helpers';
import { ADMIN } from './playwright.config';
import { clientOf } from './session-client';

/**
 * Forms through the screens: the operator designs a form for a "Bank account"
 * document (an input, a select over currencies, a date picker, an attachment and a pie chart of the
 * records by currency) and assigns it; a member fills it, uploading a PDF with its progress showing,
 * and saves; the operator opens the record in the same form and downloads the file; a member who may
 * not view the record is refused the download (403). The documents, currencies, the member's role and
 * the users are made over the API (other specs drive those screens); the form is made and used in the UI.
 */

const expect = baseExpect.configure({ timeout: 60_000 });
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const CURRENCY = `cur-${run}`;
const BANK = `bank-${run}`;
const BANK_NAME = `Bank account ${run}`;
const ROLE = `filler-${run}`;

/** A valid PDF padded to about 3 MB with comment lines, so its upload takes long enough to watch. */
const PDF = Buffer.concat([
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\n',
    'latin1',
  ),
  Buffer.from(`${'%'.padEnd(99, 'x')}\n`.repeat(30_000), 'latin1'),
  Buffer.from('trailer<</Root 1 0 R>>\n%%EOF\n', 'latin1'),
]);

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/core/auth/login');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-nav')).toBeVisible({ timeout: 150_000 });
}

/** Picks an option of an MUI select or autocomplete named `name` inside `scope`. */
async function choose(page: Page, scope: ReturnType<Page['getByTestId']>, name: string, option: string) {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click({ timeout: 60_000 });
}

test('forms: an operator designs a Bank account form, a member fills it with a PDF, the operator downloads it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(900_000);
  await signIn(page, ADMIN.email, ADMIN.password);
  const admin = await clientOf(page, baseURL as string);

  // the documents and currencies (the administrator's role gets every level on what it defines)
  for (const body of [
    {
      code: CURRENCY,
      name: { en: `Currency ${run}`, vi: `Tiền tệ ${run}` },
      collection: 'masterdata',
      fields: [{ code: 'code', label: { en: 'Code', vi: 'Mã' }, type: 'string', required: true }],
    },
    {
      code: BANK,
      name: { en: BANK_NAME, vi: `Tài khoản ngân hàng ${run}` },
      collection: 'business',
      fields: [
        { code: 'bankName', label: { en: 'Bank name', vi: 'Tên ngân hàng' }, type: 'string', required: true },
        {
          code: 'currency',
          label: { en: 'Currency', vi: 'Tiền tệ' },
          type: 'string',
          reference: { mode: 'own', document: CURRENCY, labelField: 'code' },
        },
        { code: 'opened', label: { en: 'Opened', vi: 'Ngày mở' }, type: 'date' },
        { code: 'statement', label: { en: 'Statement', vi: 'Sao kê' }, type: 'object' },
      ],
    },
  ]) {
    const made = await admin.request('POST', '/documents', { body });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }
  for (const code of ['USD', 'EUR', 'VND']) {
    const made = await admin.request('POST', `/data/${CURRENCY}`, { body: { data: { code } } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }
  // a role that may view and create bank accounts and view every currency, and a member holding it
  const role = await admin.request('POST', '/roles', {
    body: {
      code: ROLE,
      name: { en: `Filler ${run}`, vi: `Người nhập ${run}` },
      permissions: [
        { document: BANK, levels: [1, 3] },
        // view all: currencies are the administrator's records, a plain view shows only one's own
        { document: CURRENCY, levels: [1, 2] },
      ],
    },
  });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const filler = uniqueEmail('filler');
  const outsider = uniqueEmail('outsider');
  for (const [username, roleCode] of [
    [filler, ROLE],
    [outsider, 'member'],
  ]) {
    const made = await admin.request('POST', '/admin/users', {
      body: { username, name: 'Form Member', role: roleCode, password: PASSWORD },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }

  // --- the operator designs the form in the designer ---
  await page.goto('/core/form');
  await expect(page.getByTestId('form-list-page')).toBeVisible();
  await page.getByRole('link', { name: 'New form' }).click();
  const designer = page.getByTestId('form-designer');
  await designer.getByTestId('form-name').fill(`Bank form ${run}`);
  await choose(page, designer, 'Document', `${BANK_NAME} (${BANK})`);
  await expect(page.getByTestId('form-palette')).toBeVisible();
  // publish components the app does not have are listed, not left out
  await expect(page.getByTestId('form-palette')).toContainText('Timer');
  await expect(page.getByTestId('form-palette')).toContainText('Not yet available');

  const inspector = page.getByTestId('form-inspector');
  // a component dragged from the palette onto the grid (dnd-kit), then the rest added from the keyboard
  const source = page.getByTestId('palette-input');
  const canvas = page.getByTestId('form-canvas');
  // dragged again when a drop did not take, as a person would: on a loaded CI machine one drop left
  // the canvas empty
  await expect(async () => {
    const from = await source.boundingBox();
    const to = await canvas.boundingBox();
    if (!from || !to) throw new Error('palette or canvas not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 5, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect(canvas.getByTestId('select-input')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(canvas.getByTestId('select-input')).toHaveCount(1);
  await expect(inspector).toContainText('Input');
  // a new component edits no field until one is chosen
  await expect(inspector.getByTestId('inspector-field')).toHaveValue('');
  await choose(page, inspector, 'Field', 'Bank name (bankName)');
  await inspector.getByTestId('inspector-label-en').fill('Bank');
  await inspector.getByTestId('inspector-label-vi').fill('Ngân hàng');

  await page.getByRole('button', { name: 'Add Select', exact: true }).click();
  await choose(page, inspector, 'Field', 'Currency (currency)');
  await page.getByRole('button', { name: 'Add Date picker', exact: true }).click();
  await choose(page, inspector, 'Field', 'Opened (opened)');
  await page.getByRole('button', { name: 'Add Attachment', exact: true }).click();
  await choose(page, inspector, 'Field', 'Statement (statement)');
  await page.getByRole('button', { name: 'Add Pie chart', exact: true }).click();
  await choose(page, inspector, 'Count records by', 'Currency (currency)');

  // the live preview draws the form as it stands
  const preview = designer.getByTestId('designed-form');
  await expect(preview.getByRole('textbox', { name: 'Bank', exact: true })).toBeVisible();
  await expect(preview.getByRole('combobox', { name: 'Currency' })).toBeVisible();
  await expect(preview.getByTestId('attachment')).toBeVisible();

  // the document's screens use it only when ticked
  const assigned = designer.getByRole('checkbox', { name: "Use on the document's create and edit screens" });
  await expect(assigned).not.toBeChecked();
  await assigned.check();
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(/\/core\/form\/[0-9a-f-]{36}$/);
  await page.goto('/core/form');
  await expect(page.getByRole('row', { name: new RegExp(`Bank form ${run}`) })).toContainText(
    'Used by its document',
  );

  // --- a member fills it ---
  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, filler, PASSWORD);
  await memberPage.goto(`/core/${BANK}/create`);
  const form = memberPage.getByTestId('designed-form');
  await expect(form).toBeVisible();
  // the renderer validates with the document's schema: the required bank name first
  await memberPage.getByTestId('record-save').click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Bank', exact: true }).fill('Vietcombank');
  await form.getByRole('combobox', { name: 'Currency' }).click();
  await memberPage.getByRole('option', { name: 'USD', exact: true }).click({ timeout: 60_000 });
  await form.getByRole('group', { name: 'Opened' }).getByRole('spinbutton').first().click();
  await memberPage.keyboard.type('15032024');

  // the upload's progress in percent, recorded as the page shows it (slowed so it can be seen)
  await memberPage.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenProgress: string[] }).seenProgress = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="attachment"]')?.textContent ?? '';
      const match = /Uploading (\d+)%/.exec(text);
      if (match?.[0] && !seen.includes(match[0])) seen.push(match[0]);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const cdp = await memberPage.context().newCDPSession(memberPage);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 600 * 1024,
  });
  await form
    .getByTestId('attachment-input')
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(form.getByTestId('attachment-name')).toHaveText('statement.pdf', { timeout: 120_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const seen = await memberPage.evaluate(
    () => (window as unknown as { seenProgress: string[] }).seenProgress,
  );
  expect(seen.length, seen.join(', ')).toBeGreaterThan(0);

  await memberPage.getByTestId('record-save').click();
  await expect(memberPage).toHaveURL(new RegExp(`/core/${BANK}$`));
  await expect(memberPage.getByTestId('record-grid')).toContainText('Vietcombank');

  // --- the operator opens the record in the same form, sees the chart and downloads the file ---
  await page.goto(`/core/${BANK}`);
  await page.getByRole('gridcell', { name: 'Vietcombank' }).click();
  const opened = page.getByTestId('designed-form');
  await expect(opened.getByRole('textbox', { name: 'Bank', exact: true })).toHaveValue('Vietcombank');
  await expect(opened.getByTestId('form-chart-legend')).toContainText('USD: 1');
  await expect(opened.getByTestId('attachment-name')).toHaveText('statement.pdf');
  const downloading = page.waitForEvent('download');
  await opened.getByRole('button', { name: 'Download' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('statement.pdf');

  // --- a member who may not view the record may not download its file ---
  const member = await clientOf(memberPage, baseURL as string);
  const records = await member.request<{ data: Array<{ data: { statement: Record<string, string> } }> }>(
    'GET',
    `/data/${BANK}`,
  );
  expect(records.status, JSON.stringify(records.body)).toBe(200);
  const statement = records.body.data[0]?.data.statement ?? {};
  const asked = { document: BANK, name: statement.name, path: statement.path, mimeType: statement.mimeType };
  const outsiderPage = await (await browser.newContext()).newPage();
  await signIn(outsiderPage, outsider, PASSWORD);
  const stranger = await clientOf(outsiderPage, baseURL as string);
  const denied = await stranger.request<{ error: { code: string } }>('POST', '/file/download', {
    body: asked,
  });
  expect([denied.status, denied.body.error.code]).toEqual([403, 'FORBIDDEN']);
});
