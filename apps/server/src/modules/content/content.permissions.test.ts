import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../test/harness';
import { type ContentTestApp, contentTestApp, item } from './content.test-helpers';

describe(`content permissions (${dialectUnderTest})`, () => {
  let c: ContentTestApp;
  let revisionId: string;

  beforeAll(async () => {
    c = await contentTestApp();
    expect((await c.call('POST', '/news', c.editor, item('kept', { status: 'published' }))).statusCode).toBe(
      201,
    );
    revisionId = (await c.call('GET', '/news/kept/revisions', c.editor)).json().data[0].id;
  });
  afterAll(() => c?.t.close());

  const writes = () =>
    [
      ['POST', '/news', item('new-one')],
      ['PUT', '/news/kept', item('kept', { title: { en: 'Changed', vi: '' } })],
      ['DELETE', '/news/kept', undefined],
      ['GET', '/news/kept/revisions', undefined],
      ['POST', `/news/kept/revisions/${revisionId}/restore`, undefined],
    ] as const;

  it('answers 401 to an anonymous writer and 403 to a plain member, changing nothing', async () => {
    for (const [method, url, payload] of writes()) {
      const anonymous = await c.call(method, url, undefined, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json().error.key).toBe('unauthenticated');
      const member = await c.call(method, url, c.member, payload);
      expect(member.statusCode, `${method} ${url}`).toBe(403);
      expect(member.json().error.key).toBe('forbidden');
    }
    const kept = (await c.call('GET', '/news/kept')).json().data;
    expect(kept.title.en).toBe('Title of kept');
    expect((await c.call('GET', '/news/new-one', c.editor)).statusCode).toBe(404);
  });

  it('lets an operator create, edit, restore and delete', async () => {
    const [create, update, remove, list, restore] = writes();
    expect((await c.call(create[0], create[1], c.editor, create[2])).statusCode).toBe(201);
    expect((await c.call(update[0], update[1], c.editor, update[2])).statusCode).toBe(200);
    expect((await c.call(list[0], list[1], c.editor)).statusCode).toBe(200);
    expect((await c.call(restore[0], restore[1], c.editor)).json().data.title.en).toBe('Title of kept');
    expect((await c.call(remove[0], remove[1], c.editor)).statusCode).toBe(200);
  });

  it('answers 404 for a revision of another item or none at all', async () => {
    await c.call('POST', '/news', c.editor, item('other'));
    const foreign = await c.call('POST', `/news/new-one/revisions/${revisionId}/restore`, c.editor);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.key).toBe('contentRevisionNotFound');
    const missing = await c.call('POST', `/news/other/revisions/${crypto.randomUUID()}/restore`, c.editor);
    expect(missing.json().error.key).toBe('contentRevisionNotFound');
  });
});
