import type { ContentItem } from '@bitdata/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialectUnderTest } from '../../../test/harness';
import { type ContentTestApp, contentTestApp, item } from './content.test-helpers';

const HOUR = 3_600_000;

describe(`content publishing (${dialectUnderTest})`, () => {
  let c: ContentTestApp;
  const codes = async (query = '', token?: string) =>
    ((await c.call('GET', `/news${query}`, token)).json().data as ContentItem[]).map((i) => i.code);

  beforeAll(async () => {
    c = await contentTestApp();
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => c?.t.close());

  it('hides drafts and scheduled items from the public until their time comes, then shows them', async () => {
    const now = c.t.deps.clock.now();
    await c.call('POST', '/news', c.editor, item('live-now', { status: 'published' }));
    await c.call('POST', '/news', c.editor, item('still-draft', { publishAt: now - HOUR }));
    const scheduled = await c.call(
      'POST',
      '/news',
      c.editor,
      item('tomorrow', { status: 'published', publishAt: now + HOUR }),
    );
    expect(scheduled.statusCode).toBe(201);
    // it becomes public at its publishing time, and takes its place among the newest from then
    expect(scheduled.json().data.publishedAt).toBe(now + HOUR);

    for (const token of [undefined, c.member]) {
      expect(await codes('', token)).toEqual(['live-now']);
      for (const code of ['still-draft', 'tomorrow']) {
        const hidden = await c.call('GET', `/news/${code}`, token);
        // 404 to whoever may not edit, as for an item that does not exist: never 403
        expect(hidden.statusCode).toBe(404);
        expect(hidden.json().error).toMatchObject({ code: 'NOT_FOUND', key: 'contentNotFound' });
      }
      // asking for drafts is honoured for editors only
      expect(await codes('?status=all', token)).toEqual(['live-now']);
    }

    // an editor reads both, and lists what they ask for
    expect((await c.call('GET', '/news/still-draft', c.editor)).statusCode).toBe(200);
    expect((await c.call('GET', '/news/tomorrow', c.editor)).statusCode).toBe(200);
    expect(await codes('', c.editor)).toEqual(['live-now']);
    expect(await codes('?status=draft', c.editor)).toEqual(['still-draft']);
    expect(await codes('?status=published', c.editor)).toEqual(['tomorrow', 'live-now']);
    expect((await codes('?status=all', c.editor)).sort()).toEqual(['live-now', 'still-draft', 'tomorrow']);

    vi.spyOn(c.t.deps.clock, 'now').mockReturnValue(now + HOUR + 1);
    expect(await codes()).toEqual(['tomorrow', 'live-now']);
    const shown = await c.call('GET', '/news/tomorrow');
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      code: 'tomorrow',
      publishAt: now + HOUR,
      publishedAt: now + HOUR,
    });
    expect((await c.call('GET', '/news/still-draft')).statusCode).toBe(404);
  });

  it('keeps the first publishing time when an item is withdrawn and published again', async () => {
    const made = await c.call('POST', '/faq', c.editor, item('fees', { status: 'published' }));
    const publishedAt: number = made.json().data.publishedAt;
    expect(publishedAt).toEqual(expect.any(Number));

    vi.spyOn(c.t.deps.clock, 'now').mockReturnValue(publishedAt + HOUR);
    const withdrawn = await c.call('PUT', '/faq/fees', c.editor, item('fees', { status: 'draft' }));
    expect(withdrawn.json().data).toMatchObject({ status: 'draft', publishedAt });
    expect((await c.call('GET', '/faq/fees')).statusCode).toBe(404);
    const again = await c.call('PUT', '/faq/fees', c.editor, item('fees', { status: 'published' }));
    expect(again.json().data).toMatchObject({ status: 'published', publishedAt });
    expect((await c.call('GET', '/faq/fees')).statusCode).toBe(200);
  });

  it('moves a scheduled item that has not gone out yet with its new time, or back to none as a draft', async () => {
    const now = c.t.deps.clock.now();
    const at = (publishAt: number | null, status: 'draft' | 'published' = 'published') =>
      c.call('PUT', '/policy/privacy', c.editor, item('privacy', { status, publishAt }));
    await c.call(
      'POST',
      '/policy',
      c.editor,
      item('privacy', { status: 'published', publishAt: now + HOUR }),
    );
    expect((await at(now + 2 * HOUR)).json().data.publishedAt).toBe(now + 2 * HOUR);
    expect((await at(now + 2 * HOUR, 'draft')).json().data.publishedAt).toBeNull();
  });
});
