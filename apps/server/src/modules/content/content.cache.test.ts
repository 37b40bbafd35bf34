import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ContentItem } from '@bitdata/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialectUnderTest, TEST_ENV, TEST_REDIS_URL } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { bearer } from '../auth/auth.test-helpers';
import { CONTENT_CHANNEL, contentAnswersOf, publishContentChanged } from './content.cache';
import { clearContent, type SiteTestApp, siteTestApp, written } from './site/site.test-helpers';

const HOUR = 3_600_000;
type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * The public reads of content answered from memory: kept until a write on any instance, or a scheduled
 * item's time; an editor's reads never kept. Two instances share one database; with TEST_REDIS_URL
 * each has its own realtime hub over Redis (as deployed), else they share the in-memory hub.
 */
describe(`content answers kept in memory (${dialectUnderTest}${TEST_REDIS_URL ? ' + Redis' : ''})`, () => {
  let s: SiteTestApp;
  let second: App;
  const titles = async (app: App['app'], token?: string, query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/core/content/news${query}`,
      headers: token ? bearer(token) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as ContentItem[]).map((i) => i.title.en);
  };
  const rename = (code: string, title: string) =>
    s.t.deps.db.updateTable('content_items').set({ title_en: title }).where('code', '=', code).execute();

  beforeAll(async () => {
    s = await siteTestApp(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL } : {});
    const { config } = s.t.deps;
    if (TEST_REDIS_URL) {
      // another process: its own database connection, hub and answers
      second = await buildApp(loadConfig({ ...TEST_ENV, ...configEnv(config) }));
    } else {
      // the same hub, its own answers (they belong to each deps object)
      second = await buildApp(config, { deps: { ...s.t.deps } });
    }
    await second.app.ready();
    // the second start seeded the shipped content again
    await clearContent(s.t.deps.db);
    // the second start's announcement has reached the first before the tests read: one sent after it
    // on the same connection has
    const heard = new Promise<void>((resolve) => {
      const off = s.t.deps.realtime.subscribe(CONTENT_CHANNEL, (event) => {
        if ((event.data as { from?: string }).from !== 'probe') return;
        off();
        resolve();
      });
    });
    await s.t.deps.realtime.ready();
    await second.deps.realtime.ready();
    await publishContentChanged(second.deps.realtime, 'probe');
    await heard;
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await second?.app.close();
    await s?.t.close();
  });

  it('answers the public from memory until an item is written, on every instance', async () => {
    await s.api('POST', '/news', s.editor, written('first'));
    expect(await titles(s.t.app)).toEqual(['Title of first']);
    expect(await titles(second.app)).toEqual(['Title of first']);
    // changed behind the service's back: no write announced it, so both keep their answer
    await rename('first', 'Renamed quietly');
    expect(await titles(s.t.app)).toEqual(['Title of first']);
    expect(await titles(second.app)).toEqual(['Title of first']);
    expect(contentAnswersOf(second.deps).cache.hits).toBeGreaterThan(0);

    // a write on the first instance: the second hears of it
    await s.api('POST', '/news', s.editor, written('second'));
    expect(await titles(s.t.app)).toEqual(['Title of second', 'Renamed quietly']);
    await waitFor(async () => (await titles(second.app)).length === 2, 'the write on the second instance');
    expect(await titles(second.app)).toEqual(['Title of second', 'Renamed quietly']);
  });

  it('drops the answers on an update, a delete and a restore, and on the pages and feeds too', async () => {
    const page = async () =>
      (await second.app.inject({ method: 'GET', url: '/api/core/content/news/first' })).json();
    expect((await page()).data.title.en).toBe('Renamed quietly');
    await s.api('PUT', '/news/first', s.editor, written('first', { title: { en: 'Updated', vi: '' } }));
    await waitFor(async () => (await page()).data.title.en === 'Updated', 'the update');

    const revisions = (await s.api('GET', '/news/first/revisions', s.editor)).json().data as Array<{
      id: string;
      number: number;
    }>;
    const firstRevision = revisions.find((r) => r.number === 1);
    await s.api('POST', `/news/first/revisions/${firstRevision?.id}/restore`, s.editor);
    await waitFor(async () => (await page()).data.title.en === 'Title of first', 'the restore');

    const feed = async () => (await second.app.inject({ method: 'GET', url: '/news/feed.xml' })).body;
    expect(await feed()).toContain('Title of second');
    await s.api('DELETE', '/news/second', s.editor);
    await waitFor(async () => !(await feed()).includes('Title of second'), 'the delete in the feed');
    await waitFor(async () => (await titles(second.app)).length === 1, 'the delete in the list');
  });

  it('shows a scheduled item when its time comes, without any write', async () => {
    const at = s.t.deps.clock.now() + HOUR;
    await s.api('POST', '/news', s.editor, written('at-ten', { publishAt: at }));
    await waitFor(async () => (await titles(second.app)).length === 1, 'the list after the scheduled write');
    expect(await titles(second.app)).not.toContain('Title of at-ten');
    expect(
      (await second.app.inject({ method: 'GET', url: '/api/core/content/news/at-ten' })).statusCode,
    ).toBe(404);
    expect((await second.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain('at-ten');

    vi.spyOn(s.t.deps.clock, 'now').mockReturnValue(at);
    if (second.deps.clock !== s.t.deps.clock) vi.spyOn(second.deps.clock, 'now').mockReturnValue(at);
    for (const app of [s.t.app, second.app]) {
      expect(await titles(app)).toContain('Title of at-ten');
      expect((await app.inject({ method: 'GET', url: '/api/core/content/news/at-ten' })).statusCode).toBe(
        200,
      );
      expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(
        '/new/at-ten?lang=en',
      );
    }
  });

  it("never keeps an editor's reads: they see a change at once, and drafts", async () => {
    await s.api('POST', '/news', s.editor, written('editor-draft', { status: 'draft' }));
    expect(await titles(s.t.app)).not.toContain('Title of editor-draft');
    await rename('first', 'Renamed for the editor');
    // the public keeps its answer; the editor reads the database, whichever list they ask for
    expect(await titles(s.t.app)).not.toContain('Renamed for the editor');
    expect(await titles(s.t.app, s.editor)).toContain('Renamed for the editor');
    expect(await titles(s.t.app, s.editor, '?status=draft')).toEqual(['Title of editor-draft']);
    const item = await s.t.app.inject({
      method: 'GET',
      url: '/api/core/content/news/editor-draft',
      headers: bearer(s.editor),
    });
    expect(item.statusCode).toBe(200);
    // and what an editor read is not served to the public afterwards
    expect(
      (await s.t.app.inject({ method: 'GET', url: '/api/core/content/news/editor-draft' })).statusCode,
    ).toBe(404);
    expect(await titles(s.t.app)).not.toContain('Renamed for the editor');
  });

  it('sends browsers the kept answer in brotli (gzip to a client that takes only that), and both forms follow every write', async () => {
    const body = (text: string) => ({
      en: `<p>${text} ${'of a long documentation page '.repeat(80)}</p>`,
      vi: '',
    });
    await s.api('POST', '/documentation', s.editor, written('long-page', { body: body('First words') }));
    const read = async (headers: Record<string, string>) => {
      const res = await second.app.inject({
        method: 'GET',
        url: '/api/core/content/documentation/long-page',
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toBe('accept-encoding');
      return res;
    };
    const plainAnswer = await read({});
    expect(plainAnswer.headers['content-encoding']).toBeUndefined();
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const gzipOnly = { 'accept-encoding': 'gzip' };
    for (let i = 0; i < 2; i++) {
      // the first read fills the kept answer, the second is answered before routing: both compressed
      const packed = await read(browser);
      expect(packed.headers['content-encoding']).toBe('br');
      expect(packed.rawPayload.byteLength).toBeLessThan(plainAnswer.rawPayload.byteLength / 2);
      expect(brotliDecompressSync(packed.rawPayload).equals(plainAnswer.rawPayload)).toBe(true);
      const zipped = await read(gzipOnly);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).equals(plainAnswer.rawPayload)).toBe(true);
    }

    await s.api(
      'PUT',
      '/documentation/long-page',
      s.editor,
      written('long-page', { body: body('Second words') }),
    );
    await waitFor(async () => {
      const text = brotliDecompressSync((await read(browser)).rawPayload).toString('utf8');
      return text.includes('Second words') && !text.includes('First words');
    }, 'the brotli answer after the edit');
    const zippedText = gunzipSync((await read(gzipOnly)).rawPayload).toString('utf8');
    expect(zippedText).toContain('Second words');
    expect(zippedText).not.toContain('First words');
    // the sitemap goes compressed too, and names the page
    const sitemap = await second.app.inject({ method: 'GET', url: '/sitemap.xml', headers: browser });
    expect(sitemap.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(sitemap.rawPayload).toString('utf8')).toContain('/documentation/long-page');
  });
});

/** The environment of a config, enough for a second process over the same database and Redis. */
function configEnv(config: ReturnType<typeof loadConfig>): Record<string, string> {
  return {
    DATA_DIR: config.dataDir,
    ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
    ...(config.redisUrl ? { REDIS_URL: config.redisUrl } : {}),
    MARKET_EXCHANGES: '',
  };
}
