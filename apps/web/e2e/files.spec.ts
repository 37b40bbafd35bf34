import { expect as baseExpect, type Page, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './helpers';
import { ADMIN } from './playwright.config';
import { clientOf } from './session-client';

/**
 * Attachments (refusals, and who may download a file), over the API as the web sends
 * it: the encrypted transport with a multipart upload and a blob download, as a signed-in
 * administrator and a member. The Attachment field has its component test; it joins a screen with
 * the form renderer.
 */

const expect = baseExpect.configure({ timeout: 60_000 });
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const DOC = `files-${run}`;
const FILE_MAX_BYTES = 10 * 1024 * 1024;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/core/auth/login');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-nav')).toBeVisible({ timeout: 150_000 });
}

type Stored = { id: string; name: string; path: string; mimeType: string; size: number };
type Failure = { error: { code: string; key: string } };

const form = (fields: Record<string, string>, files: Array<[string, Uint8Array]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, bytes] of files) data.append('file', new Blob([Buffer.from(bytes)]), name);
  return data;
};

test('files: upload refusals, a byte-equal download, and 403 for a member who may not view the record', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  await signIn(page, ADMIN.email, ADMIN.password);
  const admin = await clientOf(page, baseURL as string);

  // a document and one of its records (its creator's role gets every level on it)
  const made = await admin.request('POST', '/documents', {
    body: {
      code: DOC,
      name: { en: `Files ${run}`, vi: `Tệp ${run}` },
      collection: 'business',
      fields: [{ code: 'title', label: { en: 'Title', vi: 'Tiêu đề' }, type: 'string', required: true }],
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const record = await admin.request<{ data: { id: string } }>('POST', `/data/${DOC}`, {
    body: { data: { title: 'Vietcombank' } },
  });
  expect(record.status, JSON.stringify(record.body)).toBe(201);
  const recordId = record.body.data.id;

  const upload = (fields: Record<string, string>, files: Array<[string, Uint8Array]>) =>
    admin.request<{ data: Stored } & Failure>('POST', '/file/upload', { body: form(fields, files) });

  // each refusal is a structured 4xx
  const second = await upload({ document: DOC }, [
    ['a.pdf', PDF],
    ['b.pdf', PDF],
  ]);
  expect([second.status, second.body.error.key]).toEqual([400, 'fileOnlyOne']);
  const exe = new Uint8Array(1024);
  exe.set([0x4d, 0x5a, 0x90, 0x00]);
  const renamed = await upload({ document: DOC }, [['invoice.pdf', exe]]);
  expect([renamed.status, renamed.body.error.key]).toEqual([415, 'fileTypeNotAllowed']);
  const big = new Uint8Array(FILE_MAX_BYTES + 1);
  big.set(PDF);
  const tooLarge = await upload({ document: DOC }, [['big.pdf', big]]);
  expect([tooLarge.status, tooLarge.body.error.key]).toEqual([413, 'fileTooLarge']);
  const passwd = await upload({ document: DOC }, [['../../etc/passwd', Buffer.from('root:x:0:0\n')]]);
  expect([passwd.status, passwd.body.error.key]).toEqual([400, 'fileNameInvalid']);

  // a PDF for the record, and its download byte for byte
  const stored = await upload({ document: DOC, recordId }, [['sao kê tháng 11.pdf', PDF]]);
  expect(stored.status, JSON.stringify(stored.body)).toBe(201);
  const asked = {
    document: DOC,
    name: stored.body.data.name,
    path: stored.body.data.path,
    mimeType: stored.body.data.mimeType,
  };
  const down = await admin.request<Blob>('POST', '/file/download', { body: asked, responseType: 'blob' });
  expect(down.status).toBe(201);
  expect(down.headers.get('content-type')).toBe('application/pdf');
  expect(down.headers.get('content-disposition')).toContain(
    `filename*=UTF-8''${encodeURIComponent('sao kê tháng 11.pdf')}`,
  );
  expect(Buffer.from(await down.body.arrayBuffer()).equals(PDF)).toBe(true);

  const unknown = await admin.request<Failure>('POST', '/file/download', {
    body: { ...asked, path: '../../etc/passwd' },
  });
  expect([unknown.status, unknown.body.error.key]).toEqual([404, 'fileNotFound']);

  // a member without view on the document's records may not download it
  // (made on the users API: registering through the screens is another spec's test, and slow here)
  const email = uniqueEmail('files');
  const created = await admin.request('POST', '/admin/users', {
    body: { username: email, name: 'File Member', role: 'member', password: PASSWORD },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, email, PASSWORD);
  const member = await clientOf(memberPage, baseURL as string);
  const denied = await member.request<Failure>('POST', '/file/download', { body: asked });
  expect([denied.status, denied.body.error.code]).toEqual([403, 'FORBIDDEN']);
});
