import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
import { bearer } from '../../auth/auth.test-helpers';
import { type Part, samples, upload } from '../../files/files.test-helpers';
import { PNG, type SiteTestApp, siteTestApp, written } from '../site/site.test-helpers';

/**
 * The content's files served to anybody (covers, images of bodies), and the images of a body tied to
 * its item when it is saved.
 */
describe(`content files (${dialectUnderTest})`, () => {
  let s: SiteTestApp;
  const uploaded = async (document: string, name: string, bytes: Uint8Array): Promise<string> => {
    const parts: Part[] = [
      { field: 'document', value: document },
      { file: 'file', name, bytes },
    ];
    const res = await upload(s.t, s.editor, parts);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id;
  };
  const fileRow = (id: string) =>
    s.t.deps.db.selectFrom('files').select(['record_id']).where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    s = await siteTestApp();
  });
  afterAll(() => s?.t.close());

  it('serves an image uploaded for the content to anybody, as itself, cached long and revalidated', async () => {
    const id = await uploaded('content', 'cover.png', PNG);
    const res = await s.get(`/api/core/content/files/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await s.get(`/api/core/content/files/${id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('finds nothing else: an unknown id, a file of another document, a file that is not an image', async () => {
    const sample = await samples();
    const pdf = await uploaded('content', 'terms.pdf', sample.pdf);
    // an image kept for another document (written as its upload would have)
    const uploader = await s.t.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'writer@example.com')
      .executeTakeFirstOrThrow();
    const otherId = crypto.randomUUID();
    await s.t.deps.db
      .insertInto('files')
      .values({
        id: otherId,
        store_key: 'ab'.repeat(16),
        name: 'avatar.png',
        mime_type: 'image/png',
        size: PNG.byteLength,
        sha256: '0'.repeat(64),
        uploader_id: uploader.id,
        document_code: 'users',
        record_id: null,
        created_at: Date.now(),
      })
      .execute();
    for (const id of [crypto.randomUUID(), 'not-an-id', pdf, otherId]) {
      const res = await s.get(`/api/core/content/files/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('ties the images a body shows to its item when it is saved, as its cover', async () => {
    const cover = await uploaded('content', 'cover.png', PNG);
    const inEnglish = await uploaded('content', 'chart.png', PNG);
    const inVietnamese = await uploaded('content', 'bieu-do.png', PNG);
    const gone = crypto.randomUUID();
    const res = await s.api(
      'POST',
      '/news',
      s.editor,
      written('with-images', {
        cover,
        body: {
          en: `<p>Chart:</p><img src="/api/core/content/files/${inEnglish}" alt="chart"><img src="/api/core/content/files/${gone}">`,
          vi: `<p>Biểu đồ:</p><img src="/api/core/content/files/${inVietnamese}" alt="biểu đồ">`,
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const itemId = res.json().data.id;
    for (const id of [cover, inEnglish, inVietnamese]) expect((await fileRow(id)).record_id).toBe(itemId);
    // and the image is shown to the public
    expect((await s.get(`/api/core/content/files/${inVietnamese}`)).statusCode).toBe(200);
    const item = await s.t.app.inject({
      method: 'GET',
      url: '/api/core/content/news/with-images',
      headers: bearer(s.editor),
    });
    expect(item.json().data.body.en).toContain(`/api/core/content/files/${inEnglish}`);
  });
});
