import type { Locator, Page } from '@playwright/test';
import { test } from '@playwright/test';
import { expect, newPerson, runId, signIn } from './backoffice-helpers';
import { PASSWORD, uniqueEmail } from './helpers';
import { ADMIN } from './playwright.config';
import { clientOf } from './session-client';

/**
 * A form reaches members' create screen only when they can fill in a record with it. An operator
 * adds components, each bound to no field until chosen, binds Symbol twice and asks for the form on
 * the document's screens: the save is refused, naming Symbol, and nothing is stored. Kept as a draft,
 * a second operator who reads Vietnamese asks the same and is refused in Vietnamese (operators of
 * their own: the shared administrator's language stays as it is). With the second Symbol removed, the
 * member's view shows each field once; saved on the screens, a member's create screen shows each
 * field once and creates the record. The document, role and users are made over the API.
 */

const run = runId();
const DOC = { code: `signal-${run}`, en: `Signal plan ${run}`, vi: `Kế hoạch tín hiệu ${run}` };
const ROLE = `signaller-${run}`;
const ASSIGN = "Use on the document's create and edit screens";

async function chooseField(page: Page, inspector: Locator, option: string) {
  await inspector.getByRole('combobox', { name: /Field|Trường/ }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Each field of the document once, as a member fills it in. */
async function expectEachFieldOnce(form: Locator) {
  await expect(form.getByRole('textbox', { name: /^Symbol/ })).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: /^Entry price/ })).toHaveCount(1);
  await expect(form.getByRole('radio', { name: 'long' })).toHaveCount(1);
  await expect(form.getByRole('radio', { name: 'short' })).toHaveCount(1);
}

test('forms: a form binding Symbol twice is refused for the create screen, naming it; fixed and previewed, members get each field once', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  await signIn(page, ADMIN.email, ADMIN.password);
  const admin = await clientOf(page, baseURL as string);
  const made = await admin.request('POST', '/documents', {
    body: {
      code: DOC.code,
      name: { en: DOC.en, vi: DOC.vi },
      collection: 'business',
      fields: [
        { code: 'symbol', label: { en: 'Symbol', vi: 'Mã giao dịch' }, type: 'string', required: true },
        { code: 'entryPrice', label: { en: 'Entry price', vi: 'Giá vào' }, type: 'double', required: true },
        {
          code: 'side',
          label: { en: 'Side', vi: 'Chiều' },
          type: 'string',
          required: true,
          validation: { options: ['long', 'short'] },
        },
      ],
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const role = await admin.request('POST', '/roles', {
    body: {
      code: ROLE,
      name: { en: `Signaller ${run}`, vi: `Người báo tín hiệu ${run}` },
      permissions: [{ document: DOC.code, levels: [1, 3] }],
    },
  });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const operatorEmail = uniqueEmail('form-operator');
  const readerEmail = uniqueEmail('form-reader');
  const memberEmail = uniqueEmail('form-member');
  for (const [username, roleCode] of [
    [operatorEmail, 'administrator'],
    [readerEmail, 'administrator'],
    [memberEmail, ROLE],
  ]) {
    const user = await admin.request('POST', '/admin/users', {
      body: { username, name: 'Form Person', role: roleCode, password: PASSWORD },
    });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
  }

  // --- the operator lays out the form: components start unbound, the option unticked ---
  const operator = await newPerson(browser);
  await signIn(operator, operatorEmail, PASSWORD);
  await operator.goto('/core/form/create');
  const designer = operator.getByTestId('form-designer');
  await designer.getByTestId('form-name').fill(`Signal form ${run}`);
  await designer.getByRole('combobox', { name: 'Document' }).click();
  await operator.getByRole('option', { name: `${DOC.en} (${DOC.code})`, exact: true }).click();
  await expect(designer.getByRole('checkbox', { name: ASSIGN })).not.toBeChecked();
  const inspector = operator.getByTestId('form-inspector');
  const add = (kind: string) => operator.getByRole('button', { name: `Add ${kind}`, exact: true }).click();
  for (const option of ['Symbol (symbol)', 'Symbol (symbol)', 'Entry price (entryPrice)']) {
    await add('Input');
    await expect(inspector.getByTestId('inspector-field')).toHaveValue('');
    await chooseField(operator, inspector, option);
  }
  await add('Radio buttons');
  await expect(inspector.getByTestId('inspector-field')).toHaveValue('');
  await chooseField(operator, inspector, 'Side (side)');

  // --- made the create screen with Symbol twice: refused, naming Symbol; nothing stored ---
  await designer.getByRole('checkbox', { name: ASSIGN }).check();
  await operator.getByTestId('form-save').click();
  const refusal = operator.getByTestId('form-designer-error');
  await expect(refusal).toContainText("This form cannot be used on the document's create and edit screens");
  await expect(refusal).toContainText('Symbol (symbol): This field is bound to more than one component');
  await expect(refusal).not.toContainText('Entry price');
  await expect(operator).toHaveURL(/\/core\/form\/create$/);
  const listed = await admin.request<{ data: Array<{ name: string }> }>('GET', '/forms');
  expect(listed.body.data.map((f) => f.name)).not.toContain(`Signal form ${run}`);
  const documentForm = async () =>
    (await admin.request<{ data: { formId: string | null } }>('GET', `/documents/${DOC.code}`)).body.data
      .formId;
  expect(await documentForm()).toBeNull();

  // --- kept as a draft, off the screens: that may be saved ---
  await designer.getByRole('checkbox', { name: ASSIGN }).uncheck();
  await operator.getByTestId('form-save').click();
  await expect(operator).toHaveURL(/\/core\/form\/[0-9a-f-]{36}$/);
  const formId = new URL(operator.url()).pathname.split('/').pop() as string;
  expect(await documentForm()).toBeNull();

  // --- an operator reading Vietnamese asks for the draft on the screens: refused, naming Mã giao dịch ---
  const reader = await newPerson(browser);
  await signIn(reader, readerEmail, PASSWORD);
  const saved = await (await clientOf(reader, baseURL as string)).request('PUT', '/auth/profile', {
    body: { language: 'vi' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await reader.evaluate(() => window.localStorage.setItem('i18nextLng', 'vi'));
  await reader.goto(`/core/form/${formId}`);
  await expect(reader.locator('html')).toHaveAttribute('lang', 'vi');
  await reader
    .getByTestId('form-designer')
    .getByRole('checkbox', { name: 'Dùng cho màn hình tạo và sửa của tài liệu' })
    .check();
  await reader.getByTestId('form-save').click();
  const vietnamese = reader.getByTestId('form-designer-error');
  await expect(vietnamese).toContainText('Không thể dùng biểu mẫu này cho màn hình tạo và sửa của tài liệu');
  await expect(vietnamese).toContainText(
    'Mã giao dịch (symbol): Trường này được gắn với nhiều hơn một thành phần',
  );
  expect(await documentForm()).toBeNull();
  await reader.context().close();

  // --- fixed: the second Symbol removed; the member's view shows each field once ---
  await operator.getByTestId('form-canvas').getByRole('button', { name: 'Remove' }).nth(1).click();
  await operator.getByTestId('form-member-preview').click();
  const preview = operator.getByTestId('member-preview');
  await expect(preview.getByTestId('member-preview-heading')).toHaveText(`New ${DOC.en}`);
  await expect(preview.getByTestId('member-preview-problems')).toHaveCount(0);
  await expectEachFieldOnce(preview.getByTestId('designed-form'));
  await operator.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(preview).toBeHidden();

  await designer.getByRole('checkbox', { name: ASSIGN }).check();
  await operator.getByTestId('form-save').click();
  await expect(operator.getByText('The form is saved')).toBeVisible();
  await expect.poll(documentForm).toBe(formId);

  // --- a member's create screen: each field once, and the record is created ---
  const member = await newPerson(browser);
  await signIn(member, memberEmail, PASSWORD);
  await member.goto(`/core/${DOC.code}/create`);
  const form = member.getByTestId('designed-form');
  await expectEachFieldOnce(form);
  await form.getByRole('textbox', { name: /^Symbol/ }).fill('BTCUSDT');
  await form.getByRole('textbox', { name: /^Entry price/ }).fill('71160.5');
  await form.getByRole('radio', { name: 'long' }).check();
  await member.getByTestId('record-save').click();
  await expect(member).toHaveURL(new RegExp(`/core/${DOC.code}$`));
  await expect(member.getByTestId('record-grid')).toContainText('BTCUSDT');
  await operator.context().close();
  await member.context().close();
});
