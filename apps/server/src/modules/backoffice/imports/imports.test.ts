import crypto from 'node:crypto';
import { type ImportRecord, RESOURCE } from '@bitdata/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
import { bearer } from '../../auth/auth.test-helpers';
import * as records from '../records/records.repository';
import {
  BANK_ACCOUNT_DOCUMENT,
  type BackofficeApp,
  CURRENCY_DOCUMENT,
  call,
  create,
  createBackofficeApp,
  edit,
  remove,
  setGrants,
  view,
  viewAll,
} from '../records/records.test-helpers';
import { executeImport } from './imports.run';

const ROWS = 1000;
// data row i (0-based) is workbook row i + 2 (row 1 is the header)
const BAD_BALANCE = 99;
const BAD_NUMBER = 499;
const DUPLICATE = 899;

async function workbook(currency: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  // labels in both languages and a field code: the mapping is guessed from any of them
  sheet.addRow(['Bank name', 'Số tài khoản', 'currency', 'Số dư', 'Opened', 'Active', 'Notes']);
  for (let i = 0; i < ROWS; i++) {
    const number = i === BAD_NUMBER ? 'abc' : i === DUPLICATE ? '100010' : String(100_000 + i);
    sheet.addRow([
      `Bank ${i}`,
      number,
      currency,
      i === BAD_BALANCE ? -5 : i * 1.5,
      new Date(Date.UTC(2024, 0, 1 + (i % 28))),
      i % 2 === 0 ? 'yes' : false,
      'ignored',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

function multipartBody(fields: Record<string, string>, name: string, bytes: Buffer) {
  const boundary = `----import${crypto.randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe(`Excel import and export (${dialectUnderTest})`, () => {
  let t: BackofficeApp;
  let vnd: string;
  let book: Buffer;
  const stored = () => records.countRecords(t.deps.db, 'bank-account');

  const upload = async (bytes: Buffer) => {
    const body = multipartBody({ document: 'bank-account' }, 'accounts.xlsx', bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/core/imports',
      headers: { ...bearer(t.tokens.administrator), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as ImportRecord;
  };

  const run = async (id: string, mapping: ImportRecord['mapping'], mode: string) => {
    const res = await call(t, 'POST', `/imports/${id}/run`, 'administrator', { mapping, mode });
    expect(res.statusCode, res.body).toBe(202);
    // the queue is stopped in tests: the job's work is run here, as a worker would
    const fractions: number[] = [];
    await executeImport(t.deps, id, (f) => fractions.push(f));
    const done = await call(t, 'GET', `/imports/${id}`, 'administrator');
    return { record: done.json().data as ImportRecord, fractions };
  };

  beforeAll(async () => {
    t = await createBackofficeApp();
    const all = [view, viewAll, create, edit, remove];
    await setGrants(t, 'administrator', RESOURCE.document, all);
    await setGrants(t, 'administrator', RESOURCE.collection, all);
    await setGrants(t, 'administrator', RESOURCE.import, all);
    expect((await call(t, 'POST', '/documents', 'administrator', CURRENCY_DOCUMENT)).statusCode).toBe(201);
    expect((await call(t, 'POST', '/documents', 'administrator', BANK_ACCOUNT_DOCUMENT)).statusCode).toBe(
      201,
    );
    await setGrants(t, 'administrator', 'bank-account', all);
    await setGrants(t, 'administrator', 'currency', all);
    const cur = await call(t, 'POST', '/data/currency', 'administrator', { data: { code: 'VND' } });
    expect(cur.statusCode, cur.body).toBe(201);
    vnd = cur.json().data.id;
    book = await workbook(vnd);
  }, 120_000);
  afterAll(() => t.close());

  it('guesses the mapping, lists exactly the 3 invalid rows, stores none all-or-nothing, 997 valid-only, undo removes them', async () => {
    const first = await upload(book);
    expect(first.counts.rows).toBe(ROWS);
    expect(first.mapping).toEqual({
      'Bank name': 'bankName',
      'Số tài khoản': 'accountNumber',
      currency: 'currency',
      'Số dư': 'balance',
      Opened: 'opened',
      Active: 'active',
      Notes: null,
    });
    const checked = await call(t, 'POST', `/imports/${first.id}/check`, 'administrator', {
      mapping: first.mapping,
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const dry = checked.json().data as ImportRecord;
    expect(dry.counts).toEqual({ rows: ROWS, valid: 997, invalid: 3, created: 0 });
    expect(dry.errors.map((e) => [e.row, e.column, e.key])).toEqual([
      [BAD_BALANCE + 2, 'Số dư', 'valueTooSmall'],
      [BAD_NUMBER + 2, 'Số tài khoản', 'patternMismatch'],
      [DUPLICATE + 2, 'Số tài khoản', 'importDuplicateInFile'],
    ]);
    expect(await stored()).toBe(0);

    const none = await run(first.id, first.mapping, 'allOrNothing');
    expect(none.record.state).toBe('failed');
    expect(none.record.counts.created).toBe(0);
    expect(await stored()).toBe(0);

    const second = await upload(book);
    const valid = await run(second.id, second.mapping, 'validOnly');
    expect(valid.record.state).toBe('done');
    expect(valid.record.counts).toEqual({ rows: ROWS, valid: 997, invalid: 3, created: 997 });
    expect(valid.fractions.at(-1)).toBe(1);
    expect(await stored()).toBe(997);
    const one = await call(t, 'GET', '/data/bank-account?search=Bank%2010&pageSize=100', 'administrator');
    const bank10 = one.json().data.find((r: { data: { bankName: string } }) => r.data.bankName === 'Bank 10');
    expect(bank10.data).toMatchObject({
      accountNumber: '100010',
      opened: '2024-01-11',
      active: true,
      balance: 15,
    });

    // a record stored by hand stays when the import is undone
    const own = await call(t, 'POST', '/data/bank-account', 'administrator', {
      data: { bankName: 'Own', accountNumber: '555555' },
    });
    expect(own.statusCode, own.body).toBe(201);
    const undo = await call(t, 'POST', `/imports/${second.id}/undo`, 'administrator');
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await stored()).toBe(1);
    expect((await call(t, 'POST', `/imports/${second.id}/undo`, 'administrator')).statusCode).toBe(409);
    expect((await call(t, 'POST', `/imports/${first.id}/undo`, 'administrator')).statusCode).toBe(409);
    await call(t, 'DELETE', `/data/bank-account/${own.json().data.id}`, 'administrator');

    const list = await call(t, 'GET', '/imports', 'administrator');
    expect(
      list
        .json()
        .data.map((i: ImportRecord) => i.state)
        .sort(),
    ).toEqual(['failed', 'undone']);
    // each import names its uploader (the account auth holds)
    expect(list.json().data.map((i: ImportRecord) => i.userName)).toEqual([
      'administrator@example.com',
      'administrator@example.com',
    ]);
    expect(
      (await call(t, 'GET', `/imports/${list.json().data[0].id}`, 'administrator')).json().data.userName,
    ).toBe('administrator@example.com');
  }, 300_000);

  it('refuses what is not a workbook and a mapping to unknown fields with structured 4xx', async () => {
    const body = multipartBody({ document: 'bank-account' }, 'x.xlsx', Buffer.from('not a zip'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/core/imports',
      headers: { ...bearer(t.tokens.administrator), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.key ?? res.json().key).toBe('importUnreadable');
    const up = await upload(book);
    const bad = await call(t, 'POST', `/imports/${up.id}/check`, 'administrator', {
      mapping: { 'Bank name': 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await call(t, 'GET', '/imports', 'basic')).statusCode).toBe(403);
  }, 120_000);

  it('resumes a run taken over after a crash without storing a row twice; each record fires the create rules, the undo the delete rules', async () => {
    await setGrants(t, 'administrator', RESOURCE.event, [view, viewAll, create, edit, remove]);
    const rule = async (trigger: 'created' | 'deleted') => {
      const res = await call(t, 'POST', '/events/rules', 'administrator', {
        name: `Imported accounts ${trigger}`,
        document: 'bank-account',
        trigger: { kind: trigger },
        action: { kind: 'notification', role: 'operator', subject: '{{bankName}}', body: trigger },
        enabled: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    const onCreate = await rule('created');
    const onDelete = await rule('deleted');
    const runs = async (ruleId: string) =>
      (await call(t, 'GET', `/events/runs?rule=${ruleId}&pageSize=1`, 'administrator')).json().total;

    const up = await upload(book);
    const res = await call(t, 'POST', `/imports/${up.id}/run`, 'administrator', {
      mapping: up.mapping,
      mode: 'validOnly',
    });
    expect(res.statusCode, res.body).toBe(202);
    // the worker dies once its first chunk (500 valid rows) has committed
    await expect(
      executeImport(t.deps, up.id, (f) => {
        if (f > 0.2 && f < 1) throw new Error('worker died');
      }),
    ).rejects.toThrow('worker died');
    expect(await stored()).toBe(500);
    expect(await runs(onCreate)).toBe(500);
    // the queue hands the job to two workers at once (a lease taken over while the first still ran)
    await Promise.all([executeImport(t.deps, up.id, () => {}), executeImport(t.deps, up.id, () => {})]);
    expect(await stored()).toBe(997);
    const done = (await call(t, 'GET', `/imports/${up.id}`, 'administrator')).json().data as ImportRecord;
    expect(done.state).toBe('done');
    expect(done.counts).toEqual({ rows: ROWS, valid: 997, invalid: 3, created: 997 });
    expect(done.errors.map((e) => [e.row, e.key])).toEqual([
      [BAD_BALANCE + 2, 'valueTooSmall'],
      [BAD_NUMBER + 2, 'patternMismatch'],
      [DUPLICATE + 2, 'importDuplicateInFile'],
    ]);
    const numbers = await t.deps.db
      .selectFrom('records')
      .select('data')
      .where('document_code', '=', 'bank-account')
      .execute();
    const accountNumbers = numbers.map(
      (r) => (typeof r.data === 'string' ? JSON.parse(r.data) : r.data).accountNumber,
    );
    expect(new Set(accountNumbers).size).toBe(997);
    expect(await runs(onCreate)).toBe(997);

    const undo = await call(t, 'POST', `/imports/${up.id}/undo`, 'administrator');
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await stored()).toBe(0);
    expect(await runs(onDelete)).toBe(997);
    // one imported record's history: created by the importer, deleted by the undo
    const activity = await call(
      t,
      'GET',
      '/events/activity?document=bank-account&pageSize=1',
      'administrator',
    );
    const last = activity.json().data[0];
    expect(last).toMatchObject({ action: 'deleted', actorId: t.userIds.administrator, after: null });
    const history = await call(t, 'GET', `/events/activity?record=${last.recordId}`, 'administrator');
    expect(history.json().data.map((a: { action: string }) => a.action)).toEqual(['deleted', 'created']);
    for (const id of [onCreate, onDelete])
      expect((await call(t, 'DELETE', `/events/rules/${id}`, 'administrator')).statusCode).toBe(204);
  }, 300_000);

  it('exports 10,000 rows with typed cells and gives a template', async () => {
    const now = Date.now();
    await t.deps.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 10_000; i++)
        await records.insertRecord(trx, {
          id: crypto.randomUUID(),
          document_code: 'bank-account',
          owner_id: t.userIds.administrator,
          data: JSON.stringify({
            bankName: `Bank ${i}`,
            balance: i + 0.5,
            opened: '2024-02-29',
            active: i % 2 === 0,
            checkedAt: '2024-03-01T10:20:30Z',
            tags: ['a', i],
          }),
          created_at: now,
          updated_at: now,
        });
    });
    const res = await call(t, 'GET', '/data/bank-account/export?sort=balance&language=vi', 'administrator');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/bank-account-\d{4}-\d{2}-\d{2}\.xlsx/);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = read.worksheets[0];
    expect(sheet.rowCount).toBe(10_001);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Số dư');
    const col = (label: string) => header.indexOf(label) + 1;
    const row2 = sheet.getRow(2);
    expect(row2.getCell(col('Số dư')).value).toBe(0.5);
    expect(row2.getCell(col('Tên ngân hàng')).value).toBe('Bank 0');
    const opened = row2.getCell(col('Ngày mở')).value;
    expect(opened).toBeInstanceOf(Date);
    expect((opened as Date).toISOString().slice(0, 10)).toBe('2024-02-29');
    expect(row2.getCell(col('Kiểm tra lúc')).value).toBeInstanceOf(Date);
    expect(row2.getCell(col('Đang dùng')).value).toBe(true);
    expect(row2.getCell(col('Nhãn')).value).toBe('["a",0]');
    expect(sheet.getRow(10_001).getCell(col('Số dư')).value).toBe(9999.5);

    const tpl = await call(t, 'GET', '/imports/template/bank-account', 'administrator');
    expect(tpl.statusCode).toBe(200);
    const tb = new ExcelJS.Workbook();
    await tb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    expect((tb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toContain('Bank name');
    expect(tb.worksheets[1].rowCount).toBeGreaterThan(5);
  }, 300_000);
});
