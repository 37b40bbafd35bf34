import type { ContentItem } from '@bitdata/contracts/content';
import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '../../../i18n/display-zone';
import { emptyForm, fieldOfIssue, formOf, issuesOf, languageOfIssue, stateOf, writeOf } from './content-form';
import { instantOf, wallOf } from './publish-time';

const ITEM: ContentItem = {
  id: 'i1',
  kind: 'documentation',
  code: 'getting-started',
  title: { en: 'Getting started', vi: 'Bắt đầu' },
  summary: { en: 'First steps', vi: 'Những bước đầu' },
  body: { en: '<p>Hello</p>', vi: '<p>Xin chào</p>' },
  status: 'published',
  publishAt: Date.UTC(2026, 11, 7, 6, 30, 15),
  publishedAt: null,
  tags: ['intro'],
  parent: 'guides',
  order: 3,
  cover: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  author: { id: 'u1', name: 'Ops' },
  createdAt: 1,
  updatedAt: 2,
};

afterEach(() => setDisplayTimeZone(null));

describe('the publishing time', () => {
  it("is shown and read in the operator's zone, to the second", () => {
    setDisplayTimeZone('Asia/Ho_Chi_Minh');
    expect(wallOf(Date.UTC(2026, 11, 7, 6, 30, 15))).toBe('2026-12-07T13:30:15');
    expect(instantOf('2026-12-07T13:30:15')).toBe(Date.UTC(2026, 11, 7, 6, 30, 15));
    expect(instantOf('2026-12-07T13:30')).toBe(Date.UTC(2026, 11, 7, 6, 30));
    setDisplayTimeZone('UTC-03:00');
    expect(instantOf('2026-12-07T03:30')).toBe(Date.UTC(2026, 11, 7, 6, 30));
  });

  it('names the instant across a summer-time change', () => {
    setDisplayTimeZone('Europe/Berlin');
    expect(instantOf('2026-07-01T12:00')).toBe(Date.UTC(2026, 6, 1, 10, 0));
    expect(instantOf('2026-01-01T12:00')).toBe(Date.UTC(2026, 0, 1, 11, 0));
  });

  it('refuses a text that is no time', () => {
    expect(instantOf('tomorrow')).toBeNull();
  });
});

describe('the form and the API', () => {
  it('round-trips an item through the form', () => {
    setDisplayTimeZone('Asia/Ho_Chi_Minh');
    const form = formOf(ITEM);
    expect(form.publishAt).toBe('2026-12-07T13:30:15');
    expect(writeOf(form, 'documentation')).toEqual({
      code: 'getting-started',
      title: ITEM.title,
      summary: ITEM.summary,
      body: ITEM.body,
      status: 'published',
      publishAt: ITEM.publishAt,
      tags: ['intro'],
      parent: 'guides',
      order: 3,
      cover: ITEM.cover,
    });
  });

  it('sends no parent nor order for the kinds that are no tree, and null for "at once"', () => {
    const form = { ...formOf(ITEM), publishAt: '', parent: 'guides', order: '4' };
    expect(writeOf(form, 'news')).toMatchObject({ parent: null, order: 0, publishAt: null });
  });

  it('trims texts, drops empty tags and empty bodies, and keeps an unreadable value for the server to refuse', () => {
    const form = {
      ...emptyForm(),
      code: ' hello ',
      title: { en: ' Hi ', vi: '' },
      body: { en: '<p></p>', vi: '<p>x</p><pre><code>y</code></pre><p></p>' },
      tags: ['a', ' ', 'b '],
      publishAt: 'soon',
      order: '1.5',
    };
    expect(writeOf(form, 'documentation')).toMatchObject({
      code: 'hello',
      title: { en: 'Hi', vi: '' },
      body: { en: '', vi: '<p>x</p><pre><code>y</code></pre>' },
      tags: ['a', 'b'],
      publishAt: -1,
      order: -1,
      parent: null,
    });
  });

  it("puts the server's issues on their field and language", () => {
    expect(fieldOfIssue('tags.3')).toBe('tags');
    expect(fieldOfIssue('title.vi')).toBe('title.vi');
    expect(languageOfIssue('title.vi')).toBe('vi');
    expect(languageOfIssue('code')).toBeNull();
  });

  it('says scheduled for a published item whose time is ahead', () => {
    expect(stateOf({ status: 'published', publishAt: 2_000 }, 1_000)).toBe('scheduled');
    expect(stateOf({ status: 'published', publishAt: 500 }, 1_000)).toBe('published');
    expect(stateOf({ status: 'published', publishAt: null }, 1_000)).toBe('published');
    expect(stateOf({ status: 'draft', publishAt: 2_000 }, 1_000)).toBe('draft');
  });
});

describe('the refusals', () => {
  it('puts keyed refusals without a path on their field, and the rest on the form', () => {
    expect(
      issuesOf([
        { key: 'contentCodeTaken' },
        { key: 'contentParentCycle' },
        { path: 'tags.11', key: 'contentTooManyTags' },
        { path: 'title.vi', key: 'fieldTooLong' },
        { key: 'forbidden' },
      ]),
    ).toEqual({
      code: 'contentCodeTaken',
      parent: 'contentParentCycle',
      tags: 'contentTooManyTags',
      'title.vi': 'fieldTooLong',
      '': 'forbidden',
    });
  });
});
