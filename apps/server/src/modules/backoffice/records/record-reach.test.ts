import crypto from 'node:crypto';
import { type EventRuleWrite, RESOURCE } from '@bitdata/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
import { waitFor } from '../../../../test/wait';
import { rolesChanged } from '../../auth/auth.service';
import { startReceiver } from '../rules/rules.test-helpers';
import * as records from './records.repository';
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
 * A record reaches a reader through four doors: the records API, its export, the activity log (the
 * record's history) and the event rules (a rule sends records to whoever its author names). For every
 * seeded role x document, the last three reach exactly the records and fields the first shows.
 */

const field = (code: string) => ({ code, label: { en: code, vi: code }, type: 'string' as const });
const PROBE = {
  code: 'probe-doc',
  name: { en: 'Probe', vi: 'Dò' },
  collection: 'business',
  fields: [field('title'), field('amount'), field('note')],
};
const DESK = {
  code: 'desk-notes',
  name: { en: 'Desk notes', vi: 'Ghi chú' },
  collection: 'business',
  fields: [field('title'), field('amount')],
};
const GENERIC = [PROBE.code, DESK.code];

/** Each role holds a different mix; the operator designs documents but holds nothing on the probe. */
const GIVEN: Record<string, Record<string, number[]>> = {
  member: { [PROBE.code]: [view], [DESK.code]: [view, viewAll] },
  basic: { [PROBE.code]: [view, create] },
  midium: { [PROBE.code]: [view, viewAll], [DESK.code]: [view] },
  premium: { [DESK.code]: [view, viewAll, hidden] },
  operator: { [RESOURCE.document]: [view, viewAll, create, edit] },
  administrator: {
    [RESOURCE.document]: [view, viewAll, create, edit, remove],
    [PROBE.code]: [view, viewAll, create, edit, remove],
    [DESK.code]: [view, viewAll, create, edit, remove],
  },
};
/** Field scope: role -> document -> fields it may not see. */
const HIDDEN: Record<string, Record<string, string[]>> = {
  basic: { [PROBE.code]: ['note'] },
  midium: { [PROBE.code]: ['amount'] },
  administrator: { [DESK.code]: ['amount'] },
};

type Seen = Map<string, string[]>;
const keys = (data: Record<string, unknown> | null | undefined) => Object.keys(data ?? {}).sort();

describe(`a record's history, rules and exports reach what the records API shows (${dialectUnderTest})`, () => {
  let t: BackofficeApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let documentCodes: string[];
  const deleted: Record<string, string> = {};

  const seenByRecordsApi = async (role: string, doc: string): Promise<Seen | null> => {
    const res = await call(t, 'GET', `/data/${doc}?pageSize=100`, role);
    if (res.statusCode === 403) return null;
    expect(res.statusCode, `${role} ${doc}: ${res.body}`).toBe(200);
    const rows = res.json().data as Array<{ id: string; data: Record<string, unknown> }>;
    return new Map(rows.map((r) => [r.id, keys(r.data)]));
  };

  beforeAll(async () => {
    t = await createBackofficeApp({ stranger: 'member' }, { NOTIFY_ALLOW_PRIVATE_URLS: 'true' });
    for (const role of ROLE_CODES) await setGrants(t, role, RESOURCE.event, [view, create, edit]);
    await setGrants(t, 'administrator', RESOURCE.document, GIVEN.administrator[RESOURCE.document] ?? []);
    await setGrants(t, 'administrator', RESOURCE.collection, [view, viewAll]);
    for (const doc of [PROBE, DESK]) {
      const made = await call(t, 'POST', '/documents', 'administrator', doc);
      expect(made.statusCode, made.body).toBe(201);
    }
    for (const [role, byDoc] of Object.entries(GIVEN))
      for (const [doc, levels] of Object.entries(byDoc)) await setGrants(t, role, doc, levels);
    const rules = Object.entries(HIDDEN).flatMap(([role, byDoc]) =>
      Object.entries(byDoc).flatMap(([document, fields]) =>
        fields.map((f) => ({ owner_kind: 'role' as const, owner_code: role, document, field: f })),
      ),
    );
    await t.deps.db.insertInto('field_rules').values(rules).execute();
    // row scope: member and stranger share a group, so member's "view" covers stranger's records
    const now = Date.now();
    await shareGroup(t, 'desk', ['member', 'stranger']);
    for (const role of Object.keys(HIDDEN)) await rolesChanged(t.deps, role);

    // one record of each document per user, written as the product writes them (with their activity)
    for (const doc of GENERIC)
      for (const [name, ownerId] of Object.entries(t.userIds))
        await records.insertRecord(t.deps.db, {
          id: crypto.randomUUID(),
          document_code: doc,
          owner_id: ownerId,
          data: JSON.stringify({ title: `${name}-${doc}`, amount: 'A-PRIVATE-SECRET-42', note: 'n' }),
          created_at: now,
          updated_at: now,
        });
    // and one the stranger's that is deleted: its history stays, for who could read it
    for (const doc of GENERIC) {
      const made = await call(t, 'POST', `/data/${doc}`, 'administrator', { data: { title: 'to delete' } });
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json().data.id as string;
      await t.deps.db
        .updateTable('records')
        .set({ owner_id: t.userIds.stranger })
        .where('id', '=', id)
        .execute();
      await t.deps.db
        .updateTable('record_activity')
        .set({ actor_id: t.userIds.stranger })
        .where('record_id', '=', id)
        .execute();
      expect((await call(t, 'DELETE', `/data/${doc}/${id}`, 'administrator')).statusCode).toBe(200);
      deleted[doc] = id;
    }
    documentCodes = (await t.deps.db.selectFrom('documents').select('code').execute()).map((d) => d.code);
    receiver = await startReceiver();
    await t.deps.jobs.start();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('shows a record in the activity log exactly where the records API shows it, with the same fields', async () => {
    for (const role of ROLE_CODES)
      for (const doc of documentCodes) {
        const seen = await seenByRecordsApi(role, doc);
        const res = await call(t, 'GET', `/events/activity?document=${doc}&pageSize=100`, role);
        expect(res.statusCode, `${role} ${doc}`).toBe(200);
        const rows = res.json().data as Array<{
          recordId: string;
          action: string;
          before: Record<string, unknown> | null;
          after: Record<string, unknown> | null;
        }>;
        const where = `${role} on ${doc}`;
        for (const row of rows) {
          if (row.recordId === deleted[doc]) continue;
          expect(seen?.has(row.recordId), `${where}: history of an unseen record`).toBe(true);
          const visible = seen?.get(row.recordId) ?? [];
          for (const k of [...keys(row.before), ...keys(row.after)])
            expect(visible, `${where}: field ${k} not shown by the records API`).toContain(k);
        }
        if (!GENERIC.includes(doc)) continue;
        // every record of a generic document has a history: the two sets are the same
        const live = new Set(rows.filter((r) => r.recordId !== deleted[doc]).map((r) => r.recordId));
        expect([...live].sort(), where).toEqual([...(seen?.keys() ?? [])].sort());
        // a deleted record's history: for those whose scope held its owner (view all, or the stranger's group)
        const scopeHeldOwner =
          seen !== null && (seen.size === Object.keys(t.userIds).length || role === 'member');
        expect(
          rows.some((r) => r.recordId === deleted[doc]),
          `${where}: deleted record`,
        ).toBe(scopeHeldOwner);
      }
    // the probe: a designer of documents without a grant on the document reads none of its records
    expect((await call(t, 'GET', `/data/${PROBE.code}`, 'operator')).statusCode).toBe(403);
    const log = await call(t, 'GET', '/events/activity?pageSize=100', 'operator');
    expect(log.body).not.toContain('A-PRIVATE-SECRET-42');
  }, 120_000);

  it('exports exactly the records and fields the records API shows', async () => {
    for (const role of ROLE_CODES)
      for (const doc of GENERIC) {
        const seen = await seenByRecordsApi(role, doc);
        const res = await call(t, 'GET', `/data/${doc}/export`, role);
        if (seen === null) {
          expect(res.statusCode, `${role} ${doc}`).toBe(403);
          continue;
        }
        expect(res.statusCode, `${role} ${doc}: ${res.body.slice(0, 200)}`).toBe(200);
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        const sheet = book.worksheets[0];
        if (!sheet) throw new Error('no sheet');
        const header = (sheet.getRow(1).values as unknown[]).filter((v) => v !== undefined).map(String);
        const visible = new Set([...seen.values()].flat());
        expect(header.sort(), `${role} ${doc}`).toEqual(
          [...DESK.fields, ...PROBE.fields]
            .map((f) => f.code)
            .filter((c, i, all) => all.indexOf(c) === i && visible.has(c))
            .sort(),
        );
        expect(sheet.actualRowCount - 1, `${role} ${doc}`).toBe(seen.size);
      }
  }, 120_000);

  it('lets an author write rules only where they see every record, and sends only the fields they see', async () => {
    const ruleOf = (doc: string): EventRuleWrite => ({
      name: `reach ${doc}`,
      document: doc,
      trigger: { kind: 'created' },
      action: { kind: 'webhook', url: receiver.url },
      enabled: true,
    });
    const made: Array<{ ruleId: string; role: string; doc: string }> = [];
    for (const role of ROLE_CODES)
      for (const doc of GENERIC) {
        const seen = await seenByRecordsApi(role, doc);
        const all = await t.deps.db
          .selectFrom('records')
          .select('id')
          .where('document_code', '=', doc)
          .execute();
        const seesEvery = seen !== null && seen.size === all.length;
        const res = await call(t, 'POST', '/events/rules', role, ruleOf(doc));
        expect(res.statusCode, `${role} ${doc}: ${res.body}`).toBe(seesEvery ? 201 : 403);
        if (!seesEvery) {
          expect(res.json().error.details[0]).toMatchObject({
            path: 'document',
            key: 'eventDocumentNotReadable',
          });
          continue;
        }
        made.push({ ruleId: res.json().data.id, role, doc });
        // a template may name only the fields the author sees
        const hiddenToAuthor = HIDDEN[role]?.[doc]?.[0];
        if (hiddenToAuthor) {
          const mail = await call(t, 'POST', '/events/rules', role, {
            ...ruleOf(doc),
            action: { kind: 'email', to: 'x@example.com', subject: `leak {{${hiddenToAuthor}}}`, body: 'b' },
          });
          expect(mail.statusCode, mail.body).toBe(400);
          expect(mail.json().error.details[0]).toMatchObject({
            path: 'action.subject',
            key: 'eventPlaceholderUnknown',
          });
        }
      }
    expect(made.map((m) => `${m.role}:${m.doc}`).sort()).toEqual(
      ['administrator:desk-notes', 'administrator:probe-doc', 'member:desk-notes', 'midium:probe-doc'].sort(),
    );
    for (const [doc, data] of [
      [PROBE.code, { title: 'fresh', amount: 'A-PRIVATE-SECRET-42', note: 'n' }],
      [DESK.code, { title: 'fresh' }],
    ] as const) {
      const res = await call(t, 'POST', `/data/${doc}`, 'administrator', { data });
      expect(res.statusCode, res.body).toBe(201);
    }
    await waitFor(() => receiver.calls.length >= made.length, 'every rule delivered', 30_000);
    for (const m of made) {
      const call_ = receiver.calls.find((c) => JSON.parse(c.body).rule.id === m.ruleId);
      if (!call_) throw new Error(`no delivery for ${m.role} ${m.doc}`);
      const body = JSON.parse(call_.body);
      const seen = (await seenByRecordsApi(m.role, m.doc)) ?? new Map();
      expect(keys(body.record), `${m.role} ${m.doc}`).toEqual(seen.get(body.recordId));
      expect(keys(body.after)).toEqual(seen.get(body.recordId));
    }
  }, 120_000);

  it('stops a rule whose author lost the grant, with the reason on its run, and masks its secret', async () => {
    await setGrants(t, 'midium', PROBE.code, [view, viewAll]);
    const res = await call(t, 'POST', '/events/rules', 'midium', {
      name: 'loses the grant',
      document: PROBE.code,
      trigger: { kind: 'created' },
      action: { kind: 'webhook', url: `${receiver.url}?lost` },
      enabled: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id: ruleId, secret } = res.json().data;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const shown = (await call(t, 'GET', `/events/rules/${ruleId}`, 'midium')).json().data.secret as string;
    expect(shown).not.toContain(secret.slice(0, 16));
    expect(shown.endsWith(secret.slice(-4))).toBe(true);
    const listed = (await call(t, 'GET', '/events/rules?pageSize=100', 'administrator')).body;
    expect(listed).not.toContain(secret);

    await setGrants(t, 'midium', PROBE.code, [view]);
    const before = receiver.calls.length;
    const made = await call(t, 'POST', `/data/${PROBE.code}`, 'administrator', {
      data: { title: 'after the loss' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const runs = await waitFor(
      async () => {
        const r = (await call(t, 'GET', `/events/runs?rule=${ruleId}`, 'administrator')).json()
          .data as Array<{
          status: string;
          error: string | null;
        }>;
        return r[0]?.status === 'failed' ? r : null;
      },
      'the run to fail',
      30_000,
    );
    expect(runs[0]?.error).toContain('may no longer view every record of probe-doc');
    await t.deps.jobs.drain(20_000);
    expect(receiver.calls.slice(before).some((c) => c.body.includes(ruleId))).toBe(false);
  }, 60_000);
});
