import { type Browser, expect as baseExpect, type Locator, type Page } from '@playwright/test';

/**
 * Steps of the back-office screens shared by the e2e specs (the back-office journey): signing in, the
 * document designer, the permission matrix, the menu editor and the users screen. UI only.
 */

// Every back-office save also reads the user's menus again; on a loaded 2-core machine that is slow.
export const expect = baseExpect.configure({ timeout: 60_000 });

/** A suffix that keeps codes and names of this run apart from other runs against the same server. */
export const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export interface DocumentName {
  code: string;
  en: string;
  vi: string;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/core/auth/login');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  // A loaded machine (argon2, the captcha's proof of work) may take a while to sign in.
  await expect(page.getByTestId('dashboard-nav')).toBeVisible({ timeout: 150_000 });
}

/** A page in a browser context of its own: another person, with their own session. */
export async function newPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

export async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export interface FieldSpec {
  code: string;
  en: string;
  vi: string;
  type?: string;
  switches?: string[];
  min?: string;
  own?: { document: DocumentName; labelField: string };
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
  // Closed again, so the next field's editor is the one open. Its closing slides the add button up:
  // clicked while it moves (a loaded machine paints few frames), the press and the release land on
  // different places and no field is added, so the next click waits until the editor has closed.
  await editor.getByRole('button', { name: field.code }).click();
  await expect(editor.getByRole('textbox', { name: 'Field code', exact: true })).toBeHidden();
}

/** Designs a document in /core/document/create; the live preview shows its inputs before it is saved. */
export async function designDocument(page: Page, doc: DocumentName, collection: string, fields: FieldSpec[]) {
  await page.goto('/core/document/create');
  const designer = page.getByTestId('document-designer');
  await designer.getByRole('textbox', { name: 'Code', exact: true }).fill(doc.code);
  await choose(designer, page, 'Collection', collection);
  await designer.getByRole('textbox', { name: 'Name (English)', exact: true }).fill(doc.en);
  await designer.getByRole('textbox', { name: 'Name (Vietnamese)', exact: true }).fill(doc.vi);
  for (const [index, field] of fields.entries()) await addField(page, index, field);
  for (const field of fields)
    await expect(page.getByTestId('form-preview').getByText(field.en).first()).toBeVisible();
  await page.getByTestId('document-save').click();
  await expect(page).toHaveURL(new RegExp(`/core/document/${doc.code}$`));
}

/** Ticks levels of documents for a role in the permission matrix, and saves. */
export async function grantInMatrix(page: Page, role: string, grants: Array<[DocumentName, string[]]>) {
  await page.goto(`/core/role/${role}`);
  const matrix = page.getByTestId('permission-matrix');
  for (const [doc, levels] of grants) {
    await matrix.getByLabel('Search documents').fill(doc.code);
    for (const level of levels)
      await matrix.getByRole('checkbox', { name: `${doc.en}: ${level}`, exact: true }).check();
  }
  await page.getByTestId('role-save').click();
  await expect(page.getByText('Update success')).toBeVisible();
}

/** A new menu section with one item opening the document, visible to `role`. */
export async function addMenuItem(
  page: Page,
  section: { en: string; vi: string },
  doc: DocumentName,
  role: string,
) {
  await page.goto('/core/menu');
  await page.getByTestId('menu-add-section').click();
  const form = page.getByTestId('menu-node-form');
  await form.getByLabel('Title (English)').fill(section.en);
  await form.getByLabel('Title (Vietnamese)').fill(section.vi);
  await form.getByTestId('menu-node-save').click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: `Add an item under ${section.en}` }).click();
  await form.getByLabel('Title (English)').fill(doc.en);
  await form.getByLabel('Title (Vietnamese)').fill(doc.vi);
  await form.getByRole('textbox', { name: 'Path', exact: true }).fill(doc.code);
  await form.getByRole('combobox', { name: 'Document', exact: true }).fill(doc.code);
  await page.getByRole('option', { name: new RegExp(doc.code) }).click();
  await form.getByRole('combobox', { name: 'Visible to roles' }).click();
  await page.getByRole('option', { name: role, exact: false }).first().click();
  await form.getByTestId('menu-node-save').click();
  await expect(form).toBeHidden();
  await expect(page.locator(`[data-testid="menu-node"][data-title="${doc.en}"]`)).toBeVisible();
}

/** A member of the default role (basic), created on the users screen with a password; answers their page's address. */
export async function createMember(
  page: Page,
  name: string,
  email: string,
  password: string,
): Promise<string> {
  await page.goto('/core/user/create');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Set a password now').check();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('user-submit').click();
  await expect(page.getByTestId('user-edit-page')).toBeVisible();
  await expect(page.getByTestId('user-status')).toHaveText('Active');
  return page.url();
}
