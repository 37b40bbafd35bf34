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
  const dist = fakeWebDist();
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  it('serves an existing asset as itself', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe('console.log("app");');
  });

  it('serves an asset written after the start (a rebuild while running)', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'late-def456.js'), 'console.log("late");');
    const res = await t.app.inject({ url: '/assets/late-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("late");');
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
