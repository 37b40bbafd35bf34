import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTransportClient, type TransportSettings } from '@bitdata/transport';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import { loadSecrets } from '../secrets';
import { createMemorySingleUse } from '../single-use/single-use';
import { TRANSPORT_EXEMPT, type TransportKeys, transportPlugin } from './transport.plugin';

const VIETNAMESE = 'Giá Bitcoin tăng mạnh — ổn định';
const PREFIX = '/api/core';
const MAX_SKEW = 5 * 60_000;

interface ErrorBody {
  error: { code: string; message: string; key?: string; details?: unknown };
}

let dataDir: string;
let keys: TransportKeys;
let otherKeys: TransportKeys;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bitdata-transport-'));
  keys = (await loadSecrets({ dataDir: path.join(dataDir, 'a'), auth: {} })).transport;
  otherKeys = (await loadSecrets({ dataDir: path.join(dataDir, 'b'), auth: {} })).transport;
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A tiny app: the plugin, a few echo routes with zod schemas, and an error handler like the real one. */
async function startApp(flags: { encrypt: boolean; zip: boolean }, serverKeys = keys) {
  const app = Fastify({ bodyLimit: 8 * 1024 * 1024 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(
    (err: Error & { code?: string; statusCode?: number; validation?: unknown }, _req, reply) => {
      if (err instanceof AppError) {
        return reply.status(err.status).send({
          error: {
            code: err.code,
            message: err.message,
            ...(err.key ? { key: err.key } : {}),
            ...(err.details === undefined ? {} : { details: err.details }),
          },
        });
      }
      if (err.validation)
        return reply.status(400).send({ error: { code: 'VALIDATION', message: err.message } });
      const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
      return reply
        .status(status)
        .send({ error: { code: status === 500 ? 'INTERNAL' : 'BAD_REQUEST', message: 'x' } });
    },
  );
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_req, body, done) =>
    done(null, { multipartBytes: body.length }),
  );
  await app.register(transportPlugin, {
    transport: { ...flags, verifyKey: 'verify', verifyValue: 'bitdata', maxSkewMs: MAX_SKEW },
    keys: serverKeys,
    apiPrefix: PREFIX,
    claimOnce: createMemorySingleUse({ now: Date.now }).claim,
  });

  app.post(
    `${PREFIX}/echo`,
    {
      schema: {
        querystring: z.object({ q: z.string().optional(), tags: z.array(z.string()).optional() }),
        body: z.object({ text: z.string(), tokenGG: z.string().optional() }),
      },
    },
    async (request, reply) => reply.status(201).send({ data: { body: request.body, query: request.query } }),
  );
  app.get(
    `${PREFIX}/echo`,
    { schema: { querystring: z.object({ q: z.string(), page: z.coerce.number().int().default(1) }) } },
    async (request) => ({ data: { query: request.query } }),
  );
  app.post(`${PREFIX}/logout`, async () => ({ data: { ok: true } }));
  app.post(
    `${PREFIX}/big`,
    { schema: { body: z.object({ rows: z.array(z.object({ i: z.number(), note: z.string() })) }) } },
    async (request) => ({ data: { count: request.body.rows.length, last: request.body.rows.at(-1) } }),
  );
  app.post(`${PREFIX}/file/upload`, async (request) => ({
    data: { body: request.body, query: request.query },
  }));
  app.get(`${PREFIX}/health`, { config: TRANSPORT_EXEMPT }, async () => ({ data: { status: 'ok' } }));
  app.get('/outside', async () => ({ ok: true }));

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { app, origin: `http://127.0.0.1:${address.port}` };
}

const settingsOf = (encrypt: boolean, zip: boolean): TransportSettings => ({
  encrypt,
  zip,
  verifyKey: 'verify',
  verifyValue: 'bitdata',
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
    ({ app, origin } = await startApp({ encrypt, zip }));
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

describe('transport plugin', () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    ({ app, origin } = await startApp({ encrypt: true, zip: true }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the public key', async () => {
    const res = await fetch(`${origin}${PREFIX}/transport/key`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: { keyId: keys.keyId, publicKey: keys.publicKeySpkiB64, algorithm: 'RSA-OAEP-256' },
    });
  });

  it('zips the response when asked and the client decodes it', async () => {
    const seen: { zipHeader: string | null; raw: unknown }[] = [];
    const spy: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (String(input).includes('/echo')) {
        seen.push({ zipHeader: res.headers.get('x-transport-zip'), raw: await res.clone().json() });
      }
      return res;
    };
    const client = createTransportClient({
      baseUrl: `${origin}${PREFIX}`,
      settings: settingsOf(true, true),
      fetch: spy,
    });
    const res = await client.request<{ data: unknown }>('GET', '/echo', { query: { q: VIETNAMESE } });
    expect(res.body).toEqual({ data: { query: { q: VIETNAMESE, page: 1 } } });
    expect(seen[0]?.zipHeader).toBe('1');
    expect(Object.keys(seen[0]?.raw as object)).toEqual(['zip']);

    const unzipped = await client.request<{ data: unknown }>('GET', '/echo', {
      query: { q: 'x' },
      zip: false,
    });
    expect(seen[1]?.zipHeader).toBeNull();
    expect(unzipped.body).toEqual({ data: { query: { q: 'x', page: 1 } } });
  });

  it('zips error answers of decoded requests too', async () => {
    const client = createTransportClient({ baseUrl: `${origin}${PREFIX}`, settings: settingsOf(true, true) });
    const res = await client.request<ErrorBody>('GET', '/echo', { query: {} });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.headers.get('x-transport-zip')).toBe('1');
  });

  it('refuses plain requests when encryption is on', async () => {
    const plainGet = await fetch(`${origin}${PREFIX}/echo?q=x&verify=bitdata&timestamp=${Date.now()}`);
    expect(plainGet.status).toBe(400);
    expect(((await plainGet.json()) as ErrorBody).error).toMatchObject({
      code: 'BAD_TRANSPORT',
      key: 'badTransport',
    });

    const client = createTransportClient({ baseUrl: `${origin}${PREFIX}`, settings: settingsOf(true, true) });
    const prepared = await client.prepare('POST', '/echo', { body: { text: 'x' } });
    const plainBody = await fetch(prepared.url, {
      method: 'POST',
      headers: prepared.headers,
      body: JSON.stringify({ text: 'x' }),
    });
    expect(plainBody.status).toBe(400);
    expect(((await plainBody.json()) as ErrorBody).error.code).toBe('BAD_TRANSPORT');
  });

  it('refuses tampered ciphertext with a 400', async () => {
    const client = createTransportClient({
      baseUrl: `${origin}${PREFIX}`,
      settings: settingsOf(true, false),
    });
    const prepared = await client.prepare('POST', '/echo', { body: { text: VIETNAMESE } });
    const wire = JSON.parse(String(prepared.body)) as { bodyEncrypt: string };
    const flipped = wire.bodyEncrypt.startsWith('A')
      ? `B${wire.bodyEncrypt.slice(1)}`
      : `A${wire.bodyEncrypt.slice(1)}`;
    const res = await fetch(prepared.url, {
      method: 'POST',
      headers: prepared.headers,
      body: JSON.stringify({ bodyEncrypt: flipped }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error).toMatchObject({
      code: 'BAD_TRANSPORT',
      key: 'badTransport',
    });

    const otherRoute = await fetch(prepared.url.replace('/echo', '/big'), {
      method: 'POST',
      headers: prepared.headers,
      body: String(prepared.body),
    });
    expect(otherRoute.status).toBe(400);
  });

  it('accepts an encrypted write once and refuses the same request sent again', async () => {
    const client = createTransportClient({ baseUrl: `${origin}${PREFIX}`, settings: settingsOf(true, true) });
    const prepared = await client.prepare('POST', '/echo', { body: { text: VIETNAMESE } });
    const send = () =>
      fetch(prepared.url, { method: 'POST', headers: prepared.headers, body: String(prepared.body) });
    expect((await send()).status).toBe(201);
    const replay = await send();
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as ErrorBody).error).toMatchObject({
      code: 'BAD_TRANSPORT',
      key: 'replayedRequest',
    });
    // A new request with the same content is sealed afresh and goes through.
    expect((await client.request('POST', '/echo', { body: { text: VIETNAMESE } })).status).toBe(201);
    // Reads are not tracked: the same GET may be sent twice.
    const read = await client.prepare('GET', '/echo', { query: { q: 'x' } });
    for (const _ of [1, 2]) expect((await fetch(read.url, { headers: read.headers })).status).toBe(200);
  });

  it('answers garbage with a 4xx, never a 5xx', async () => {
    const client = createTransportClient({ baseUrl: `${origin}${PREFIX}`, settings: settingsOf(true, true) });
    const prepared = await client.prepare('POST', '/echo', { body: { text: 'x' } });
    const attempts: [string, RequestInit][] = [
      [`${origin}${PREFIX}/echo?queryEncrypt=%%%`, { method: 'GET' }],
      [
        `${origin}${PREFIX}/echo?queryEncrypt=AAAA&queryEncrypt=BBBB`,
        { method: 'GET', headers: prepared.headers },
      ],
      [
        prepared.url,
        {
          method: 'POST',
          headers: { ...prepared.headers, 'x-transport-key': 'bm9wZQ==' },
          body: String(prepared.body),
        },
      ],
      [
        prepared.url,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: String(prepared.body) },
      ],
      [
        prepared.url,
        { method: 'POST', headers: prepared.headers, body: JSON.stringify({ bodyEncrypt: 5, zip: 'yes' }) },
      ],
      [
        prepared.url,
        {
          method: 'POST',
          headers: prepared.headers,
          body: JSON.stringify({ bodyEncrypt: 'AAAA', extra: 1 }),
        },
      ],
      [prepared.url, { method: 'POST', headers: prepared.headers, body: JSON.stringify([1, 2]) }],
      [
        prepared.url,
        { method: 'POST', headers: { ...prepared.headers, 'content-type': 'text/plain' }, body: 'hello' },
      ],
    ];
    for (const [url, init] of attempts) {
      const res = await fetch(url, init);
      expect(res.status, `${init.method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${init.method} ${url}`).toBeLessThan(500);
    }
  });

  it('fetches the key again and retries once after the server key changed', async () => {
    const rotated = await startApp({ encrypt: true, zip: true }, otherKeys);
    let target = origin;
    const keyFetches: string[] = [];
    const routed: typeof fetch = (input, init) => {
      const url = String(input).replace('http://api.test', target);
      if (url.endsWith('/transport/key')) keyFetches.push(url);
      return fetch(url, init);
    };
    try {
      const client = createTransportClient({
        baseUrl: `http://api.test${PREFIX}`,
        settings: settingsOf(true, true),
        fetch: routed,
      });
      expect((await client.request('GET', '/echo', { query: { q: 'a' } })).status).toBe(200);
      target = rotated.origin;
      const res = await client.request<{ data: unknown }>('GET', '/echo', { query: { q: 'b' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ query: { q: 'b', page: 1 } });
      expect(keyFetches).toHaveLength(2);
      expect((await client.serverKey()).keyId).toBe(otherKeys.keyId);
    } finally {
      await rotated.app.close();
    }
  });
});

describe('transport plugin with both flags off', () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    ({ app, origin } = await startApp({ encrypt: false, zip: false }));
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
