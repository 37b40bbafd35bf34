import { RESOURCE } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
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

/** Malformed writes each answer a structured 400 or 404 and store nothing. */
describe(`malformed record writes (${dialectUnderTest})`, () => {
  let t: BackofficeApp;
  let vnd: string;
  let existing: string;
  beforeAll(async () => {
    t = await createBackofficeApp();
    await setGrants(t, 'administrator', RESOURCE.document, [view, viewAll, create, edit, remove]);
    expect((await call(t, 'POST', '/documents', 'administrator', CURRENCY_DOCUMENT)).statusCode).toBe(201);
    expect((await call(t, 'POST', '/documents', 'administrator', BANK_ACCOUNT_DOCUMENT)).statusCode).toBe(
      201,
    );
    vnd = (await call(t, 'POST', '/data/currency', 'administrator', { data: { code: 'VND' } })).json().data
      .id;
    const rec = await call(t, 'POST', '/data/bank-account', 'administrator', {
      data: { bankName: 'Kept', accountNumber: '1234', currency: vnd },
    });
    expect(rec.statusCode, rec.body).toBe(201);
    existing = rec.json().data.id;
  }, 120_000);
  afterAll(() => t.close());

  const valid = () => ({ bankName: 'Bank', accountNumber: '5555', currency: vnd });
  const post = (data: Record<string, unknown>) => ({
    method: 'POST' as const,
    url: '/data/bank-account',
    body: { data },
  });
  const cases: Array<
    [string, () => { method: 'POST' | 'PUT'; url: string; body: unknown }, number, string?]
  > = [
    ['a number for a string', () => post({ ...valid(), bankName: 123 }), 400, 'data.bankName'],
    ['an unknown field', () => post({ ...valid(), nope: 1 }), 400, 'data.nope'],
    ['a missing required field', () => post({ accountNumber: '5555' }), 400, 'data.bankName'],
    ['an empty required field', () => post({ ...valid(), bankName: '' }), 400, 'data.bankName'],
    [
      'a string over its maxLength',
      () => post({ ...valid(), bankName: 'x'.repeat(101) }),
      400,
      'data.bankName',
    ],
    [
      'a string over the size limit',
      () => post({ ...valid(), bankName: 'x'.repeat(10_001) }),
      400,
      'data.bankName',
    ],
    ['a pattern mismatch', () => post({ ...valid(), accountNumber: 'abc' }), 400, 'data.accountNumber'],
    [
      'a reference to no record',
      () => post({ ...valid(), currency: crypto.randomUUID() }),
      400,
      'data.currency',
    ],
    [
      'a reference to a record of another document',
      () => post({ ...valid(), currency: existing }),
      400,
      'data.currency',
    ],
    ['a number as a reference', () => post({ ...valid(), currency: 42 }), 400, 'data.currency'],
    ['an impossible date', () => post({ ...valid(), opened: '2023-02-30' }), 400, 'data.opened'],
    ['a date in another format', () => post({ ...valid(), opened: '01/02/2023' }), 400, 'data.opened'],
    ['a double below min', () => post({ ...valid(), balance: -1 }), 400, 'data.balance'],
    ['a word for a double', () => post({ ...valid(), balance: 'abc' }), 400, 'data.balance'],
    ['a boolean for a double', () => post({ ...valid(), balance: true }), 400, 'data.balance'],
    ['a decimal for an integer', () => post({ ...valid(), branches: 1.5 }), 400, 'data.branches'],
    ['an integer above max', () => post({ ...valid(), branches: 1001 }), 400, 'data.branches'],
    ['a value not among the options', () => post({ ...valid(), kind: 'other' }), 400, 'data.kind'],
    ['a word for a boolean', () => post({ ...valid(), active: 'yes' }), 400, 'data.active'],
    ['an hour past 23', () => post({ ...valid(), meetAt: '25:00' }), 400, 'data.meetAt'],
    [
      'a date-time without zone',
      () => post({ ...valid(), checkedAt: '2024-01-01T10:00:00' }),
      400,
      'data.checkedAt',
    ],
    ['a NUL character in a string', () => post({ ...valid(), bankName: 'a\u0000b' }), 400, 'data.bankName'],
    [
      'a NUL character inside an object',
      () => post({ ...valid(), extra: { note: 'a\u0000' } }),
      400,
      'data.extra',
    ],
    [
      'a NUL character inside an array',
      () => post({ ...valid(), tags: ['ok', 'a\u0000'] }),
      400,
      'data.tags',
    ],
    ['a lone surrogate in a string', () => post({ ...valid(), bankName: 'a\ud800b' }), 400, 'data.bankName'],
    [
      'a lone surrogate inside an array',
      () => post({ ...valid(), tags: ['ok', '\udc00'] }),
      400,
      'data.tags',
    ],
    [
      'a lone surrogate inside an object',
      () => post({ ...valid(), extra: { list: [{ note: 'a\ud83d' }] } }),
      400,
      'data.extra',
    ],
    [
      'a lone surrogate as an object key',
      () => post({ ...valid(), extra: { 'k\udfff': 1 } }),
      400,
      'data.extra',
    ],
    [
      'a lone surrogate on an existing record',
      () => ({
        method: 'PUT',
        url: `/data/bank-account/${existing}`,
        body: { data: { ...valid(), bankName: '\ud800' } },
      }),
      400,
      'data.bankName',
    ],
    ['an array for an object', () => post({ ...valid(), extra: [1, 2] }), 400, 'data.extra'],
    [
      'an object with too many keys',
      () =>
        post({ ...valid(), extra: Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, i])) }),
      400,
      'data.extra',
    ],
    ['an object for an array', () => post({ ...valid(), tags: { a: 1 } }), 400, 'data.tags'],
    [
      'an array with too many items',
      () => post({ ...valid(), tags: Array.from({ length: 1001 }, (_, i) => i) }),
      400,
      'data.tags',
    ],
    [
      'data that is not an object',
      () => ({ method: 'POST', url: '/data/bank-account', body: { data: 'x' } }),
      400,
    ],
    [
      'a body without data',
      () => ({ method: 'POST', url: '/data/bank-account', body: { bankName: 'x' } }),
      400,
    ],
    [
      'a body with another key',
      () => ({ method: 'POST', url: '/data/bank-account', body: { data: valid(), id: 'x' } }),
      400,
    ],
    [
      'a document that does not exist',
      () => ({ method: 'POST', url: '/data/no-such-document', body: { data: valid() } }),
      404,
    ],
    [
      'a document code that cannot exist',
      () => ({ method: 'POST', url: '/data/Not%20A%20Code', body: { data: valid() } }),
      400,
    ],
    [
      'a record that does not exist',
      () => ({ method: 'PUT', url: `/data/bank-account/${crypto.randomUUID()}`, body: { data: valid() } }),
      404,
    ],
    [
      'a wrong type on an existing record',
      () => ({
        method: 'PUT',
        url: `/data/bank-account/${existing}`,
        body: { data: { ...valid(), balance: 'lots' } },
      }),
      400,
      'data.balance',
    ],
  ];

  const snapshot = async () =>
    JSON.stringify(await t.deps.db.selectFrom('records').selectAll().orderBy('id').execute());

  it(`answers ${cases.length} malformed writes with structured errors and stores nothing`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const before = await snapshot();
    for (const [name, make, status, path] of cases) {
      const { method, url, body } = make();
      const res = await call(t, method, url, 'administrator', body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      const error = res.json().error;
      expect(typeof error.code, name).toBe('string');
      expect(typeof error.message, name).toBe('string');
      if (path)
        expect(
          error.details.map((d: { path: string }) => d.path),
          name,
        ).toContain(path);
    }
    expect(await snapshot()).toBe(before);
  });
});
