import { createTransportClient } from '@bitdata/transport';
import { withSpareBitsSet } from '@bitdata/transport/test-helpers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportKeys } from './transport.plugin';
import { type ErrorBody, PREFIX, settingsOf, startApp, testKeyPairs, VIETNAMESE } from './transport.test-app';

let keys: TransportKeys;
let otherKeys: TransportKeys;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ keys, otherKeys, cleanup } = await testKeyPairs());
});

afterAll(async () => {
  await cleanup();
});

describe('transport plugin', () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    ({ app, origin } = await startApp({ encrypt: true, zip: true }, keys));
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
    const wire = JSON.parse(String(prepared.body)) as { bodyEncrypt: string };
    const reencoded = wire.bodyEncrypt.endsWith('=')
      ? JSON.stringify({ ...wire, bodyEncrypt: withSpareBitsSet(wire.bodyEncrypt) })
      : JSON.stringify({ ...wire, bodyEncrypt: `${wire.bodyEncrypt}=` });
    attempts.push([prepared.url, { method: 'POST', headers: prepared.headers, body: reencoded }]);
    for (const [url, init] of attempts) {
      const res = await fetch(url, init);
      expect(res.status, `${init.method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${init.method} ${url}`).toBeLessThan(500);
      const { error } = (await res.json()) as ErrorBody;
      expect([typeof error.code, typeof error.message, typeof error.key], `${init.method} ${url}`).toEqual([
        'string',
        'string',
        'string',
      ]);
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
