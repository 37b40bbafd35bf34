import { RESOURCE } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
import { authenticate } from '../../auth/auth.service';
import * as records from './records.service';
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
} from './records.test-helpers';

const BANK = '/data/bank-account';

describe(`records of an operator-defined document (${dialectUnderTest})`, () => {
  let t: BackofficeApp;
  let vnd: string;
  beforeAll(async () => {
    t = await createBackofficeApp({ basic2: 'basic' });
    await setGrants(t, 'administrator', RESOURCE.document, [view, viewAll, create, edit, remove]);
    await setGrants(t, 'administrator', RESOURCE.collection, [view, viewAll, create, edit, remove]);
    expect((await call(t, 'POST', '/documents', 'administrator', CURRENCY_DOCUMENT)).statusCode).toBe(201);
    const doc = await call(t, 'POST', '/documents', 'administrator', BANK_ACCOUNT_DOCUMENT);
    expect(doc.statusCode, doc.body).toBe(201);
    await setGrants(t, 'basic', 'bank-account', [view, create, edit]);
    await setGrants(t, 'basic', 'currency', [view]);
    const cur = await call(t, 'POST', '/data/currency', 'administrator', {
      data: { code: 'VND', name: 'Đồng' },
    });
    expect(cur.statusCode, cur.body).toBe(201);
    vnd = cur.json().data.id;
  }, 120_000);
  afterAll(() => t.close());

  const account = (n: string, extra: Record<string, unknown> = {}) => ({
    data: { bankName: `Bank ${n}`, accountNumber: n, currency: vnd, balance: 10, ...extra },
  });

  it('stores a valid record with computed and read-only fields, coercing numeric strings', async () => {
    const res = await call(
      t,
      'POST',
      BANK,
      'basic',
      account('1001', { branches: '12', opened: '2024-02-29' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data.data;
    expect(data).toMatchObject({
      branches: 12,
      label: 'Bank 1001 1001',
      audit: 'none',
      opened: '2024-02-29',
    });
    const again = await call(t, 'PUT', `${BANK}/${res.json().data.id}`, 'basic', {
      data: { ...account('1001').data, audit: 'forged' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.data.audit).toBe('none');
  });

  it('keeps view-only members to their own records, view all sees everyone', async () => {
    const mine = await call(t, 'POST', BANK, 'basic', account('2002'));
    expect(mine.statusCode).toBe(201);
    const id = mine.json().data.id;
    const other = await call(t, 'GET', BANK, 'basic2');
    expect(other.statusCode).toBe(200);
    expect(other.json().data.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await call(t, 'GET', `${BANK}/${id}`, 'basic2')).statusCode).toBe(404);
    expect((await call(t, 'PUT', `${BANK}/${id}`, 'basic2', account('2002'))).statusCode).toBe(404);
    const all = await call(t, 'GET', `${BANK}?pageSize=100`, 'administrator');
    expect(all.json().data.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('refuses a duplicate unique value, also when writes race', async () => {
    expect((await call(t, 'POST', BANK, 'basic', account('3003'))).statusCode).toBe(201);
    const dup = await call(t, 'POST', BANK, 'basic2', account('3003'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      key: 'recordDuplicate',
      details: [{ path: 'data.accountNumber' }],
    });
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call(t, 'POST', BANK, i % 2 ? 'basic' : 'basic2', account('4004'))),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const stored = await t.deps.db
      .selectFrom('records')
      .select('data')
      .where('document_code', '=', 'bank-account')
      .execute();
    const data = stored.map((r) => (typeof r.data === 'string' ? JSON.parse(r.data) : r.data));
    expect(data.filter((d) => d.accountNumber === '4004')).toHaveLength(1);
  });

  it('filters on searchable fields, sorts on sortable ones and returns the asked fields', async () => {
    for (const [n, balance] of [
      ['5001', 500],
      ['5002', 700],
      ['5003', 50],
    ] as const)
      expect((await call(t, 'POST', BANK, 'administrator', account(n, { balance }))).statusCode).toBe(201);
    const q = encodeURIComponent(JSON.stringify({ balance: { isGreaterThanOrEqual: 500 } }));
    const res = await call(
      t,
      'GET',
      `${BANK}?query=${q}&sort=-balance&fields=bankName,balance`,
      'administrator',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { data: unknown }) => r.data)).toEqual([
      { bankName: 'Bank 5002', balance: 700 },
      { bankName: 'Bank 5001', balance: 500 },
    ]);
    expect(res.json().total).toBe(2);
    const inList = encodeURIComponent(JSON.stringify({ bankName: { in: ['Bank 5001', 'Bank 5003'] } }));
    const listed = await call(t, 'GET', `${BANK}?query=${inList}&sort=balance`, 'administrator');
    expect(listed.json().data.map((r: { data: { balance: number } }) => r.data.balance)).toEqual([50, 500]);
    const search = await call(t, 'GET', `${BANK}?search=bank%2050`, 'administrator');
    expect(search.json().total).toBe(3);
    expect((await call(t, 'GET', `${BANK}?sort=opened`, 'administrator')).json().error.key).toBe(
      'invalidSort',
    );
    const notSearchable = encodeURIComponent(JSON.stringify({ opened: '2024-01-01' }));
    expect((await call(t, 'GET', `${BANK}?query=${notSearchable}`, 'administrator')).json().error.key).toBe(
      'invalidQuery',
    );
    expect((await call(t, 'GET', `${BANK}?query=%7Bnope`, 'administrator')).statusCode).toBe(400);
  });

  it('keeps a removed field hidden until put back, and purge deletes its values', async () => {
    const rec = await call(t, 'POST', BANK, 'administrator', account('6006', { opened: '2023-05-01' }));
    const id = rec.json().data.id;
    const without = {
      ...BANK_ACCOUNT_DOCUMENT,
      fields: BANK_ACCOUNT_DOCUMENT.fields.filter((f) => f.code !== 'opened'),
    };
    const put = await call(t, 'PUT', '/documents/bank-account', 'administrator', without);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.removedFields.map((f: { code: string }) => f.code)).toEqual(['opened']);
    const read = await call(t, 'GET', `${BANK}/${id}`, 'administrator');
    expect(read.json().data.data.opened).toBeUndefined();
    const edited = await call(t, 'PUT', `${BANK}/${id}`, 'administrator', account('6006', { balance: 11 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      (await call(t, 'POST', BANK, 'administrator', account('6007', { opened: '2023-05-01' }))).json().error
        .key,
    ).toBe('badRequest');
    await call(t, 'PUT', '/documents/bank-account', 'administrator', BANK_ACCOUNT_DOCUMENT);
    expect((await call(t, 'GET', `${BANK}/${id}`, 'administrator')).json().data.data.opened).toBe(
      '2023-05-01',
    );
    await call(t, 'PUT', '/documents/bank-account', 'administrator', without);
    const purged = await call(t, 'DELETE', '/documents/bank-account/fields/opened', 'administrator');
    expect(purged.statusCode, purged.body).toBe(200);
    expect(purged.json().data.removedFields).toEqual([]);
    await call(t, 'PUT', '/documents/bank-account', 'administrator', BANK_ACCOUNT_DOCUMENT);
    expect((await call(t, 'GET', `${BANK}/${id}`, 'administrator')).json().data.data.opened).toBeUndefined();
  });

  it('refuses a type change existing values do not fit, naming the records, and converts those that fit', async () => {
    const rec = await call(t, 'POST', BANK, 'administrator', account('7007', { branches: 3 }));
    const id = rec.json().data.id;
    const retype = (code: string, type: string) => ({
      ...BANK_ACCOUNT_DOCUMENT,
      fields: BANK_ACCOUNT_DOCUMENT.fields.map((f) => (f.code === code ? { ...f, type, validation: {} } : f)),
    });
    const refused = await call(
      t,
      'PUT',
      '/documents/bank-account',
      'administrator',
      retype('bankName', 'number'),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.key).toBe('fieldTypeChangeRefused');
    expect(refused.json().error.details[0].recordIds).toContain(id);
    expect(
      (await call(t, 'GET', '/documents/bank-account', 'administrator')).json().data.fields[0].type,
    ).toBe('string');
    const accepted = await call(
      t,
      'PUT',
      '/documents/bank-account',
      'administrator',
      retype('branches', 'double'),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await call(t, 'GET', `${BANK}/${id}`, 'administrator')).json().data.data.branches).toBe(3);
    await call(t, 'PUT', '/documents/bank-account', 'administrator', BANK_ACCOUNT_DOCUMENT);
  });

  it('leaves fields out of scope out of answers and refuses writing them', async () => {
    const base = await authenticate(t.deps, t.tokens.administrator);
    if (!base) throw new Error('no auth');
    const auth = { ...base, hiddenFields: { 'bank-account': ['balance'] } };
    const created = await records.createRecord(
      t.deps,
      base,
      'bank-account',
      account('8008', { balance: 99 }),
    );
    const list = await records.listRecords(t.deps, auth, 'bank-account', { page: 1, pageSize: 100 });
    expect(list.data.length).toBeGreaterThan(0);
    for (const r of list.data) expect(r.data).not.toHaveProperty('balance');
    expect((await records.getRecord(t.deps, auth, 'bank-account', created.id)).data).not.toHaveProperty(
      'balance',
    );
    await expect(
      records.updateRecord(t.deps, auth, 'bank-account', created.id, account('8008', { balance: 1 })),
    ).rejects.toMatchObject({ details: [{ path: 'data.balance', key: 'unknownField' }] });
    const { balance: _, ...rest } = account('8008').data;
    await records.updateRecord(t.deps, auth, 'bank-account', created.id, { data: rest });
    expect((await records.getRecord(t.deps, base, 'bank-account', created.id)).data.balance).toBe(99);
    const q = JSON.stringify({ balance: 99 });
    await expect(
      records.listRecords(t.deps, auth, 'bank-account', { page: 1, pageSize: 10, query: q }),
    ).rejects.toMatchObject({ key: 'invalidQuery' });
  });

  it('answers mayViewRecord and recordExists for other modules', async () => {
    const rec = await call(t, 'POST', BANK, 'basic', account('9009'));
    const id = rec.json().data.id;
    const basic = await authenticate(t.deps, t.tokens.basic);
    const basic2 = await authenticate(t.deps, t.tokens.basic2);
    if (!basic || !basic2) throw new Error('no auth');
    expect(await records.mayViewRecord(t.deps, basic, 'bank-account', id)).toBe(true);
    expect(await records.mayViewRecord(t.deps, basic2, 'bank-account', id)).toBe(false);
    expect(await records.mayViewRecord(t.deps, basic, 'nope', id)).toBe(false);
    expect(await records.recordExists(t.deps, 'bank-account', id)).toBe(true);
    expect(await records.recordExists(t.deps, 'bank-account', 'missing')).toBe(false);
  });
});
