import crypto from 'node:crypto';
import path from 'node:path';
import { RESOURCE } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../../test/harness';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';
import { create, edit, setGrants, view, viewAll } from '../backoffice/records/records.test-helpers';
import { purgeUnattachedFiles } from './files.handlers';
import { attachFile } from './files.service';
import {
  BANK_ACCOUNT,
  BANK_ACCOUNT_DOCUMENT as DOCUMENT,
  download,
  filesUnder,
  type Part,
  samples,
  upload,
} from './files.test-helpers';

const MAX_BYTES = 64 * 1024;

const doc: Part = { field: 'document', value: DOCUMENT };
const file = (name: string, bytes: Uint8Array): Part => ({ file: 'file', name, bytes });

describe(`file upload and download (${dialectUnderTest})`, () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let storeDir: string;
  let sample: Awaited<ReturnType<typeof samples>>;

  const storedRows = () => t.deps.db.selectFrom('files').selectAll().execute();
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/core${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const newRecord = async (token: string, bankName: string): Promise<string> => {
    const res = await call('POST', `/data/${DOCUMENT}`, token, { data: { bankName } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id;
  };

  beforeAll(async () => {
    // the member uploads more than a minute's default allowance here; the rate limit has its own test
    t = await createTestApp({
      MARKET_EXCHANGES: '',
      FILE_MAX_BYTES: String(MAX_BYTES),
      UPLOAD_RATE_LIMIT: '1000',
    });
    storeDir = path.join(t.dataDir, 'files');
    const roles = { member: 'member', other: 'member', operator: 'operator', admin: 'administrator' };
    for (const [name, role] of Object.entries(roles)) {
      await signupVerified(t, `${name}@example.com`);
      await t.deps.db
        .updateTable('users')
        .set({ role_code: role })
        .where('username', '=', `${name}@example.com`)
        .execute();
      tokens[name] = await tokenOf(t, `${name}@example.com`);
    }
    await setGrants(t, 'administrator', RESOURCE.document, [view, viewAll, create, edit]);
    const made = await call('POST', '/documents', tokens.admin, BANK_ACCOUNT);
    expect(made.statusCode, made.body).toBe(201);
    // members keep their own bank accounts (row scope); the operator sees every one
    await setGrants(t, 'member', DOCUMENT, [view, create, edit]);
    await setGrants(t, 'operator', DOCUMENT, [view, viewAll]);
    sample = await samples();
  });
  afterAll(() => t.close());

  it('announces the size limit and the one-file rule', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/core/file/settings',
      headers: bearer(tokens.member),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ maxBytes: MAX_BYTES, maxItems: 1 });
  });

  it.each([
    ['statement.pdf', 'pdf', 'application/pdf'],
    ['receipt.png', 'png', 'image/png'],
    ['accounts.xlsx', 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['letter.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['ghi chú tài khoản.txt', 'txt', 'text/plain'],
  ] as const)('uploads %s and downloads the same bytes', async (name, kind, mimeType) => {
    const bytes = sample[kind];
    const up = await upload(t, tokens.member, [doc, file(name, bytes)]);
    expect(up.statusCode).toBe(201);
    const stored = up.json().data;
    expect(stored).toMatchObject({ name, mimeType, size: bytes.byteLength });
    expect(stored.path).toMatch(/^[a-f0-9]{32}$/);
    const row = (await storedRows()).find((r) => r.id === stored.id);
    expect(row?.sha256).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));

    const down = await download(t, tokens.member, { document: DOCUMENT, name, path: stored.path, mimeType });
    expect(down.statusCode).toBe(201);
    expect(down.headers['content-type']).toBe(mimeType);
    expect(down.headers['content-disposition']).toBe(
      `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(Buffer.compare(down.rawPayload, Buffer.from(bytes))).toBe(0);
  });

  describe('refusals leave nothing stored', () => {
    let before: { rows: number; files: number };
    beforeAll(async () => {
      before = { rows: (await storedRows()).length, files: filesUnder(storeDir).length };
    });
    const nothingStored = async () => {
      expect((await storedRows()).length).toBe(before.rows);
      expect(filesUnder(storeDir).length).toBe(before.files);
    };

    it('refuses a second file', async () => {
      const res = await upload(t, tokens.member, [doc, file('a.pdf', sample.pdf), file('b.png', sample.png)]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'BAD_REQUEST', key: 'fileOnlyOne' });
      await nothingStored();
    });

    it('refuses an executable renamed .pdf', async () => {
      const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]);
      const res = await upload(t, tokens.member, [doc, file('invoice.pdf', exe)]);
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', key: 'fileTypeNotAllowed' });
      await nothingStored();
    });

    it('refuses a file whose name does not match its content', async () => {
      const res = await upload(t, tokens.member, [doc, file('photo.pdf', sample.png)]);
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toMatchObject({ key: 'fileTypeMismatch', details: { detected: 'png' } });
      const binary = await upload(t, tokens.member, [
        doc,
        file('notes.txt', Buffer.from([0x41, 0x00, 0xff])),
      ]);
      expect(binary.json().error.key).toBe('fileTypeNotAllowed');
      await nothingStored();
    });

    it('refuses a file over the limit with 413', async () => {
      const big = Buffer.concat([sample.pdf, Buffer.alloc(MAX_BYTES)]);
      const res = await upload(t, tokens.member, [doc, file('big.pdf', big)]);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        key: 'fileTooLarge',
        details: { maxBytes: MAX_BYTES },
      });
      // just over the limit, within what Content-Length lets through: the stream itself is cut
      const edge = Buffer.concat([sample.pdf, Buffer.alloc(MAX_BYTES - sample.pdf.byteLength + 1)]);
      expect((await upload(t, tokens.member, [doc, file('edge.pdf', edge)])).statusCode).toBe(413);
      await nothingStored();
    });

    it.each(['../../etc/passwd', '..\\..\\windows\\win.ini', 'a\u0000.txt', '..'])(
      'refuses the name %j',
      async (name) => {
        const res = await upload(t, tokens.member, [doc, file(name, sample.txt)]);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatchObject({ code: 'BAD_REQUEST', key: 'fileNameInvalid' });
        await nothingStored();
      },
    );

    it('refuses an upload without a document, on a document the caller may not create in, or with no file', async () => {
      const noDocument = await upload(t, tokens.member, [file('a.pdf', sample.pdf)]);
      expect(noDocument.statusCode).toBe(400);
      expect(noDocument.json().error.code).toBe('VALIDATION');
      const denied = await upload(t, tokens.member, [
        { field: 'document', value: 'payroll' },
        file('a.pdf', sample.pdf),
      ]);
      expect(denied.statusCode).toBe(403);
      const noFile = await upload(t, tokens.member, [doc]);
      expect(noFile.json().error).toMatchObject({ code: 'BAD_REQUEST', key: 'fileRequired' });
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/core/file/upload', payload: {} });
      expect(anonymous.statusCode).toBe(401);
      await nothingStored();
    });
  });

  it('lets only the uploader and those who may view the owning record download', async () => {
    const recordId = await newRecord(tokens.member, 'ACB');
    const up = (await upload(t, tokens.member, [doc, file('statement.pdf', sample.pdf)])).json().data;
    const asked = { document: DOCUMENT, name: up.name, path: up.path, mimeType: up.mimeType };
    // unattached: the uploader's alone
    expect((await download(t, tokens.operator, asked)).statusCode).toBe(403);
    await attachFile(t.deps, up.id, DOCUMENT, recordId);
    expect((await download(t, tokens.member, asked)).statusCode).toBe(201);
    expect((await download(t, tokens.operator, asked)).statusCode).toBe(201);
    // another member may view the document, but not this member's record
    const denied = await download(t, tokens.other, asked);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toMatchObject({ code: 'FORBIDDEN', key: 'forbidden' });
  });

  it("uploads for a record only within the caller's sight, and keeps the record's id", async () => {
    const recordId = await newRecord(tokens.member, 'VCB');
    const forRecord = [doc, { field: 'recordId', value: recordId }, file('statement.pdf', sample.pdf)];
    const own = await upload(t, tokens.member, forRecord);
    expect(own.statusCode).toBe(201);
    const row = (await storedRows()).find((r) => r.id === own.json().data.id);
    expect(row?.record_id).toBe(recordId);
    const foreign = await upload(t, tokens.other, forRecord);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.key).toBe('recordNotFound');
    // the operator sees the record but may not edit the document
    expect((await upload(t, tokens.operator, forRecord)).statusCode).toBe(403);
  });

  it('answers 404 for a path that is not a stored file, whatever it names', async () => {
    const up = (await upload(t, tokens.member, [doc, file('statement.pdf', sample.pdf)])).json().data;
    for (const p of [
      crypto.randomBytes(16).toString('hex'),
      '../../etc/passwd',
      `${up.path}/../x`,
      '/etc/passwd',
    ]) {
      const res = await download(t, tokens.member, {
        document: DOCUMENT,
        name: 'x',
        path: p,
        mimeType: 'text/plain',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', key: 'fileNotFound' });
    }
    // a stored path under another document is not found either
    const elsewhere = await download(t, tokens.member, {
      document: 'payroll',
      name: 'x',
      path: up.path,
      mimeType: 'x',
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('removes files no record took after a day, and keeps attached ones', async () => {
    const kept = (await upload(t, tokens.member, [doc, file('kept.pdf', sample.pdf)])).json().data;
    const dropped = (await upload(t, tokens.member, [doc, file('dropped.pdf', sample.pdf)])).json().data;
    await attachFile(t.deps, kept.id, DOCUMENT, await newRecord(tokens.member, 'BIDV'));
    expect(await purgeUnattachedFiles(t.deps)).toBe(0);
    const dayLater = { ...t.deps, clock: { now: () => Date.now() + 25 * 3600_000 } };
    expect(await purgeUnattachedFiles(dayLater)).toBeGreaterThanOrEqual(1);
    const ids = (await storedRows()).map((r) => r.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(dropped.id);
    expect(filesUnder(storeDir).map((f) => path.basename(f))).not.toContain(dropped.path);
    const gone = await download(t, tokens.member, {
      document: DOCUMENT,
      name: 'x',
      path: dropped.path,
      mimeType: 'x',
    });
    expect(gone.statusCode).toBe(404);
  });
});
