import fs from 'node:fs';
import path from 'node:path';
import { SERVICE_PREFIX_META } from '@bitdata/contracts/constants/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tempDir } from '../../../test/harness';
import { withPageHead, withRuntimeSettings } from './web-index';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Trading System</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>`;

const metaOf = (prefix: string) => `<meta name="${SERVICE_PREFIX_META}" content="${prefix}" />`;

describe('index.html with the run-time settings', () => {
  it('writes the service prefix into the head, escaped', () => {
    const html = withRuntimeSettings(INDEX, { servicePrefix: 'trade' });
    expect(html).toContain(`${metaOf('trade')}\n  </head>`);
    expect(withRuntimeSettings('<p>no head</p>', { servicePrefix: 'a"b' })).toBe(
      `<meta name="${SERVICE_PREFIX_META}" content="a&quot;b" /><p>no head</p>`,
    );
  });
});

describe('index.html describing a page', () => {
  const head = {
    title: 'A "quoted" <b>title</b> & more',
    description: "It's </title><script>alert(1)</script>",
    canonical: 'https://site.example/new/a?lang=vi&x="y"',
    alternates: [
      { hreflang: 'en', href: 'https://site.example/new/a?lang=en' },
      { hreflang: 'x-default', href: 'https://site.example/new/a' },
    ],
    type: 'article' as const,
    image: 'https://site.example/og-image.png',
    locale: 'vi_VN',
    lang: 'vi',
    siteName: 'Site',
  };

  it("replaces the built file's title and description, sets the page's language, and escapes every value", () => {
    const html = withPageHead(withRuntimeSettings(INDEX, { servicePrefix: 'core' }), head);
    expect(html).toContain('<html lang="vi">');
    expect(html).not.toContain('Trading System');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; &amp; more</title>');
    expect(html).toContain(
      '<meta name="description" content="It&#39;s &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://site.example/new/a?lang=vi&amp;x=&quot;y&quot;" />',
    );
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://site.example/new/a" />');
    expect(html).toContain('<meta property="og:image" content="https://site.example/og-image.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('<script>alert');
    // the settings stay, the tags go in the head
    expect(html).toContain(metaOf('core'));
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('the served web app carries SERVICE_PREFIX', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = tempDir('bitdata-web-dist-');
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST_DIR: dist, SERVICE_PREFIX: 'trade' }, { startJobs: false });
  });
  afterAll(() => t?.close());

  it.each(['/', '/trade', '/trade/user/account', '/crypto', '/index.html'])('on %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(metaOf('trade'));
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('serves the assets as they are, and its API under the same prefix', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.body).toBe('console.log(1)');
    const health = await t.app.inject({ method: 'GET', url: '/api/trade/health' });
    expect(health.statusCode).toBe(200);
  });
});
