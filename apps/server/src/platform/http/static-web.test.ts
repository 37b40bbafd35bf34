import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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

/** An asset long enough to be worth compressing, as the build leaves it: the file and its encoded copies. */
const appJs = Buffer.from(
  `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`,
);
const brJs = brotliCompressSync(appJs);
const gzJs = gzipSync(appJs);

function writeAsset(dist: string, name: string, variants: { br?: boolean; gz?: boolean }): void {
  const file = path.join(dist, 'assets', name);
  fs.writeFileSync(file, appJs);
  if (variants.br) fs.writeFileSync(`${file}.br`, brJs);
  if (variants.gz) fs.writeFileSync(`${file}.gz`, gzJs);
}

describe('serving the precompressed copies of the web app', () => {
  let t: TestApp;
  const dist = fakeWebDist();
  writeAsset(dist, 'a-111.js', { br: true, gz: true });
  writeAsset(dist, 'plain-222.js', {});
  writeAsset(dist, 'gzonly-333.js', { gz: true });
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli copy to a client that accepts brotli', async () => {
    const res = await get('/assets/a-111.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(brJs)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).equals(appJs)).toBe(true);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get('/assets/a-111.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).equals(appJs)).toBe(true);
  });

  it('sends the file as it is to a client that accepts no encoding, still varying on it', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/a-111.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.equals(appJs)).toBe(true);
    }
  });

  it('falls back to the next accepted encoding, then to the file itself, when a copy is missing', async () => {
    const gz = await get('/assets/gzonly-333.js', 'br, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(appJs)).toBe(true);
    const plain = await get('/assets/plain-222.js', 'br, gzip');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.rawPayload.equals(appJs)).toBe(true);
  });

  it('sends the copies of an asset written after the start (a rebuild while running)', async () => {
    writeAsset(dist, 'late-444.js', { br: true, gz: true });
    const res = await get('/assets/late-444.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).equals(appJs)).toBe(true);
  });

  it('never answers a compressed copy at its own address', async () => {
    for (const url of ['/assets/a-111.js.br', '/assets/a-111.js.gz', '/assets/late-444.js.br']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', key: 'notFound' });
    }
  });
});
