import { createTransportClient } from '@bitdata/transport';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportKeys } from './transport.plugin';
import {
  type ErrorBody,
  MAX_SKEW,
  PREFIX,
  settingsOf,
  startApp,
  testKeyPairs,
  VIETNAMESE,
} from './transport.test-app';

let keys: TransportKeys;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ keys, cleanup } = await testKeyPairs());
});

afterAll(async () => {
  await cleanup();
});

const bigBody = () => {
  const rows: { i: number; note: string }[] = [];
  for (let i = 0, size = 0; size < 1024 * 1024; i++) {
    const note = `${VIETNAMESE} ${i}`;
    rows.push({ i, note });
    size += note.length + 16;
  }
  return { rows };
};

const COMBINATIONS = [
  [true, true],
  [true, false],
  [false, true],
  [false, false],
] as const;

describe.each(COMBINATIONS)('server and client with encrypt=%s zip=%s', (encrypt, zip) => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    ({ app, origin } = await startApp({ encrypt, zip }, keys));
  });
  afterAll(async () => {
    await app.close();
  });

  const client = () =>
    createTransportClient({ baseUrl: `${origin}${PREFIX}`, settings: settingsOf(encrypt, zip) });

  it('round-trips a Vietnamese body and query through zod validation', async () => {
    const res = await client().request<{ data: unknown }>('POST', '/echo', {
      query: { q: VIETNAMESE, tags: ['x', 'y'] },
      body: { text: VIETNAMESE, tokenGG: 'captcha' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      body: { text: VIETNAMESE, tokenGG: 'captcha' },
      query: { q: VIETNAMESE, tags: ['x', 'y'] },
    });
  });

  it('decodes the query before validation on a GET', async () => {
    const res = await client().request<{ data: unknown }>('GET', '/echo', {
      query: { q: VIETNAMESE, page: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ query: { q: VIETNAMESE, page: 3 } });
  });

  it('answers kept JSON bytes, zipped when asked, the same each time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await client().request<{ data: unknown }>('GET', '/kept');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ text: VIETNAMESE, rows: [1, 2, 3] });
      // the client asks zip whenever zip is on: the bytes are zipped like a text answer
      expect(res.headers.get('x-transport-zip')).toBe(zip ? '1' : null);
    }
  });

  it('accepts a request without a body', async () => {
    const res = await client().request<{ data: unknown }>('POST', '/logout');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
  });

  it('round-trips a 1 MB body', async () => {
    const body = bigBody();
    const res = await client().request<{ data: { count: number; last: unknown } }>('POST', '/big', { body });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ count: body.rows.length, last: body.rows.at(-1) });
  });

  it('answers a decoded body that fails validation with a 400', async () => {
    const res = await client().request<ErrorBody>('POST', '/echo', { body: { text: 42 } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
  });

  it('refuses a stale timestamp', async () => {
    const stale = createTransportClient({
      baseUrl: `${origin}${PREFIX}`,
      settings: settingsOf(encrypt, zip),
      now: () => Date.now() - MAX_SKEW - 60_000,
    });
    const res = await stale.request<ErrorBody>('GET', '/echo', { query: { q: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'BAD_TRANSPORT', key: 'staleRequest' });
  });

  it('refuses a wrong verification key', async () => {
    const wrong = createTransportClient({
      baseUrl: `${origin}${PREFIX}`,
      settings: { ...settingsOf(encrypt, zip), verifyValue: 'guess' },
    });
    const res = await wrong.request<ErrorBody>('GET', '/echo', { query: { q: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'BAD_TRANSPORT', key: 'badVerifyKey' });
  });

  it('leaves multipart uploads unencrypted while decoding their query', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'a.txt');
    const res = await client().request<{ data: { body: { multipartBytes: number }; query: unknown } }>(
      'POST',
      '/file/upload',
      { body: form, query: { document: 'news' } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.body.multipartBytes).toBeGreaterThan(0);
    expect(res.body.data.query).toEqual({ document: 'news' });
  });

  it('serves exempt routes and routes outside the API as they are', async () => {
    expect((await fetch(`${origin}${PREFIX}/health`)).status).toBe(200);
    expect(await (await fetch(`${origin}/outside`)).json()).toEqual({ ok: true });
  });

  it('answers an unknown API path with 404, plain or through the client', async () => {
    expect((await fetch(`${origin}${PREFIX}/no-such-route?x=1`)).status).toBe(404);
    const post = await fetch(`${origin}${PREFIX}/no-such-route`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(404);
    expect((await client().request('GET', '/no-such-route', { query: { a: 'b' } })).status).toBe(404);
  });
});

describe('transport plugin with both flags off', () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    ({ app, origin } = await startApp({ encrypt: false, zip: false }, keys));
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves plain JSON without verification key or timestamp', async () => {
    const res = await fetch(`${origin}${PREFIX}/echo?q=${encodeURIComponent(VIETNAMESE)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: VIETNAMESE }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { body: { text: VIETNAMESE }, query: { q: VIETNAMESE } } });
  });

  it('still checks a verification key or timestamp that is present', async () => {
    const wrong = await fetch(`${origin}${PREFIX}/echo?q=x&verify=nope`);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).error.key).toBe('badVerifyKey');
    const stale = await fetch(`${origin}${PREFIX}/echo?q=x&timestamp=1000`);
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as ErrorBody).error.key).toBe('staleRequest');
  });

  it('answers plain JSON even when a request asks zip=true', async () => {
    const res = await fetch(`${origin}${PREFIX}/echo?q=x&zip=true`);
    expect(res.headers.get('x-transport-zip')).toBeNull();
    expect(await res.json()).toMatchObject({ data: { query: { q: 'x', page: 1 } } });
  });
});
