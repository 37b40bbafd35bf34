import { can, type Grants, type PermissionLevel, RESOURCE } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
import { operationsOf } from '../documents/documents.model';
import {
  type BackofficeApp,
  call,
  create,
  createBackofficeApp,
  edit,
  hidden,
  ROLE_CODES,
  remove,
  setGrants,
  shareGroup,
  view,
  viewAll,
} from './records.test-helpers';

/**
 * Grants hold everywhere: every seeded role x every document with data operations x every action,
 * compared with what role_permissions says (and the document's operations): nothing allowed where
 * the grants say no, nothing refused where they say yes, and no field outside the document's
 * visible fields in any answer.
 */

const LEDGER = {
  code: 'ledger',
  name: { en: 'Ledger', vi: 'Sổ cái' },
  collection: 'business',
  fields: [
    { code: 'title', label: { en: 'Title', vi: 'Tiêu đề' }, type: 'string', required: true },
    { code: 'amount', label: { en: 'Amount', vi: 'Số tiền' }, type: 'double' },
    { code: 'secret', label: { en: 'Secret', vi: 'Bí mật' }, type: 'string' },
  ],
};

/** Grants given for the test, so each role holds a different mix (hidden overrides everything). */
const GIVEN: Record<string, Record<string, number[]>> = {
  member: { ledger: [view], interval: [view] },
  basic: { ledger: [view, create], user: [view] },
  midium: { ledger: [view, viewAll, edit], filter: [view] },
  premium: { ledger: [create, remove], 'cache-configuration': [view, viewAll, create] },
  operator: { ledger: [view, viewAll, create, edit, remove, hidden], 'time-frame': [view, hidden] },
  administrator: {
    ledger: [view, viewAll, create, edit, remove],
    interval: [view, viewAll],
    'market-type': [view],
    'time-frame': [view, viewAll],
    user: [view, viewAll],
    'cache-configuration': [view, viewAll],
    filter: [view, viewAll],
  },
};

const HIDES_AMOUNT = ['midium', 'premium', 'administrator'];
/** Users sharing a group with the one named `stranger`, who owns the "other" records. */
const STRANGER_MATES = ['member'];

type Action = 'list' | 'read' | 'readOther' | 'create' | 'update' | 'updateOther' | 'delete' | 'deleteOther';
const ACTIONS: Action[] = [
  'list',
  'read',
  'readOther',
  'create',
  'update',
  'updateOther',
  'delete',
  'deleteOther',
];
const LEVEL: Record<Action, PermissionLevel> = {
  list: view,
  read: view,
  readOther: view,
  create,
  update: edit,
  updateOther: edit,
  delete: remove,
  deleteOther: remove,
};
const OPERATION = {
  list: 'list',
  read: 'read',
  readOther: 'read',
  create: 'create',
  update: 'update',
  updateOther: 'update',
  delete: 'delete',
  deleteOther: 'delete',
} as const;

/** Ids of built-in records to read: master data (ownerless), the caller's own account. */
const BUILTIN_IDS: Record<string, (userId: string) => string> = {
  interval: () => 'H1',
  'market-type': () => '1',
  'time-frame': () => '1h',
  user: (id) => id,
  'cache-configuration': () => '1',
  filter: () => 'none',
  notification: () => 'none',
};

describe(`record permissions over the API (${dialectUnderTest})`, () => {
  let t: BackofficeApp;
  let documents: Array<{
    code: string;
    builtIn: boolean;
    operations: ReturnType<typeof operationsOf>;
    fields: string[];
  }>;
  let grants: Record<string, Grants>;
  beforeAll(async () => {
    t = await createBackofficeApp({ stranger: 'member' });
    await setGrants(t, 'administrator', RESOURCE.document, [view, viewAll, create, edit, remove]);
    const made = await call(t, 'POST', '/documents', 'administrator', LEDGER);
    expect(made.statusCode, made.body).toBe(201);
    // "secret" is taken out of the document: its stored values must never be answered
    const fewer = { ...LEDGER, fields: LEDGER.fields.filter((f) => f.code !== 'secret') };
    expect((await call(t, 'PUT', '/documents/ledger', 'administrator', fewer)).statusCode).toBe(200);
    // field scope: these roles may not see the amount (auth context from field_rules)
    await t.deps.db
      .insertInto('field_rules')
      .values(
        HIDES_AMOUNT.map((role) => ({
          owner_kind: 'role' as const,
          owner_code: role,
          document: 'ledger',
          field: 'amount',
        })),
      )
      .execute();
    // row scope: member and stranger share a group, so member's view covers stranger's records
    await shareGroup(t, 'desk', ['member', 'stranger']);
    for (const [role, byDoc] of Object.entries(GIVEN))
      for (const [doc, levels] of Object.entries(byDoc)) await setGrants(t, role, doc, levels);
    const rows = await t.deps.db.selectFrom('documents').selectAll().execute();
    documents = rows
      .map((r) => ({
        code: r.code,
        builtIn: r.built_in === 1,
        operations: operationsOf(t.deps.builtinDocuments, r),
        fields: (JSON.parse(r.fields) as Array<{ code: string }>).map((f) => f.code),
      }))
      .filter((d) => Object.values(d.operations).some(Boolean));
    const perms = await t.deps.db.selectFrom('role_permissions').selectAll().execute();
    grants = {};
    for (const p of perms) {
      grants[p.role_code] ??= {};
      const g = grants[p.role_code] as Record<string, number[]>;
      g[p.resource] ??= [];
      g[p.resource].push(p.level);
    }
  }, 180_000);
  afterAll(() => t.close());

  const ledgerRecord = async (ownerId: string) => {
    const id = crypto.randomUUID();
    await t.deps.db
      .insertInto('records')
      .values({
        id,
        document_code: 'ledger',
        owner_id: ownerId,
        data: JSON.stringify({ title: 'kept', amount: 1, secret: 'never answered' }),
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .execute();
    return id;
  };

  async function attempt(role: string, doc: string, builtIn: boolean, action: Action) {
    const base = `/data/${doc}`;
    const own = t.userIds[role];
    const owner = action.endsWith('Other') ? t.userIds.stranger : own;
    const id = builtIn
      ? BUILTIN_IDS[doc](own)
      : action === 'list' || action === 'create'
        ? ''
        : await ledgerRecord(owner);
    const body = {
      data: HIDES_AMOUNT.includes(role) ? { title: 'written' } : { title: 'written', amount: 2 },
    };
    switch (action) {
      case 'list':
        return call(t, 'GET', base, role);
      case 'create':
        return call(t, 'POST', base, role, body);
      case 'read':
      case 'readOther':
        return call(t, 'GET', `${base}/${id}`, role);
      case 'update':
      case 'updateOther':
        return call(t, 'PUT', `${base}/${id}`, role, body);
      default:
        return call(t, 'DELETE', `${base}/${id}`, role);
    }
  }

  it('allows exactly what the grants allow, and answers only visible fields', async () => {
    expect(documents.map((d) => d.code).sort()).toEqual(
      [
        'cache-configuration',
        'filter',
        'interval',
        'ledger',
        'market-type',
        'notification',
        'time-frame',
        'user',
      ].sort(),
    );
    const wronglyAllowed: string[] = [];
    const wronglyRefused: string[] = [];
    const leaks: string[] = [];
    let checked = 0;
    let allowed = 0;
    for (const role of ROLE_CODES) {
      for (const doc of documents) {
        for (const action of ACTIONS) {
          if (doc.builtIn && action.endsWith('Other') && doc.code !== 'ledger') continue;
          const g = grants[role];
          const sees = can(g, doc.code, view) && !can(g, doc.code, hidden);
          // someone else's record needs view all unless the record has no owner (built-in master data)
          const scope =
            !action.endsWith('Other') || can(g, doc.code, viewAll) || STRANGER_MATES.includes(role);
          const expected =
            sees && can(g, doc.code, LEVEL[action]) && doc.operations[OPERATION[action]] && scope;
          const res = await attempt(role, doc.code, doc.builtIn, action);
          checked += 1;
          const label = `${role} ${action} ${doc.code} -> ${res.statusCode}`;
          const ok = res.statusCode >= 200 && res.statusCode < 300;
          if (ok) allowed += 1;
          if (ok && !expected) wronglyAllowed.push(label);
          if (!ok && expected) wronglyRefused.push(`${label} ${res.body}`);
          if (!ok) expect([403, 404], label).toContain(res.statusCode);
          if (ok && action !== 'delete' && action !== 'deleteOther') {
            const json = res.json();
            const answered = Array.isArray(json.data) ? json.data : [json.data];
            for (const r of answered)
              for (const key of Object.keys(r.data ?? {}))
                if (
                  !doc.fields.includes(key) ||
                  (doc.code === 'ledger' && HIDES_AMOUNT.includes(role) && key === 'amount')
                )
                  leaks.push(`${label}: ${key}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    // both sides of the matrix are exercised
    expect(allowed).toBeGreaterThan(40);
    expect(checked - allowed).toBeGreaterThan(40);
    expect(wronglyAllowed).toEqual([]);
    expect(wronglyRefused).toEqual([]);
    expect(leaks).toEqual([]);
  }, 180_000);
});
