import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, compressedOnce, keptEncodingFor, sendKeptBytes } from './kept-answer-encoding';

describe('keptEncodingFor', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0.2, *', 'br'],
    ['br;q=0, *', 'gzip'],
    ['GZIP', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0', undefined],
    ['gzip; q=0.000', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (header, expected) => {
    expect(keptEncodingFor(header)).toBe(expected);
  });

  it('reads a header sent twice', () => {
    expect(keptEncodingFor(['deflate', 'gzip'])).toBe('gzip');
  });
});

describe('sendKeptBytes', () => {
  const long = Buffer.from(JSON.stringify({ data: 'word '.repeat(COMPRESS_FROM_BYTES) }));
  const short = Buffer.from('{"data":"short"}');
  const app = Fastify();
  app.get('/long', (request, reply) => sendKeptBytes(request, reply.type('application/json'), long));
  app.get('/short', (request, reply) => sendKeptBytes(request, reply.type('application/json'), short));
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('sends a long answer in brotli to a browser, in gzip to a client that takes only gzip, and says so to shared caches', async () => {
    const browser = await app.inject({
      url: '/long',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toBe('accept-encoding');
    expect(browser.rawPayload.byteLength).toBeLessThan(long.byteLength / 10);
    expect(brotliDecompressSync(browser.rawPayload).equals(long)).toBe(true);

    const gzipOnly = await app.inject({ url: '/long', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gzipOnly.rawPayload).equals(long)).toBe(true);
  });

  it('sends the bytes as they are to a client that takes neither, or when too short to gain', async () => {
    for (const [url, headers] of [
      ['/long', {}],
      ['/long', { 'accept-encoding': 'gzip;q=0, br;q=0, deflate' }],
      ['/short', { 'accept-encoding': 'gzip, br' }],
    ] as const) {
      const res = await app.inject({ url, headers });
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.rawPayload.equals(url === '/long' ? long : short)).toBe(true);
    }
  });

  it('compresses each kept answer once per encoding, whatever the number of readers', async () => {
    const body = Buffer.from('x'.repeat(4096));
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = compressedOnce(body, encoding);
      expect(compressedOnce(body, encoding)).toBe(first);
      // equal bytes in another object are another answer: compressed for themselves
      expect(compressedOnce(Buffer.from(body), encoding)).not.toBe(first);
      const bytes = await first;
      expect(decode(bytes).equals(body)).toBe(true);
      // once made, the same bytes are given at once
      expect(compressedOnce(body, encoding)).toBe(bytes);
    }
    expect(await compressedOnce(body, 'br')).not.toEqual(await compressedOnce(body, 'gzip'));
  });
});
