import type { ContentItem, ContentRevision } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../test/harness';
import { samples, upload } from '../files/files.test-helpers';
import { type ContentTestApp, contentTestApp, issuesOf, item } from './content.test-helpers';

describe(`content API (${dialectUnderTest})`, () => {
  let c: ContentTestApp;

  beforeAll(async () => {
    c = await contentTestApp();
  });
  afterAll(() => c?.t.close());

  it('creates, reads, lists, updates, keeps revisions, restores and deletes an item', async () => {
    const created = await c.call(
      'POST',
      '/news',
      c.editor,
      item('launch', {
        summary: { en: 'We launched', vi: 'Chúng tôi ra mắt' },
        body: { en: '<p>First <script>alert(1)</script>words</p>', vi: '<p>Lời đầu</p>' },
        tags: ['release', 'product', 'release'],
      }),
    );
    expect(created.statusCode).toBe(201);
    const first: ContentItem = created.json().data;
    expect(first).toMatchObject({
      kind: 'news',
      code: 'launch',
      title: { en: 'Title of launch', vi: 'Tiêu đề launch' },
      summary: { en: 'We launched', vi: 'Chúng tôi ra mắt' },
      body: { en: '<p>First words</p>', vi: '<p>Lời đầu</p>' },
      status: 'draft',
      publishAt: null,
      publishedAt: null,
      tags: ['release', 'product'],
      parent: null,
      order: 0,
      cover: null,
      author: { id: expect.any(String), name: 'Trader Nguyễn' },
    });

    const read = await c.call('GET', '/news/launch', c.editor);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(first);

    const updated = await c.call(
      'PUT',
      '/news/launch',
      c.editor,
      item('launch', {
        title: { en: 'We are live', vi: 'Đã ra mắt' },
        body: { en: '<h2>Live</h2>', vi: '' },
        status: 'published',
        tags: ['release'],
      }),
    );
    expect(updated.statusCode).toBe(200);
    const second: ContentItem = updated.json().data;
    expect(second).toMatchObject({ title: { en: 'We are live' }, status: 'published', tags: ['release'] });
    expect(second.publishedAt).toEqual(expect.any(Number));
    expect(second.createdAt).toBe(first.createdAt);

    const listed = await c.call('GET', '/news');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(listed.json().data.map((i: ContentItem) => i.code)).toEqual(['launch']);

    const history = await c.call('GET', '/news/launch/revisions', c.editor);
    expect(history.statusCode).toBe(200);
    const revisions: ContentRevision[] = history.json().data;
    expect(revisions.map((r) => [r.number, r.content.title.en])).toEqual([
      [2, 'We are live'],
      [1, 'Title of launch'],
    ]);
    expect(revisions[1]?.content.body.en).toBe('<p>First words</p>');
    expect(revisions[1]?.author?.name).toBe('Trader Nguyễn');

    const restored = await c.call('POST', `/news/launch/revisions/${revisions[1]?.id}/restore`, c.editor);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({
      title: { en: 'Title of launch', vi: 'Tiêu đề launch' },
      body: { en: '<p>First words</p>', vi: '<p>Lời đầu</p>' },
      status: 'draft',
      tags: ['release', 'product'],
      // it was public once: it keeps its first publishing time
      publishedAt: second.publishedAt,
    });
    const after = (await c.call('GET', '/news/launch/revisions', c.editor)).json();
    expect(after.total).toBe(3);
    expect(after.data[0].content.title.en).toBe('Title of launch');

    const removed = await c.call('DELETE', '/news/launch', c.editor);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { ok: true } });
    expect((await c.call('GET', '/news/launch', c.editor)).statusCode).toBe(404);
    expect((await c.call('GET', '/news/launch/revisions', c.editor)).json().error.key).toBe(
      'contentNotFound',
    );
    expect((await c.call('DELETE', '/news/launch', c.editor)).statusCode).toBe(404);
  });

  it('refuses a code already used in the kind with 409, and allows it in another kind', async () => {
    expect((await c.call('POST', '/faq', c.editor, item('pricing'))).statusCode).toBe(201);
    const again = await c.call('POST', '/faq', c.editor, item('pricing'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'CONFLICT', key: 'contentCodeTaken' });
    expect((await c.call('POST', '/policy', c.editor, item('pricing'))).statusCode).toBe(201);

    expect((await c.call('POST', '/faq', c.editor, item('refunds'))).statusCode).toBe(201);
    const renamed = await c.call('PUT', '/faq/refunds', c.editor, item('pricing'));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.key).toBe('contentCodeTaken');
    // renaming to a free code moves the item's address
    expect((await c.call('PUT', '/faq/refunds', c.editor, item('refund-policy'))).statusCode).toBe(200);
    expect((await c.call('GET', '/faq/refund-policy', c.editor)).statusCode).toBe(200);
    expect((await c.call('GET', '/faq/refunds', c.editor)).statusCode).toBe(404);
  });

  it('answers bad input with 400 and the message key of each field', async () => {
    const bad = await c.call('POST', '/news', c.editor, {
      code: 'Not A Slug!',
      title: { en: '  ', vi: 'x' },
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
      status: 'live',
      order: -1,
      cover: 'not-a-file',
      publishAt: 1.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION');
    expect(issuesOf(bad.json())).toEqual(
      expect.arrayContaining([
        ['code', 'contentCodeInvalid'],
        ['title.en', 'contentTitleRequired'],
        ['tags', 'contentTooManyTags'],
        ['status', 'invalidValue'],
        ['order', 'valueTooSmall'],
        ['cover', 'invalidValue'],
        ['publishAt', 'invalidValue'],
      ]),
    );
    const noTitle = await c.call('POST', '/news', c.editor, { code: 'untitled' });
    expect(issuesOf(noTitle.json())).toEqual([['title', 'contentTitleRequired']]);
    const long = await c.call('POST', '/news', c.editor, item('x'.repeat(101)));
    expect(issuesOf(long.json())).toEqual([['code', 'fieldTooLong']]);
    const nul = await c.call('POST', '/news', c.editor, item('nul', { body: { en: 'a\u0000b', vi: '' } }));
    expect(issuesOf(nul.json())).toEqual([['body.en', 'invalidCharacters']]);

    const unknownKind = await c.call('POST', '/blog', c.editor, item('post'));
    expect(unknownKind.statusCode).toBe(400);
    expect(issuesOf(unknownKind.json())).toEqual([['kind', 'invalidValue']]);
    expect((await c.call('GET', '/blog')).statusCode).toBe(400);
  });

  it('keeps documentation as a tree of sections listed by parent, then order', async () => {
    const doc = (code: string, extra = {}) =>
      c.call('POST', '/documentation', c.editor, item(code, { status: 'published', ...extra }));
    expect((await doc('setup', { order: 2 })).statusCode).toBe(201);
    expect((await doc('intro', { order: 1 })).statusCode).toBe(201);
    expect((await doc('setup-linux', { parent: 'setup', order: 2 })).statusCode).toBe(201);
    expect((await doc('setup-windows', { parent: 'setup', order: 1 })).statusCode).toBe(201);
    expect((await doc('intro-terms', { parent: 'intro' })).statusCode).toBe(201);

    const listed = (await c.call('GET', '/documentation')).json().data as ContentItem[];
    expect(listed.map((i) => [i.parent, i.code])).toEqual([
      [null, 'intro'],
      [null, 'setup'],
      ['intro', 'intro-terms'],
      ['setup', 'setup-windows'],
      ['setup', 'setup-linux'],
    ]);

    const unknown = await doc('orphan', { parent: 'nowhere' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.key).toBe('contentParentUnknown');
    const notATree = await c.call('POST', '/news', c.editor, item('child', { parent: 'setup' }));
    expect(notATree.statusCode).toBe(400);
    expect(notATree.json().error.key).toBe('contentParentNotAllowed');
    // a section cannot move under itself or its own sub-section
    for (const parent of ['setup', 'setup-linux']) {
      const loop = await c.call('PUT', '/documentation/setup', c.editor, item('setup', { parent }));
      expect(loop.statusCode).toBe(400);
      expect(loop.json().error.key).toBe('contentParentCycle');
    }
    const busy = await c.call('DELETE', '/documentation/setup', c.editor);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.key).toBe('contentHasChildren');
    // a renamed parent keeps its sections
    expect((await c.call('PUT', '/documentation/setup', c.editor, item('install'))).statusCode).toBe(200);
    expect((await c.call('GET', '/documentation/setup-linux')).json().data.parent).toBe('install');
  });

  it('narrows a list by tag and by the language its title is written in, a page at a time', async () => {
    const news = (code: string, extra = {}) =>
      c.call('POST', '/news', c.editor, item(code, { status: 'published', ...extra }));
    await news('btc-etf', { tags: ['bitcoin', 'markets'], publishAt: 1_000 });
    await news('eth-upgrade', { tags: ['ethereum'], publishAt: 2_000 });
    await news('english-only', {
      title: { en: 'English only', vi: '' },
      tags: ['bitcoin'],
      publishAt: 3_000,
    });

    const codes = async (query: string) =>
      ((await c.call('GET', `/news${query}`)).json().data as ContentItem[]).map((i) => i.code);
    expect(await codes('')).toEqual(['english-only', 'eth-upgrade', 'btc-etf']);
    expect(await codes('?tag=bitcoin')).toEqual(['english-only', 'btc-etf']);
    expect(await codes('?lang=vi')).toEqual(['eth-upgrade', 'btc-etf']);
    expect(await codes('?lang=vi&tag=bitcoin')).toEqual(['btc-etf']);
    const summaries = (await c.call('GET', '/news?view=summary')).json().data as ContentItem[];
    expect(summaries.map((i) => [i.code, 'body' in i])).toEqual([
      ['english-only', false],
      ['eth-upgrade', false],
      ['btc-etf', false],
    ]);
    expect((await c.call('GET', '/news?view=everything')).statusCode).toBe(400);
    const second = (await c.call('GET', '/news?page=2&pageSize=2')).json();
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.data.map((i: ContentItem) => i.code)).toEqual(['btc-etf']);
  });

  it('ties a cover uploaded for content to its item, and refuses any other file id', async () => {
    const { png } = await samples();
    const uploaded = await upload(c.t, c.editor, [
      { field: 'document', value: 'content' },
      { file: 'file', name: 'cover.png', bytes: png },
    ]);
    expect(uploaded.statusCode).toBe(201);
    const fileId: string = uploaded.json().data.id;

    const made = await c.call('POST', '/about', c.editor, item('team', { cover: fileId }));
    expect(made.statusCode).toBe(201);
    expect(made.json().data.cover).toBe(fileId);
    const file = await c.t.deps.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', fileId)
      .executeTakeFirst();
    expect(file?.record_id).toBe(made.json().data.id);

    const unknown = await c.call('POST', '/about', c.editor, item('mission', { cover: crypto.randomUUID() }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.key).toBe('contentCoverUnknown');
    expect((await c.call('GET', '/about/mission', c.editor)).statusCode).toBe(404);
  });
});
