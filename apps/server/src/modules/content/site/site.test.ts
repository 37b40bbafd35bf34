import { SERVICE_PREFIX_META } from '@bitdata/contracts/constants/web';
import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
import { upload } from '../../files/files.test-helpers';
import {
  headValues,
  metaOf,
  PNG,
  PUBLIC_URL,
  type SiteTestApp,
  siteTestApp,
  written,
} from './site.test-helpers';

const HOUR = 3_600_000;

/**
 * What crawlers and shared links read without running JavaScript: each public content page's head,
 * the sitemap, robots.txt and the news feeds. Hidden items appear nowhere.
 */
describe(`the public site for crawlers (${dialectUnderTest})`, () => {
  let s: SiteTestApp;
  let coverId: string;
  const now = () => s.t.deps.clock.now();

  beforeAll(async () => {
    s = await siteTestApp();
    const up = await upload(s.t, s.editor, [
      { field: 'document', value: 'content' },
      { file: 'file', name: 'cover.png', bytes: PNG },
    ]);
    expect(up.statusCode, up.body).toBe(201);
    coverId = up.json().data.id;
    const writes: Array<[string, object]> = [
      ['/news', written('release-1', { cover: coverId, tags: ['release'] })],
      [
        '/news',
        written('no-summary', {
          summary: { en: '', vi: '' },
          body: { en: '<h2>Start</h2><p>Filters &amp; <b>alerts</b> for every market.</p>', vi: '' },
        }),
      ],
      ['/news', written('a-draft', { status: 'draft' })],
      ['/news', written('next-week', { publishAt: Date.now() + HOUR })],
      ['/documentation', written('getting-started')],
      ['/documentation', written('secret-draft', { status: 'draft' })],
      ['/about', written('about-us', { title: { en: 'About BITDATA', vi: 'Về BITDATA' } })],
      ['/faq', written('fees')],
    ];
    for (const [kind, body] of writes) {
      const res = await s.api('POST', kind, s.editor, body);
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => s?.t.close());

  describe('a news item', () => {
    it('carries its title, description, addresses, languages, image and cards in the HTML', async () => {
      const res = await s.get('/new/release-1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(html).toContain('<title>Title of release-1 | BITDATA</title>');
      expect(html).not.toContain('Trading System');
      expect(metaOf(html, 'name', 'description')).toEqual(['Summary of release-1']);
      expect(headValues(html, 'link', 'rel', 'canonical', 'href')).toEqual([
        `${PUBLIC_URL}/new/release-1?lang=en`,
      ]);
      const alternates = (html.match(/<link rel="alternate"[^>]*>/g) ?? []).join('\n');
      expect(alternates).toContain(`hreflang="en" href="${PUBLIC_URL}/new/release-1?lang=en"`);
      expect(alternates).toContain(`hreflang="vi" href="${PUBLIC_URL}/new/release-1?lang=vi"`);
      expect(alternates).toContain(`hreflang="x-default" href="${PUBLIC_URL}/new/release-1"`);
      expect(metaOf(html, 'property', 'og:title')).toEqual(['Title of release-1 | BITDATA']);
      expect(metaOf(html, 'property', 'og:description')).toEqual(['Summary of release-1']);
      expect(metaOf(html, 'property', 'og:url')).toEqual([`${PUBLIC_URL}/new/release-1?lang=en`]);
      expect(metaOf(html, 'property', 'og:type')).toEqual(['article']);
      expect(metaOf(html, 'property', 'og:locale')).toEqual(['en_US']);
      expect(metaOf(html, 'property', 'og:image')).toEqual([
        `${PUBLIC_URL}/api/core/content/files/${coverId}`,
      ]);
      expect(metaOf(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
      expect(metaOf(html, 'name', 'twitter:title')).toEqual(['Title of release-1 | BITDATA']);
      expect(metaOf(html, 'name', 'twitter:image')).toEqual([
        `${PUBLIC_URL}/api/core/content/files/${coverId}`,
      ]);
      // the run-time settings are still there, and the app itself
      expect(html).toContain(`<meta name="${SERVICE_PREFIX_META}" content="core" />`);
      expect(html).toContain('<div id="root"></div>');
    });

    it('is described in Vietnamese with ?lang=vi, its canonical address the Vietnamese one', async () => {
      const html = (await s.get('/new/release-1?lang=vi')).body;
      expect(html).toContain('<html lang="vi" dir="ltr">');
      expect(html).toContain('<title>Tiêu đề release-1 | BITDATA</title>');
      expect(metaOf(html, 'name', 'description')).toEqual(['Tóm tắt release-1']);
      expect(headValues(html, 'link', 'rel', 'canonical', 'href')).toEqual([
        `${PUBLIC_URL}/new/release-1?lang=vi`,
      ]);
      expect(metaOf(html, 'property', 'og:locale')).toEqual(['vi_VN']);
    });

    it('is described by the start of its text when it has no summary, and in English where the Vietnamese is pending', async () => {
      const html = (await s.get('/new/no-summary?lang=vi')).body;
      expect(metaOf(html, 'name', 'description')).toEqual(['Start Filters &amp; alerts for every market.']);
      // no cover: the site's image, which is served
      expect(metaOf(html, 'property', 'og:image')).toEqual([`${PUBLIC_URL}/og-image.png`]);
      const image = await s.get('/og-image.png');
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    });

    it('keeps an operator title with markup inert', async () => {
      const hostile = '"><script>alert(1)</script><meta x="';
      const res = await s.api(
        'POST',
        '/news',
        s.editor,
        written('hostile', { title: { en: hostile, vi: '' }, summary: { en: `</title>${hostile}`, vi: '' } }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const html = (await s.get('/new/hostile')).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<meta x=');
      expect(html).toContain(
        '<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;meta x=&quot; | BITDATA</title>',
      );
      expect(metaOf(html, 'property', 'og:title')).toEqual([
        '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;meta x=&quot; | BITDATA',
      ]);
      // one title only, and every script the page has is the app's own
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<script/g)).toHaveLength(1);
    });

    it('answers a draft, a scheduled, an unknown or an impossible item with the app and 404, naming nothing of it', async () => {
      for (const url of [
        '/new/a-draft',
        '/new/next-week',
        '/new/never-written',
        '/new/NOT%20A%20CODE',
        '/documentation/secret-draft',
      ]) {
        const res = await s.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('<div id="root"></div>');
        expect(res.body).not.toMatch(/Title of|canonical|og:/);
      }
    });
  });

  it('describes a documentation page and each section of the site', async () => {
    const doc = (await s.get('/documentation/getting-started?lang=vi')).body;
    expect(doc).toContain('<title>Tiêu đề getting-started | BITDATA</title>');
    expect(headValues(doc, 'link', 'rel', 'canonical', 'href')).toEqual([
      `${PUBLIC_URL}/documentation/getting-started?lang=vi`,
    ]);
    const sections: Array<[string, string]> = [
      ['/news', 'News | BITDATA'],
      ['/documentation', 'Documentation | BITDATA'],
      ['/policy', 'Privacy policy and terms | BITDATA'],
      ['/faqs', 'Frequently asked questions | BITDATA'],
      ['/about', 'About BITDATA | BITDATA'],
    ];
    for (const [path, title] of sections) {
      const res = await s.get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(`<title>${title}</title>`);
      expect(metaOf(res.body, 'property', 'og:type'), path).toEqual(['website']);
      expect(headValues(res.body, 'link', 'rel', 'canonical', 'href'), path).toEqual([
        `${PUBLIC_URL}${path}?lang=en`,
      ]);
      expect(metaOf(res.body, 'name', 'description')[0], path).not.toBe('');
    }
    expect((await s.get('/news?lang=vi')).body).toContain('<title>Tin tức | BITDATA</title>');
  });

  describe('the sitemap', () => {
    const locs = async () => {
      const res = await s.get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/xml');
      const parsed = new XMLParser({ ignoreAttributes: false }).parse(res.body);
      const urls = [parsed.urlset.url].flat() as Array<{
        loc: string;
        lastmod?: string;
        'xhtml:link': unknown[];
      }>;
      return urls;
    };

    it('lists every live page in both languages with its last change, and nothing hidden', async () => {
      const urls = await locs();
      const found = urls.map((u) => u.loc.replace(PUBLIC_URL, ''));
      const pages = [
        '/',
        '/about',
        '/faqs',
        '/policy',
        '/documentation',
        '/news',
        '/documentation/getting-started',
        '/new/release-1',
        '/new/no-summary',
        '/new/hostile',
      ];
      expect(found.sort()).toEqual(pages.flatMap((p) => [`${p}?lang=en`, `${p}?lang=vi`]).sort());
      const release = urls.find((u) => u.loc === `${PUBLIC_URL}/new/release-1?lang=vi`);
      expect(Date.parse(release?.lastmod ?? '')).toBeGreaterThan(0);
      expect(release?.['xhtml:link']).toHaveLength(3);
      // the policy has no live item: its page is listed without a last change
      expect(urls.find((u) => u.loc === `${PUBLIC_URL}/policy?lang=en`)?.lastmod).toBeUndefined();
    });

    it('lists a scheduled item once its time has come', async () => {
      expect((await locs()).map((u) => u.loc)).not.toContain(`${PUBLIC_URL}/new/next-week?lang=en`);
      const later = now() + HOUR + 1;
      vi.spyOn(s.t.deps.clock, 'now').mockReturnValue(later);
      expect((await locs()).map((u) => u.loc)).toContain(`${PUBLIC_URL}/new/next-week?lang=en`);
      expect((await s.get('/new/next-week')).statusCode).toBe(200);
    });
  });

  it('keeps robots out of the dashboard and the API, and points them to the sitemap', async () => {
    const res = await s.get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /core/');
    expect(lines).toContain('Disallow: /core$');
    expect(lines).not.toContain('Disallow: /');
  });

  describe('the news feeds', () => {
    const parser = new Parser();

    it('lists the newest live news as RSS 2.0, in Vietnamese with ?lang=vi', async () => {
      const res = await s.get('/news/feed.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/rss+xml');
      const feed = await parser.parseString(res.body);
      expect(feed.title).toBe('BITDATA news');
      expect(feed.link).toBe(`${PUBLIC_URL}/news?lang=en`);
      const codes = feed.items.map((i) => i.link?.replace(`${PUBLIC_URL}/new/`, ''));
      expect(codes).toEqual(['hostile?lang=en', 'no-summary?lang=en', 'release-1?lang=en']);
      const release = feed.items.find((i) => i.link === `${PUBLIC_URL}/new/release-1?lang=en`);
      expect(release).toMatchObject({
        title: 'Title of release-1',
        guid: `${PUBLIC_URL}/new/release-1?lang=en`,
        content: 'Summary of release-1',
      });
      expect(Date.parse(release?.pubDate ?? '')).toBeGreaterThan(0);

      const vi = await parser.parseString((await s.get('/news/feed.xml?lang=vi')).body);
      expect(vi.items.find((i) => i.link === `${PUBLIC_URL}/new/release-1?lang=vi`)?.title).toBe(
        'Tiêu đề release-1',
      );
      // the Vietnamese title of the hostile item is pending: its English one, escaped and read back whole
      expect(vi.items[0]?.title).toBe('"><script>alert(1)</script><meta x="');
    });

    it('lists the same news as Atom 1.0, and a scheduled item from its time on', async () => {
      const atom = async () => {
        const res = await s.get('/news/feed.atom');
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('application/atom+xml');
        return parser.parseString(res.body);
      };
      const before = await atom();
      expect(before.items.map((i) => i.title)).toContain('Title of release-1');
      expect(before.items.map((i) => i.link)).not.toContain(`${PUBLIC_URL}/new/next-week?lang=en`);
      expect(before.items.find((i) => i.title === 'Title of release-1')?.id).toBe(
        `${PUBLIC_URL}/new/release-1?lang=en`,
      );

      vi.spyOn(s.t.deps.clock, 'now').mockReturnValue(now() + HOUR + 1);
      const after = await atom();
      // published at its scheduled time: the newest
      expect(after.items[0]?.link).toBe(`${PUBLIC_URL}/new/next-week?lang=en`);
    });
  });
});
