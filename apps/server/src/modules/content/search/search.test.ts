import type { ContentSearchHit } from '@bitdata/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
import { type ContentTestApp, contentTestApp, item } from '../content.test-helpers';

const HOUR = 3_600_000;

describe(`content search (${dialectUnderTest})`, () => {
  let c: ContentTestApp;
  const search = async (q: string, lang = 'en', extra = '') => {
    const res = await c.call('GET', `/search?q=${encodeURIComponent(q)}&lang=${lang}${extra}`);
    expect(res.statusCode, q).toBe(200);
    return res.json() as { data: ContentSearchHit[]; total: number; page: number; pageSize: number };
  };
  const codes = async (q: string, lang = 'en') => (await search(q, lang)).data.map((h) => h.code);

  beforeAll(async () => {
    // the shipped content stays: the words below are the tests' own
    c = await contentTestApp({ shipped: true });
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => c?.t.close());

  it('finds a Vietnamese page written with accents from words typed without them, and back', async () => {
    const made = await c.call(
      'POST',
      '/documentation',
      c.editor,
      item('zqfilter-page', {
        status: 'published',
        title: { en: 'Zqfilter screens', vi: 'Bộ lọc zqfilter' },
        body: { en: '<p>English words only</p>', vi: '<p>Đồng bộ dữ liệu nến <b>zqđồng</b> trên sàn</p>' },
      }),
    );
    expect(made.statusCode).toBe(201);
    const hits = await search('bo loc zqfilter', 'vi');
    expect(hits.total).toBe(1);
    expect(hits.data[0]).toMatchObject({
      kind: 'documentation',
      code: 'zqfilter-page',
      title: 'Bộ lọc zqfilter',
    });
    expect(await codes('zqdong', 'vi')).toEqual(['zqfilter-page']);
    const snippet = (await search('zqdong du lieu', 'vi')).data[0]?.snippet;
    expect(snippet).toBe('Đồng bộ <mark>dữ</mark> <mark>liệu</mark> nến <mark>zqđồng</mark> trên sàn');
    // the accented query finds the same page; the English text is searched in English only
    expect(await codes('ZQĐỒNG', 'vi')).toEqual(['zqfilter-page']);
    expect(await codes('zqdong', 'en')).toEqual([]);
    expect(await codes('zqfilter english', 'en')).toEqual(['zqfilter-page']);
    // every word must be there; the last may be a word's start
    expect(await codes('zqfilter absentword', 'en')).toEqual([]);
    expect(await codes('zqfil', 'en')).toEqual(['zqfilter-page']);
    expect(await codes('zqfil screens', 'en')).toEqual([]);
  });

  it('ranks a title match above a match in the text', async () => {
    await c.call(
      'POST',
      '/news',
      c.editor,
      item('zqrank-body', { status: 'published', body: { en: '<p>All about zqrankword here</p>', vi: '' } }),
    );
    await c.call(
      'POST',
      '/faq',
      c.editor,
      item('zqrank-title', { status: 'published', title: { en: 'The zqrankword question', vi: '' } }),
    );
    const hits = await search('zqrankword');
    expect(hits.data.map((h) => h.code)).toEqual(['zqrank-title', 'zqrank-body']);
    expect(hits.data[1]?.snippet).toBe('All about <mark>zqrankword</mark> here');
    // the Vietnamese search reads the English where the translation is pending
    expect((await search('zqrankword', 'vi')).data.map((h) => h.title)).toEqual([
      'The zqrankword question',
      'Tiêu đề zqrank-body',
    ]);
    const paged = await search('zqrankword', 'en', '&page=2&pageSize=1');
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.data.map((h) => h.code)).toEqual(['zqrank-body']);
  });

  it('never finds a draft, nor a kind it does not search', async () => {
    await c.call('POST', '/news', c.editor, item('zqdraft', { body: { en: '<p>zqdraftword</p>', vi: '' } }));
    await c.call(
      'POST',
      '/policy',
      c.editor,
      item('zqpolicy', { status: 'published', body: { en: '<p>zqpolicyword</p>', vi: '' } }),
    );
    expect(await codes('zqdraftword')).toEqual([]);
    expect(await codes('zqpolicyword')).toEqual([]);
    // nor an editor: the search is the public's
    const asEditor = await c.call('GET', '/search?q=zqdraftword', c.editor);
    expect(asEditor.json().data).toEqual([]);
  });

  it('finds a scheduled item from its time on', async () => {
    const now = c.t.deps.clock.now();
    await c.call(
      'POST',
      '/news',
      c.editor,
      item('zqlater', {
        status: 'published',
        publishAt: now + HOUR,
        body: { en: '<p>zqlaterword</p>', vi: '' },
      }),
    );
    expect(await codes('zqlaterword')).toEqual([]);
    vi.spyOn(c.t.deps.clock, 'now').mockReturnValue(now + HOUR + 1);
    expect(await codes('zqlaterword')).toEqual(['zqlater']);
  });

  it('forgets the words an item no longer holds, and an item deleted', async () => {
    await c.call(
      'POST',
      '/news',
      c.editor,
      item('zqedit', { status: 'published', body: { en: '<p>zqoldword</p>', vi: '' } }),
    );
    expect(await codes('zqoldword')).toEqual(['zqedit']);
    const edited = await c.call(
      'PUT',
      '/news/zqedit',
      c.editor,
      item('zqedit', { status: 'published', body: { en: '<p>zqnewword</p>', vi: '' } }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await codes('zqoldword')).toEqual([]);
    expect(await codes('zqnewword')).toEqual(['zqedit']);

    // a restore is a save: the first revision's words come back
    const revisions = (await c.call('GET', '/news/zqedit/revisions', c.editor)).json().data as Array<{
      id: string;
      number: number;
    }>;
    const first = revisions.find((r) => r.number === 1);
    const restored = await c.call('POST', `/news/zqedit/revisions/${first?.id}/restore`, c.editor);
    expect(restored.statusCode).toBe(200);
    expect(await codes('zqoldword')).toEqual(['zqedit']);
    expect(await codes('zqnewword')).toEqual([]);

    expect((await c.call('DELETE', '/news/zqedit', c.editor)).statusCode).toBe(200);
    expect(await codes('zqoldword')).toEqual([]);
  });

  it('answers any query without an error', async () => {
    await c.call(
      'POST',
      '/faq',
      c.editor,
      item('zqhostile', { status: 'published', title: { en: 'zqhostile NEAR AND', vi: '' } }),
    );
    for (const q of [
      '"',
      '""""',
      "'",
      "zqhostile'",
      '*',
      'zqhostile*',
      'NEAR(zqhostile near, 2)',
      '-zqhostile',
      'zqhostile:*',
      'title:zqhostile',
      '{folded_title}: zqhostile',
      '(zqhostile',
      ')) OR ((',
      'zqhostile & | ! <-> :',
      '^zqhostile',
      'AND OR NOT',
      '%_\\',
      '\u0301\u0323',
      'x'.repeat(200),
      '中文 ① ﬁ ß İ ١٢٣ ǅ ª ⅷ',
      'a b c d e f g h i j k l m n o p q r s t u v w x y z',
    ]) {
      await search(q, 'en');
      await search(q, 'vi');
    }
    expect(await codes('"zqhostile"')).toEqual(['zqhostile']);
    expect(await codes('(zqhostile) NEAR')).toEqual(['zqhostile']);
    // too long or empty: a 400 naming the field, never a 500
    expect((await c.call('GET', `/search?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await c.call('GET', '/search?q=')).statusCode).toBe(400);
    expect((await c.call('GET', '/search')).statusCode).toBe(400);
    expect((await c.call('GET', '/search?q=a&lang=fr')).statusCode).toBe(400);
  });
});
