import { test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, runId, signIn } from './backoffice-helpers';
import { ADMIN } from './playwright.config';
import { clientOf } from './session-client';

/**
 * Record values carrying markup never run in the back office. The administrator stores, over the API,
 * a record whose values would run script if any screen read them as HTML: rich text (a string field,
 * edited in a form's editor) with an image handler and a script, arrays and objects holding markup,
 * and two harmless halves that a `concat` field joins into an image with a handler. The server keeps
 * the rich text as the editor's own tags and the joined value without the image; arrays and objects
 * are kept as written. The list, its cards, the generated form, a designed form (editor, drag-drop
 * list, labels), the activity diff and the Excel export then show all of it as text: no handler runs,
 * no dialog opens, and the markup of the arrays and objects reads literally.
 */

const run = runId();
const DOC = { code: `markup-${run}`, en: `Markup ${run}`, vi: `Đánh dấu ${run}` };

/** Each would set window.__xss (or open a dialog) if a screen parsed it as HTML. */
const IMG = '<img src=x onerror=window.__xss=1>';
const ALERT = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>window.__xss=2</script>';
const SVG = '<svg onload=window.__xss=3>';
const TITLE = `Title ${run} a < b`;
const BODY = `<p>Body ${run}</p><img src=x onerror=window.__xss=4>${SCRIPT}`;
const TAGS = [IMG, ALERT];
const EXTRA = { h: SCRIPT, svg: SVG };
const HALVES = ['<img src=x', 'onerror=window.__xss=5 >'] as const;

test('record values with markup are shown as text in the list, cards, forms, activity and export', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // The app's Content-Security-Policy refuses inline handlers and scripts, so a value parsed as HTML
  // might run nothing and still be a hole: the refusals the page reports and the probe images'
  // requests (src=x) show markup that was parsed at all.
  const probeImages: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/x')) probeImages.push(request.url());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __refused: string[] }).__refused = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective));
  });
  /** Nothing on the page shown now was parsed as HTML, let alone ran. */
  const nothingRan = async () => {
    const state = await page.evaluate(() => {
      const w = window as unknown as { __xss?: unknown; __refused: string[] };
      return { xss: w.__xss, refused: w.__refused };
    });
    expect(state).toEqual({ xss: undefined, refused: [] });
    expect(dialogs).toEqual([]);
    expect(probeImages).toEqual([]);
  };

  await signIn(page, ADMIN.email, ADMIN.password);
  const admin = await clientOf(page, baseURL as string);
  const made = await admin.request('POST', '/documents', {
    body: {
      code: DOC.code,
      name: { en: DOC.en, vi: DOC.vi },
      collection: 'business',
      fields: [
        { code: 'title', label: { en: 'Title', vi: 'Tiêu đề' }, type: 'string' },
        { code: 'tags', label: { en: 'Tags', vi: 'Nhãn' }, type: 'array' },
        { code: 'extra', label: { en: 'Extra', vi: 'Thêm' }, type: 'object' },
        { code: 'body', label: { en: 'Body', vi: 'Nội dung' }, type: 'string' },
        { code: 'a', label: { en: 'First half', vi: 'Nửa đầu' }, type: 'string' },
        { code: 'b', label: { en: 'Second half', vi: 'Nửa sau' }, type: 'string' },
        {
          code: 'joined',
          label: { en: 'Joined', vi: 'Ghép' },
          type: 'string',
          reference: { mode: 'function', name: 'concat', args: ['a', 'b'] },
        },
      ],
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const record = await admin.request<{ data: { id: string; data: Record<string, unknown> } }>(
    'POST',
    `/data/${DOC.code}`,
    { body: { data: { title: TITLE, tags: TAGS, extra: EXTRA, body: BODY, a: HALVES[0], b: HALVES[1] } } },
  );
  expect(record.status, JSON.stringify(record.body)).toBe(201);
  const id = record.body.data.id;
  // what may be HTML is kept as the editor's tags; the rest exactly as written
  expect(record.body.data.data).toEqual({
    title: TITLE,
    tags: TAGS,
    extra: EXTRA,
    body: `<p>Body ${run}</p>`,
    a: HALVES[0],
    b: HALVES[1],
    joined: '',
  });

  // --- the generic list ---
  await page.goto(`/core/${DOC.code}`);
  const grid = page.getByTestId('record-grid');
  await expect(grid).toContainText(TITLE);
  await expect(grid).toContainText(JSON.stringify(TAGS));
  await expect(grid).toContainText(JSON.stringify(EXTRA));
  await expect(grid).toContainText(`<p>Body ${run}</p>`);
  await expect(grid.locator('img, script, svg[onload]')).toHaveCount(0);
  await nothingRan();

  // --- the Excel export of the list: every value a plain text cell ---
  const downloading = page.waitForEvent('download');
  // the button's name is its tooltip (the row limit); its text is the action
  await page.getByRole('button').filter({ hasText: 'Export to Excel' }).click();
  const file = await downloading;
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1);
  for (const [header, text] of [
    ['Title', TITLE],
    ['Tags', JSON.stringify(TAGS)],
    ['Extra', JSON.stringify(EXTRA)],
    ['Body', `<p>Body ${run}</p>`],
  ] as const) {
    expect(cell(header).type, header).toBe(ExcelJS.ValueType.String);
    expect(cell(header).value, header).toBe(text);
  }

  // --- the cards a narrow screen shows instead of the grid ---
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const cards = page.getByTestId('record-cards');
  await expect(cards).toContainText(TITLE);
  await expect(cards).toContainText(`Tags: ${JSON.stringify(TAGS)}`);
  await expect(cards).toContainText(`Extra: ${JSON.stringify(EXTRA)}`);
  await expect(cards.locator('img, script, svg[onload]')).toHaveCount(0);
  await nothingRan();
  await page.setViewportSize({ width: 1440, height: 900 });

  // --- the generated form of the record ---
  await page.goto(`/core/${DOC.code}/${id}`);
  const generated = page.getByTestId('record-form');
  await expect(generated.locator('[name="title"]')).toHaveValue(TITLE);
  await expect(generated.locator('[name="tags"]')).toHaveValue(JSON.stringify(TAGS, null, 2));
  await expect(generated.locator('[name="extra"]')).toHaveValue(JSON.stringify(EXTRA, null, 2));
  await expect(generated.locator('[name="body"]')).toHaveValue(`<p>Body ${run}</p>`);
  await expect(generated.locator('img, script, svg[onload]')).toHaveCount(0);
  await nothingRan();

  // --- a designed form: the editor shows the rich text, the rest is text ---
  const component = (id: string, kind: string, field?: string) => ({ id, kind, ...(field ? { field } : {}) });
  const form = await admin.request<{ data: { id: string } }>('POST', '/forms', {
    body: {
      name: `Markup form ${run}`,
      document: DOC.code,
      title: { en: '', vi: '' },
      layout: [
        component('title', 'input', 'title'),
        component('body', 'editor', 'body'),
        component('tags', 'dragDrop', 'tags'),
        component('extra', 'label', 'extra'),
        component('joined', 'label', 'joined'),
        component('actions', 'buttons'),
      ],
    },
  });
  expect(form.status, JSON.stringify(form.body)).toBe(201);
  const assigned = await admin.request('POST', `/forms/${form.body.data.id}/assign`, {
    body: { assigned: true },
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  await page.goto(`/core/${DOC.code}/${id}`);
  const designed = page.getByTestId('designed-form');
  await expect(designed.getByTestId('form-editor')).toContainText(`Body ${run}`);
  await expect(designed.getByTestId('form-drag-drop')).toContainText(IMG);
  await expect(designed.getByTestId('form-drag-drop')).toContainText(ALERT);
  await expect(designed.getByTestId('form-component-extra')).toContainText(JSON.stringify(EXTRA));
  await expect(designed.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(TITLE);
  await expect(designed.locator('img, script, svg[onload]')).toHaveCount(0);
  await nothingRan();

  // --- the activity diff of the write ---
  await page.goto('/core/event?tab=activity');
  await page.getByRole('textbox', { name: 'Record id' }).fill(id);
  const row = page.getByTestId('activity-row').filter({ hasText: id });
  const diff = row.getByTestId('activity-diff');
  await expect(diff).toContainText(JSON.stringify(TAGS));
  await expect(diff).toContainText(JSON.stringify(EXTRA));
  await expect(diff).toContainText(TITLE);
  await expect(diff).toContainText(`<p>Body ${run}</p>`);
  await expect(row.locator('img, script, svg[onload]')).toHaveCount(0);
  await nothingRan();
});
