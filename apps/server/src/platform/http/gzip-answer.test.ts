import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, GZIP_FROM_BYTES, gzippedOnce, sendKeptBytes } from './gzip-answer';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['x-gzip', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['br, deflate', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('reads a header sent twice', () => {
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
  });
});

describe('sendKeptBytes', () => {
  const long = Buffer.from(JSON.stringify({ data: 'word '.repeat(GZIP_FROM_BYTES) }));
  const short = Buffer.from('{"data":"short"}');
  const app = Fastify();
  app.get('/long', (request, reply) => sendKeptBytes(request, reply.type('application/json'), long));
  app.get('/short', (request, reply) => sendKeptBytes(request, reply.type('application/json'), short));
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('gzips a long answer for a client that takes gzip, and says so to shared caches', async () => {
    const res = await app.inject({ url: '/long', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.rawPayload.byteLength).toBeLessThan(long.byteLength / 10);
    expect(gunzipSync(res.rawPayload).equals(long)).toBe(true);
  });

  it('sends the bytes as they are to a client that does not take gzip, or when too short to gain', async () => {
    for (const [url, headers] of [
      ['/long', {}],
      ['/long', { 'accept-encoding': 'gzip;q=0, br' }],
      ['/short', { 'accept-encoding': 'gzip' }],
    ] as const) {
      const res = await app.inject({ url, headers });
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.rawPayload.equals(url === '/long' ? long : short)).toBe(true);
    }
  });

  it('compresses each kept answer once, whatever the number of readers', async () => {
    const body = Buffer.from('x'.repeat(4096));
    const first = gzippedOnce(body);
    expect(gzippedOnce(body)).toBe(first);
    // equal bytes in another object are another answer: compressed for themselves
    expect(gzippedOnce(Buffer.from(body))).not.toBe(first);
    const bytes = await first;
    expect(gunzipSync(bytes).equals(body)).toBe(true);
    // once made, the same bytes are given at once
    expect(gzippedOnce(body)).toBe(bytes);
  });
});
