import fs from 'node:fs';
import path from 'node:path';
import { SERVICE_PREFIX_META } from '@bitdata/contracts/constants/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tempDir } from '../../../test/harness';
import { withRuntimeSettings } from './web-index';

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
