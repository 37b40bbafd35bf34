import crypto from 'node:crypto';
import { type DocumentWriteInput, type ImportRecord, RESOURCE } from '@bitdata/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
import { bearer } from '../../auth/auth.test-helpers';
import { executeImport } from '../imports/imports.run';
import * as records from './records.repository';
import {
  type BackofficeApp,
  call,
  create,
  createBackofficeApp,
  edit,
  remove,
  setGrants,
  view,
  viewAll,
} from './records.test-helpers';

/**
 * Markup in a record, through every way a record is written (create, update, import): what may be
 * shown as HTML (a string field, which a form's editor may edit) is stored cleaned, computed values
 * included; strings inside arrays and objects are never HTML and are stored exactly as written.
 */

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const HALVES = ['<img src=x', 'onerror=alert(1) >'] as const;
const TAGS = [IMG, { deeper: [SCRIPT] }];
const EXTRA = { h: SCRIPT, list: [IMG] };

const DOC: DocumentWriteInput = {
  code: 'article',
  name: { en: 'Article', vi: 'Bài viết' },
  collection: 'business',
  fields: [
    { code: 'body', label: { en: 'Body', vi: 'Nội dung' }, type: 'string' },
    { code: 'tags', label: { en: 'Tags', vi: 'Nhãn' }, type: 'array' },
    { code: 'extra', label: { en: 'Extra', vi: 'Thêm' }, type: 'object' },
    { code: 'a', label: { en: 'First half', vi: 'Nửa đầu' }, type: 'string' },
    { code: 'b', label: { en: 'Second half', vi: 'Nửa sau' }, type: 'string' },
    {
      code: 'joined',
      label: { en: 'Joined', vi: 'Ghép' },
      type: 'string',
      reference: { mode: 'function', name: 'concat', args: ['a', 'b'] },
    },
  ],
};

const PROBES = { body: `<p>Hello</p>${IMG}${SCRIPT}`, tags: TAGS, extra: EXTRA, a: HALVES[0], b: HALVES[1] };
/** What is stored for PROBES: the rich text cleaned, the rest as written, the joined halves cleaned. */
const STORED = { body: '<p>Hello</p>', tags: TAGS, extra: EXTRA, a: HALVES[0], b: HALVES[1], joined: '' };

describe(`rich text in stored records (${dialectUnderTest})`, () => {
  let t: BackofficeApp;
  const storedIds = async () =>
    (await t.deps.db.selectFrom('records').select('id').where('document_code', '=', 'article').execute()).map(
      (r) => r.id,
    );
  const storedData = async (id: string) => {
    const row = await records.findRecord(t.deps.db, 'article', id);
    return JSON.parse(row?.data ?? 'null') as Record<string, unknown>;
  };

  beforeAll(async () => {
    t = await createBackofficeApp();
    const all = [view, viewAll, create, edit, remove];
    for (const resource of [RESOURCE.document, RESOURCE.collection, RESOURCE.import])
      await setGrants(t, 'administrator', resource, all);
    const made = await call(t, 'POST', '/documents', 'administrator', DOC);
    expect(made.statusCode, made.body).toBe(201);
    await setGrants(t, 'administrator', 'article', all);
  }, 120_000);
  afterAll(() => t.close());

  it('stores a created and an updated record cleaned where HTML may live, as written elsewhere', async () => {
    const created = await call(t, 'POST', '/data/article', 'administrator', { data: PROBES });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    expect(created.json().data.data).toEqual(STORED);
    expect(await storedData(id)).toEqual(STORED);

    const updated = await call(t, 'PUT', `/data/article/${id}`, 'administrator', {
      data: { ...PROBES, body: `<p onclick="alert(2)">Bye <a href="javascript:alert(3)">x</a></p>`, b: 'ok' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const again = { ...STORED, body: '<p>Bye <a>x</a></p>', b: 'ok', joined: `${HALVES[0]} ok` };
    expect(await storedData(id)).toEqual(again);
    expect((await call(t, 'GET', `/data/article/${id}`, 'administrator')).json().data.data).toEqual(again);
  });

  it('stores an imported row cleaned the same way', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('data');
    sheet.addRow(['body', 'tags', 'extra', 'a', 'b']);
    sheet.addRow([PROBES.body, JSON.stringify(TAGS), JSON.stringify(EXTRA), HALVES[0], HALVES[1]]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const before = await storedIds();

    const boundary = `----import${crypto.randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"\r\n\r\narticle\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/core/imports',
      headers: {
        ...bearer(t.tokens.administrator),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const upload = uploaded.json().data as ImportRecord;
    const started = await call(t, 'POST', `/imports/${upload.id}/run`, 'administrator', {
      mapping: upload.mapping,
      mode: 'allOrNothing',
    });
    expect(started.statusCode, started.body).toBe(202);
    // the queue is stopped in tests: the job's work is run here, as a worker would
    await executeImport(t.deps, upload.id, () => {});
    const done = (await call(t, 'GET', `/imports/${upload.id}`, 'administrator')).json().data as ImportRecord;
    expect(done.state).toBe('done');
    expect(done.counts.created).toBe(1);

    const added = (await storedIds()).filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);
    expect(await storedData(added[0] as string)).toEqual(STORED);
  }, 120_000);
});
