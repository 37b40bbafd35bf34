import type { ContentItem } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from './content.seed';
import { type ContentTestApp, contentTestApp, item } from './content.test-helpers';
import { SEED_ITEMS } from './seed';
import type { SeedItem } from './seed/seed-item';

describe('the content the product ships with', () => {
  let c: ContentTestApp;
  beforeAll(async () => {
    c = await contentTestApp({ shipped: true });
  });
  afterAll(() => c.t.close());

  it('is there on a fresh start, published, each item with a first revision of nobody', async () => {
    for (const { kind, code } of SEED_ITEMS) {
      const read = await c.call('GET', `/${kind}/${code}`);
      expect(read.statusCode, `${kind}/${code}`).toBe(200);
      const shipped: ContentItem = read.json().data;
      expect(shipped).toMatchObject({ status: 'published', author: null });
      const revisions = (await c.call('GET', `/${kind}/${code}/revisions`, c.editor)).json();
      expect(revisions.data.map((r: { number: number; author: unknown }) => [r.number, r.author])).toEqual([
        [1, null],
      ]);
    }
  });

  it('is written only where absent: an edit survives a restart, a deleted item comes back', async () => {
    const shipped: SeedItem[] = [
      {
        kind: 'about',
        code: 'seed-team',
        title: { en: 'Our team', vi: 'Đội ngũ' },
        body: { en: '<p>Us</p>' },
      },
      { kind: 'documentation', code: 'seed-root', title: { en: 'Root', vi: 'Gốc' } },
      { kind: 'documentation', code: 'seed-leaf', title: { en: 'Leaf', vi: 'Lá' }, parent: 'seed-root' },
    ];
    await seedContent(c.t.deps.db, Date.now(), shipped);
    expect((await c.call('GET', '/documentation/seed-leaf')).json().data.parent).toBe('seed-root');

    const edited = await c.call(
      'PUT',
      '/about/seed-team',
      c.editor,
      item('seed-team', { title: { en: 'The people', vi: 'Mọi người' }, status: 'published' }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await c.call('DELETE', '/documentation/seed-leaf', c.editor)).statusCode).toBe(200);

    // the next start
    await seedContent(c.t.deps.db, Date.now(), shipped);
    const team: ContentItem = (await c.call('GET', '/about/seed-team')).json().data;
    expect(team.title).toEqual({ en: 'The people', vi: 'Mọi người' });
    expect((await c.call('GET', '/about/seed-team/revisions', c.editor)).json().total).toBe(2);
    const leaf = await c.call('GET', '/documentation/seed-leaf');
    expect(leaf.statusCode).toBe(200);
    expect(leaf.json().data).toMatchObject({ title: { en: 'Leaf' }, parent: 'seed-root' });
  });
});
