import path from 'node:path';
import { RESOURCE } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../test/harness';
import { rolesChanged } from '../auth/auth.service';
import { bearer } from '../auth/auth.test-helpers';
import {
  type BackofficeApp,
  create,
  createBackofficeApp,
  edit,
  setGrants,
  view,
  viewAll,
} from '../backoffice/records/records.test-helpers';
import { purgeUnattachedFiles } from './files.handlers';
import { attachFile } from './files.service';
import { filesUnder, type Part, upload } from './files.test-helpers';

const DOCUMENT = 'expense-claim';
const DOCUMENT_DEF = {
  code: DOCUMENT,
  name: { en: 'Expense claim', vi: 'Đề nghị thanh toán' },
  collection: 'business',
  fields: [{ code: 'title', label: { en: 'Title', vi: 'Tiêu đề' }, type: 'string', required: true }],
};
const doc: Part = { field: 'document', value: DOCUMENT };
/** A plain-text file of exactly `bytes` bytes. */
const text = (bytes: number, name = 'note.txt'): Part => ({
  file: 'file',
  name,
  bytes: Buffer.alloc(bytes, 'a'),
});

/** The real app with a document members may attach files to, and the users `extra` names. */
async function appWithDocument(extra: Record<string, 'member' | 'basic'>, env: Record<string, string>) {
  const t = await createBackofficeApp(extra, {
    FILE_MAX_BYTES: String(64 * 1024),
    LOGIN_RATE_LIMIT: '100',
    ...env,
  });
  await setGrants(t, 'administrator', RESOURCE.document, [view, viewAll, create, edit]);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/core/documents',
    headers: bearer(t.tokens.administrator as string),
    payload: DOCUMENT_DEF,
  });
  expect(made.statusCode, made.body).toBe(201);
  for (const role of ['member', 'basic']) await setGrants(t, role, DOCUMENT, [view, create, edit]);
  return t;
}

/** An operator's edit of a plan's room, as they change its other limits. */
const setRoom = (t: BackofficeApp, plan: string, bytes: number | null) =>
  t.deps.db.updateTable('plans').set({ storage_bytes: bytes }).where('code', '=', plan).execute();

describe(`upload storage quota per plan (${dialectUnderTest})`, () => {
  let t: BackofficeApp;
  const as = (user: string, parts: Part[]) => upload(t, t.tokens[user] as string, parts);
  const rowsOf = (user: string) =>
    t.deps.db
      .selectFrom('files')
      .select(['id', 'size'])
      .where('uploader_id', '=', t.userIds[user] as string)
      .execute();

  beforeAll(async () => {
    t = await appWithDocument(
      { filler: 'member', attacher: 'member', racer: 'member', freed: 'member', payer: 'basic' },
      { UPLOAD_RATE_LIMIT: '1000' },
    );
    await setRoom(t, 'member', 3000);
    await setRoom(t, 'basic', 6000);
  });
  afterAll(() => t.close());

  it("accepts uploads up to the plan's room, then refuses with 403 STORAGE_LIMIT naming the limit", async () => {
    for (let i = 0; i < 2; i += 1) expect((await as('filler', [doc, text(1000)])).statusCode).toBe(201);
    const storedFiles = filesUnder(path.join(t.dataDir, 'files')).length;
    // 2000 kept, 1500 more would pass 3000: refused after reading, its bytes removed again
    const over = await as('filler', [doc, text(1500)]);
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toMatchObject({
      code: 'STORAGE_LIMIT',
      key: 'storageLimitReached',
      details: { limit: 3000, used: 2000, size: 1500, pricing: '/pricing' },
    });
    expect(filesUnder(path.join(t.dataDir, 'files')).length).toBe(storedFiles);
    // exactly up to the room is accepted
    expect((await as('filler', [doc, text(1000)])).statusCode).toBe(201);
    // full: refused before the file is read
    const full = await as('filler', [doc, text(1)]);
    expect(full.statusCode).toBe(403);
    expect(full.json().error).toMatchObject({ code: 'STORAGE_LIMIT', key: 'storageLimitReached' });
    expect(full.json().error.details).toEqual({ pricing: '/pricing', limit: 3000, used: 3000 });
    expect((await rowsOf('filler')).reduce((sum, r) => sum + Number(r.size), 0)).toBe(3000);
  });

  it('counts files no record took as well as attached ones', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/core/data/${DOCUMENT}`,
      headers: bearer(t.tokens.attacher as string),
      payload: { data: { title: 'Taxi' } },
    });
    expect(made.statusCode, made.body).toBe(201);
    const kept = (await as('attacher', [doc, text(1000)])).json().data;
    await attachFile(t.deps, kept.id, DOCUMENT, made.json().data.id);
    // one attached, one waiting for a record: both take room
    expect((await as('attacher', [doc, text(1000)])).statusCode).toBe(201);
    const refused = await as('attacher', [doc, text(1001)]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details).toMatchObject({ limit: 3000, used: 2000, size: 1001 });
  });

  it('frees the room of a deleted file', async () => {
    expect((await as('freed', [doc, text(3000)])).statusCode).toBe(201);
    expect((await as('freed', [doc, text(10)])).statusCode).toBe(403);
    // housekeeping removes files no record took after a day
    const dayLater = { ...t.deps, clock: { now: () => Date.now() + 25 * 3600_000 } };
    expect(await purgeUnattachedFiles(dayLater)).toBeGreaterThanOrEqual(1);
    expect(await rowsOf('freed')).toEqual([]);
    expect((await as('freed', [doc, text(3000)])).statusCode).toBe(201);
  });

  it('keeps concurrent uploads within the room', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => as('racer', [doc, text(1000)])));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 403, 403, 403, 403, 403]);
    const rows = await rowsOf('racer');
    expect(rows.reduce((sum, r) => sum + Number(r.size), 0)).toBe(3000);
  });

  it('gives another plan its own room', async () => {
    for (let i = 0; i < 6; i += 1) expect((await as('payer', [doc, text(1000)])).statusCode).toBe(201);
    const refused = await as('payer', [doc, text(1000)]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details).toMatchObject({ limit: 6000, used: 6000 });
  });

  it("lets a plan without a limit keep any amount, and a role without a plan the free plan's room", async () => {
    await setRoom(t, 'basic', null);
    expect((await as('payer', [doc, text(5000)])).statusCode).toBe(201);
    await t.deps.db
      .insertInto('roles')
      .values({ code: 'accountant', name: 'Accountant', rank: 50, is_staff: 0 })
      .execute();
    await t.deps.db
      .updateTable('users')
      .set({ role_code: 'accountant' })
      .where('id', '=', t.userIds.payer as string)
      .execute();
    await rolesChanged(t.deps, 'accountant');
    await setGrants(t, 'accountant', DOCUMENT, [view, create, edit]);
    const refused = await as('payer', [doc, text(10)]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details).toMatchObject({ limit: 3000, used: 11000 });
  });
});

describe(`upload rate limit (${dialectUnderTest})`, () => {
  let t: BackofficeApp;
  beforeAll(async () => {
    t = await appWithDocument({ hasty: 'member' }, { UPLOAD_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once a user started UPLOAD_RATE_LIMIT uploads in a minute', async () => {
    const as = (user: string) => upload(t, t.tokens[user] as string, [doc, text(10)]);
    for (let i = 0; i < 3; i += 1) expect((await as('hasty')).statusCode).toBe(201);
    const limited = await as('hasty');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      key: 'uploadRateLimited',
      details: { limit: 3 },
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // counted per user: another member still uploads
    expect((await as('member')).statusCode).toBe(201);
  });
});
