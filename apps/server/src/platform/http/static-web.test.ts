import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tempDir } from '../../../test/harness';

/** A built web app in miniature: index.html and one hashed asset. */
function fakeWebDist(): string {
  const dist = tempDir('bitdata-web-');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  return dist;
}

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: fakeWebDist() });
  });
  afterAll(() => t.close());

  it('serves an existing asset as itself', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe('console.log("app");');
  });

  it('answers a missing asset with a 404 in our format, not index.html', async () => {
    for (const url of ['/assets/index-gone99.js', '/assets/deep/missing.css']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', key: 'notFound' });
    }
  });

  it('still answers client-side routes with index.html', async () => {
    const res = await t.app.inject({ url: '/crypto/BTCUSDT' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
  });
});
