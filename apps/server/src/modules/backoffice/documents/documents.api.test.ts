import { SEEDED_COLLECTIONS } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
import {
  type BackofficeApp,
  CURRENCY_DOCUMENT,
  call,
  create,
  createBackofficeApp,
  hidden,
  setGrants,
  view,
  viewAll,
} from '../records/records.test-helpers';

describe(`documents and collections (${dialectUnderTest})`, () => {
  let t: BackofficeApp;
  beforeAll(async () => {
    t = await createBackofficeApp();
  }, 120_000);
  afterAll(() => t.close());

  it('seeds the spec collections and the built-in documents, with the operations each allows', async () => {
    const collections = await call(t, 'GET', '/collections', 'administrator');
    expect(collections.statusCode, collections.body).toBe(200);
    expect(
      collections
        .json()
        .data.map((c: { code: string }) => c.code)
        .sort(),
    ).toEqual([...SEEDED_COLLECTIONS].sort());
    const docs = await call(t, 'GET', '/documents', 'administrator');
    const byCode = new Map(docs.json().data.map((d: { code: string }) => [d.code, d]));
    for (const code of [
      'user',
      'interval',
      'market-type',
      'time-frame',
      'cache-configuration',
      'news',
      'exchange-24h',
      'taskschedule',
    ])
      expect(byCode.has(code), code).toBe(true);
    expect(byCode.has('bank-account')).toBe(false);
    expect(byCode.get('interval')).toMatchObject({
      builtIn: true,
      operations: { list: true, read: true, create: false },
    });
    expect(byCode.get('news')).toMatchObject({ builtIn: true, operations: { list: false, create: false } });
    const interval = await call(t, 'GET', '/data/interval?pageSize=100', 'administrator');
    expect(interval.statusCode).toBe(403);
    await setGrants(t, 'administrator', 'interval', [view, create]);
    const listed = await call(t, 'GET', '/data/interval?pageSize=100', 'administrator');
    expect(listed.json().data.map((r: { id: string }) => r.id)).toEqual([
      'M3',
      'M5',
      'M15',
      'H1',
      'H4',
      'Day',
      'Week',
    ]);
    expect(
      (await call(t, 'POST', '/data/interval', 'administrator', { data: { id: 'M1' } })).json().error.key,
    ).toBe('builtInReadOnly');
    expect(
      (
        await call(t, 'PUT', '/documents/interval', 'administrator', {
          ...CURRENCY_DOCUMENT,
          code: 'interval',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('creates, renames and deletes a collection; refuses built-in ones and those in use', async () => {
    const made = await call(t, 'POST', '/collections', 'operator', {
      code: 'finance',
      name: { en: 'Finance', vi: 'Tài chính' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(
      (await call(t, 'POST', '/collections', 'operator', { code: 'finance', name: { en: 'F', vi: 'F' } }))
        .statusCode,
    ).toBe(409);
    const renamed = await call(t, 'PUT', '/collections/finance', 'operator', {
      code: 'finance',
      name: { en: 'Money', vi: 'Tiền' },
    });
    expect(renamed.json().data).toMatchObject({ name: { en: 'Money' }, documentCount: 0, builtIn: false });
    expect((await call(t, 'DELETE', '/collections/masterdata', 'operator')).statusCode).toBe(403);
    expect(
      (await call(t, 'POST', '/documents', 'operator', { ...CURRENCY_DOCUMENT, collection: 'finance' }))
        .statusCode,
    ).toBe(201);
    expect((await call(t, 'DELETE', '/collections/finance', 'operator')).json().error.key).toBe('inUse');
    expect((await call(t, 'GET', '/collections', 'member')).statusCode).toBe(403);
  });

  it('refuses definitions that cannot work, naming the field', async () => {
    const bad = (fields: unknown[]) => ({
      code: 'broken',
      name: { en: 'Broken', vi: 'Hỏng' },
      collection: 'business',
      fields,
    });
    const label = { en: 'X', vi: 'X' };
    const cases: Array<[unknown[], string]> = [
      [
        [
          { code: 'a', label, type: 'string' },
          { code: 'a', label, type: 'number' },
        ],
        'fields.1.code',
      ],
      [[{ code: 'a', label, type: 'string', validation: { pattern: '(' } }], 'fields.0.validation.pattern'],
      [[{ code: 'a', label, type: 'number', default: 'x' }], 'fields.0.default'],
      [
        [{ code: 'a', label, type: 'string', reference: { mode: 'function', name: 'upper', args: ['b'] } }],
        'fields.0.reference.args.0',
      ],
      [
        [{ code: 'a', label, type: 'string', reference: { mode: 'own', document: 'nope', labelField: 'x' } }],
        'fields.0.reference.document',
      ],
      [[{ code: 'a', label, type: 'object', searchable: true }], 'fields.0.type'],
      [[{ code: 'a b', label, type: 'string' }], 'fields.0.code'],
      [[{ code: 'a', label, type: 'money' }], 'fields.0.type'],
    ];
    for (const [fields, path] of cases) {
      const res = await call(t, 'POST', '/documents', 'operator', bad(fields));
      expect(res.statusCode, res.body).toBe(400);
      expect(
        res.json().error.details.map((d: { path: string }) => d.path),
        res.body,
      ).toContain(path);
    }
    expect(
      (await call(t, 'POST', '/documents', 'operator', { ...bad([]), collection: 'nope' })).statusCode,
    ).toBe(400);
    expect((await call(t, 'GET', '/documents/broken', 'operator')).statusCode).toBe(404);
  });

  it('hides a document from a role holding hidden on it, and keeps a document with records', async () => {
    await call(t, 'POST', '/documents', 'operator', { ...CURRENCY_DOCUMENT, code: 'coin', fields: [] });
    expect((await call(t, 'GET', '/documents/coin', 'operator')).statusCode).toBe(200);
    expect((await call(t, 'POST', '/data/coin', 'operator', { data: {} })).statusCode).toBe(201);
    expect((await call(t, 'DELETE', '/documents/coin', 'operator')).json().error.key).toBe('inUse');
    await setGrants(t, 'operator', 'coin', [view, hidden]);
    expect((await call(t, 'GET', '/documents/coin', 'operator')).statusCode).toBe(404);
    expect(
      (await call(t, 'GET', '/documents', 'operator')).json().data.map((d: { code: string }) => d.code),
    ).not.toContain('coin');
    expect((await call(t, 'GET', '/data/coin', 'operator')).statusCode).toBe(403);
    await call(t, 'POST', '/documents', 'operator', { ...CURRENCY_DOCUMENT, code: 'empty', fields: [] });
    expect((await call(t, 'DELETE', '/documents/empty', 'operator')).statusCode).toBe(200);
    expect((await call(t, 'GET', '/documents/empty', 'operator')).statusCode).toBe(404);
  });

  it('removes the grants, field rules and menu nodes naming a deleted document, and only those', async () => {
    for (const code of ['ledger', 'journal'])
      expect(
        (await call(t, 'POST', '/documents', 'operator', { ...CURRENCY_DOCUMENT, code })).statusCode,
      ).toBe(201);
    const grants = ['ledger', 'journal'].map((document) => ({
      document,
      levels: [view],
      hiddenFields: ['name'],
    }));
    const group = await call(t, 'POST', '/groups', 'administrator', {
      code: 'auditors',
      name: { en: 'Auditors', vi: 'Kiểm toán' },
      memberIds: [],
      permissions: grants,
    });
    expect(group.statusCode, group.body).toBe(201);
    await setGrants(t, 'basic', 'ledger', [view, create]);
    await setGrants(t, 'basic', 'journal', [view]);
    await t.deps.db
      .insertInto('field_rules')
      .values(
        ['ledger', 'journal'].map((document) => ({
          owner_kind: 'role',
          owner_code: 'basic',
          document,
          field: 'name',
        })),
      )
      .execute();
    const title = { en: 'Books', vi: 'Sổ sách' };
    const section = await call(t, 'POST', '/menus', 'administrator', {
      kind: 'section',
      parentId: null,
      title,
    });
    expect(section.statusCode, section.body).toBe(201);
    const parentId = section.json().data.id;
    const item = (document: string, under: string) =>
      call(t, 'POST', '/menus', 'administrator', {
        kind: 'item',
        parentId: under,
        title,
        path: `core/${document}`,
        document,
      });
    const ledgerItem = await item('ledger', parentId);
    expect(ledgerItem.statusCode, ledgerItem.body).toBe(201);
    // an item under the deleted document's item goes too (the foreign key), whatever it opens
    expect((await item('journal', ledgerItem.json().data.id)).statusCode).toBe(201);
    expect((await item('journal', parentId)).statusCode).toBe(201);

    expect((await call(t, 'DELETE', '/documents/ledger', 'operator')).statusCode).toBe(200);

    const db = t.deps.db;
    const count = async (table: 'role_permissions' | 'group_permissions', resource: string) =>
      (await db.selectFrom(table).select('level').where('resource', '=', resource).execute()).length;
    expect(await count('role_permissions', 'ledger')).toBe(0);
    expect(await count('group_permissions', 'ledger')).toBe(0);
    expect(await count('group_permissions', 'journal')).toBe(1);
    const rules = await db.selectFrom('field_rules').select(['document', 'owner_kind']).execute();
    expect(rules.filter((r) => r.document === 'ledger')).toEqual([]);
    expect(
      rules
        .filter((r) => r.document === 'journal')
        .map((r) => r.owner_kind)
        .sort(),
    ).toEqual(['group', 'role']);
    const nodes = await db.selectFrom('menu_nodes').select(['kind', 'document', 'parent_id']).execute();
    expect(nodes.filter((n) => n.document === 'ledger')).toEqual([]);
    expect(nodes.filter((n) => n.document === 'journal')).toEqual([
      { kind: 'item', document: 'journal', parent_id: parentId },
    ]);
    expect((await call(t, 'GET', '/groups/auditors', 'administrator')).json().data.permissions).toEqual([
      { document: 'journal', levels: [view], hiddenFields: ['name'] },
    ]);
    // a new document of the same code starts with no grant
    expect(
      (await call(t, 'POST', '/documents', 'operator', { ...CURRENCY_DOCUMENT, code: 'ledger' })).statusCode,
    ).toBe(201);
    expect((await call(t, 'GET', '/data/ledger', 'basic')).statusCode).toBe(403);
  });

  it('filters, searches and sorts built-in lists held in memory, and refuses it where a module pages', async () => {
    await setGrants(t, 'administrator', 'interval', [view]);
    const ids = async (qs: string) => {
      const res = await call(t, 'GET', `/data/interval?${qs}`, 'administrator');
      expect(res.statusCode, res.body).toBe(200);
      return { ids: res.json().data.map((r: { id: string }) => r.id), total: res.json().total };
    };
    const q = (query: unknown) => `query=${encodeURIComponent(JSON.stringify(query))}`;
    expect(await ids('sort=-index&pageSize=5&page=1')).toEqual({
      ids: ['Week', 'Day', 'H4', 'H1', 'M15'],
      total: 7,
    });
    expect(await ids('sort=-index&pageSize=5&page=2')).toEqual({ ids: ['M5', 'M3'], total: 7 });
    expect(await ids(`${q({ index: { isGreaterThanOrEqual: 4 } })}&sort=name`)).toEqual({
      ids: ['H4', 'Day', 'Week'],
      total: 3,
    });
    expect(await ids(`${q({ id: { in: ['M3', 'H1'] }, code: { contains: 'M' } })}`)).toEqual({
      ids: ['M3'],
      total: 1,
    });
    expect(await ids('search=h')).toEqual({ ids: ['H1', 'H4'], total: 2 });
    expect((await ids(q({ code: { isNotEquals: '1d' } }))).total).toBe(6);
    // a module's own paging cannot filter or sort: refused, not answered as if applied
    await setGrants(t, 'administrator', 'cache-configuration', [view, viewAll]);
    await setGrants(t, 'administrator', 'user', [view, viewAll]);
    for (const [url, path] of [
      ['/data/cache-configuration?sort=-createdAt', 'sort'],
      ['/data/user?search=adm', 'search'],
      ['/data/user?sort=updatedAt', 'sort'],
    ]) {
      const res = await call(t, 'GET', url, 'administrator');
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.details[0].path, url).toBe(path);
    }
    expect((await call(t, 'GET', '/data/user?pageSize=5', 'administrator')).statusCode).toBe(200);
  });
});
