import { beforeAll, describe, expect, it } from 'vitest';
import { bytesToBase64, utf8Encode } from './base64';
import {
  type DecodeRequestInput,
  decodeRequest,
  encodeRequest,
  type SessionKey,
  unzipResponse,
  zipResponseText,
} from './codec';
import { buildAad, encryptBytes, unwrapSessionKey } from './crypto';
import { type QueryValue, TransportError, type TransportSettings } from './protocol';
import { makeTestKeys, parseSearch, withSpareBitsSet } from './test-helpers';
import { gzipBytes } from './zip';

const VIETNAMESE = 'Giá Bitcoin tăng mạnh — ổn định';
const NOW = 1_750_000_000_000;
const MAX_SKEW = 5 * 60_000;

let keys: Awaited<ReturnType<typeof makeTestKeys>>;
beforeAll(async () => {
  keys = await makeTestKeys();
});

const settingsOf = (encrypt: boolean, zip: boolean): TransportSettings => ({
  encrypt,
  zip,
  verifyKey: 'verify',
  verifyValue: 'bitdata',
});

interface Wire {
  method: string;
  path: string;
  query: unknown;
  body: unknown;
  headers: Record<string, string>;
}

async function encode(
  settings: TransportSettings,
  request: {
    method?: string;
    path?: string;
    query?: Record<string, QueryValue>;
    body?: unknown;
    zipResponse?: boolean;
  },
  session: SessionKey = keys.session,
): Promise<Wire> {
  const method = request.method ?? 'POST';
  const path = request.path ?? '/api/core/echo';
  const encoded = await encodeRequest({
    settings,
    method,
    path,
    query: request.query,
    body: request.body,
    zipResponse: request.zipResponse ?? false,
    session: settings.encrypt ? session : undefined,
    now: NOW,
  });
  return {
    method,
    path,
    query: parseSearch(encoded.search),
    body: encoded.body === undefined ? undefined : JSON.parse(encoded.body),
    headers: encoded.headers,
  };
}

function decode(settings: TransportSettings, wire: Wire, overrides: Partial<DecodeRequestInput> = {}) {
  return decodeRequest({
    settings: { ...settings, maxSkewMs: MAX_SKEW },
    method: wire.method,
    path: wire.path,
    query: wire.query,
    body: wire.body,
    bodyExempt: false,
    wrappedKey: wire.headers['x-transport-key'],
    keyId: wire.headers['x-transport-key-id'],
    currentKeyId: keys.keyId,
    resolveKey: (wrapped) => unwrapSessionKey(wrapped, keys.privateKey),
    now: NOW,
    ...overrides,
  });
}

const refusedWith = async (promise: Promise<unknown>, key: string, reason?: string) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TransportError);
  expect((error as TransportError).key).toBe(key);
  if (reason) expect((error as TransportError).reason).toBe(reason);
};

const oneMegabyte = () => {
  const words = ['BTC', VIETNAMESE, 'ETH', 'RSI 14', 'MACD', String(Math.PI)];
  const rows: { i: number; note: string }[] = [];
  let size = 0;
  for (let i = 0; size < 1024 * 1024; i++) {
    const note = `${words[i % words.length]} ${i.toString(36)}`;
    rows.push({ i, note });
    size += note.length + 20;
  }
  return { rows };
};

const COMBINATIONS = [
  [true, true],
  [true, false],
  [false, true],
  [false, false],
] as const;

describe.each(COMBINATIONS)('codec with encrypt=%s zip=%s', (encrypt, zip) => {
  const settings = settingsOf(encrypt, zip);

  it('round-trips Vietnamese text in the body and the query', async () => {
    const body = { text: VIETNAMESE, nested: { list: [1, 2, VIETNAMESE] } };
    const query = {
      q: VIETNAMESE,
      page: 2,
      tags: ['a', 'b'],
      filter: { price: { gte: 1 } },
      skip: undefined,
    };
    const wire = await encode(settings, { body, query });
    const decoded = await decode(settings, wire);
    expect(decoded.body).toEqual(body);
    expect(decoded.query).toEqual({
      q: VIETNAMESE,
      page: '2',
      tags: ['a', 'b'],
      filter: '{"price":{"gte":1}}',
    });
  });

  it('round-trips empty bodies', async () => {
    for (const body of [{}, '', [], null]) {
      const decoded = await decode(settings, await encode(settings, { body }));
      expect(decoded.body).toEqual(body);
    }
    const none = await decode(settings, await encode(settings, { body: undefined }));
    expect(none.body).toBeUndefined();
    expect(none.query).toEqual({});
  });

  it('round-trips a 1 MB body', async () => {
    const body = oneMegabyte();
    const decoded = await decode(settings, await encode(settings, { body }));
    expect(decoded.body).toEqual(body);
  });

  it('carries the zip response request', async () => {
    const asked = await decode(settings, await encode(settings, { method: 'GET', zipResponse: true }));
    expect(asked.zipResponse).toBe(true);
    const notAsked = await decode(settings, await encode(settings, { method: 'GET' }));
    expect(notAsked.zipResponse).toBe(false);
  });

  it('keeps the captcha token usable by the route', async () => {
    const body = { username: 'a@b.c', password: 'secret-pass', tokenGG: 'captcha-token' };
    const wire = await encode(settings, { body });
    const decoded = await decode(settings, wire);
    expect(decoded.body).toEqual(body);
  });
});

describe('wire format', () => {
  it('puts every query parameter into queryEncrypt when encrypting', async () => {
    const wire = await encode(settingsOf(true, true), { query: { q: 'x' }, zipResponse: true });
    expect(Object.keys(wire.query as object)).toEqual(['queryEncrypt']);
    expect(wire.headers['x-transport-key']).toBe(keys.session.wrappedKey);
    expect(wire.headers['x-transport-key-id']).toBe(keys.keyId);
  });

  it('keeps the captcha token outside the encrypted body', async () => {
    const wire = await encode(settingsOf(true, false), { body: { a: 1, tokenGG: 'tok' } });
    expect(wire.body).toEqual({ bodyEncrypt: expect.any(String), tokenGG: 'tok' });
  });

  it('marks an encrypted gzip body with zip true', async () => {
    const wire = await encode(settingsOf(true, true), { body: { a: 1 } });
    expect(wire.body).toEqual({ bodyEncrypt: expect.any(String), zip: true });
  });

  it('sends base64 gzip in the zip field when only zipping', async () => {
    const wire = await encode(settingsOf(false, true), { body: { a: 1 } });
    expect(wire.body).toEqual({ zip: expect.any(String) });
    expect(wire.query).toMatchObject({ verify: 'bitdata', timestamp: String(NOW) });
  });

  it('sends plain JSON and plain parameters when both flags are off', async () => {
    const wire = await encode(settingsOf(false, false), { body: { a: 1 }, query: { q: 'x' } });
    expect(wire.body).toEqual({ a: 1 });
    expect(wire.query).toEqual({ q: 'x', verify: 'bitdata', timestamp: String(NOW) });
  });

  it('compresses a repetitive 1 MB body before encrypting it', async () => {
    const wire = await encode(settingsOf(true, true), { body: oneMegabyte() });
    expect(JSON.stringify(wire.body).length).toBeLessThan(400 * 1024);
  });

  it('zips a response and reads it back', async () => {
    const json = JSON.stringify({ data: { text: VIETNAMESE } });
    const zipped = JSON.parse(await zipResponseText(json));
    expect(Object.keys(zipped)).toEqual(['zip']);
    expect(await unzipResponse(zipped)).toEqual({ data: { text: VIETNAMESE } });
  });
});

describe('refusals', () => {
  const enc = settingsOf(true, true);

  it('refuses a tampered query ciphertext', async () => {
    const wire = await encode(enc, { method: 'GET', query: { q: 'x' } });
    const sealed = (wire.query as Record<string, string>).queryEncrypt;
    const bytes = Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0));
    bytes[20] ^= 1;
    wire.query = { queryEncrypt: bytesToBase64(bytes) };
    await refusedWith(decode(enc, wire), 'badTransport', 'undecodable');
  });

  it('refuses a tampered body ciphertext', async () => {
    const wire = await encode(enc, { body: { a: 1 } });
    const body = wire.body as { bodyEncrypt: string };
    const bytes = Uint8Array.from(atob(body.bodyEncrypt), (c) => c.charCodeAt(0));
    bytes[bytes.length - 1] ^= 0x80;
    body.bodyEncrypt = bytesToBase64(bytes);
    await refusedWith(decode(enc, wire), 'badTransport', 'undecodable');
  });

  it('refuses a ciphertext replayed on another route or method', async () => {
    const wire = await encode(enc, { body: { a: 1 } });
    await refusedWith(decode(enc, { ...wire, path: '/api/core/other' }), 'badTransport', 'undecodable');
    await refusedWith(decode(enc, { ...wire, method: 'PUT' }), 'badTransport', 'undecodable');
  });

  it('refuses a body sealed for another request timestamp', async () => {
    const first = await encode(enc, { body: { a: 1 } });
    const later = await encodeRequest({
      settings: enc,
      method: 'POST',
      path: '/api/core/echo',
      body: { a: 2 },
      zipResponse: false,
      session: keys.session,
      now: NOW + 1000,
    });
    const wire = { ...first, query: parseSearch(later.search) };
    await refusedWith(decode(enc, wire), 'badTransport', 'undecodable');
  });

  it('refuses a tampered or foreign wrapped key', async () => {
    const wire = await encode(enc, { method: 'GET' });
    const wrapped = Uint8Array.from(atob(wire.headers['x-transport-key']), (c) => c.charCodeAt(0));
    wrapped[10] ^= 1;
    wire.headers['x-transport-key'] = bytesToBase64(wrapped);
    await refusedWith(decode(enc, wire), 'badTransport', 'undecodable');

    const other = await makeTestKeys();
    const foreign = await encode(enc, { method: 'GET' }, { ...other.session, keyId: keys.keyId });
    await refusedWith(decode(enc, foreign), 'badTransport', 'undecodable');
  });

  it('refuses a request sealed for a previous server key', async () => {
    const wire = await encode(enc, { method: 'GET' });
    wire.headers['x-transport-key-id'] = 'feedfacefeedface';
    await refusedWith(decode(enc, wire), 'badTransport', 'keyChanged');
  });

  it('refuses bad base64, bad gzip and non-JSON plaintext', async () => {
    const wire = await encode(enc, { body: { a: 1 } });
    await refusedWith(decode(enc, { ...wire, body: { bodyEncrypt: 'not base64!' } }), 'badTransport');
    await refusedWith(decode(enc, { ...wire, query: { queryEncrypt: '@@@' } }), 'badTransport');

    const timestamp = String(NOW);
    const notGzip = await encryptBytes(
      keys.session.key,
      utf8Encode('{"a":1}'),
      buildAad({ slot: 'body', method: 'POST', path: wire.path, extra: `${timestamp}\ngzip` }),
    );
    await refusedWith(decode(enc, { ...wire, body: { bodyEncrypt: notGzip, zip: true } }), 'badTransport');

    const notJson = await encryptBytes(
      keys.session.key,
      utf8Encode('hello'),
      buildAad({ slot: 'body', method: 'POST', path: wire.path, extra: `${timestamp}\njson` }),
    );
    await refusedWith(decode(enc, { ...wire, body: { bodyEncrypt: notJson } }), 'badTransport');

    const zipOnly = settingsOf(false, true);
    const zipWire = await encode(zipOnly, { body: { a: 1 } });
    await refusedWith(decode(zipOnly, { ...zipWire, body: { zip: 'AAAA' } }), 'badTransport');
    await refusedWith(
      decode(zipOnly, { ...zipWire, body: { zip: await zipJsonText('nope') } }),
      'badTransport',
    );
  });

  it('refuses a plain request when encryption is on', async () => {
    const plain = await encode(settingsOf(false, false), { body: { a: 1 } });
    await refusedWith(decode(enc, plain), 'badTransport', 'missing');
    const sealedQueryPlainBody = await encode(enc, { body: { a: 1 } });
    await refusedWith(decode(enc, { ...sealedQueryPlainBody, body: { a: 1 } }), 'badTransport', 'missing');
  });

  it('refuses a wrong or missing verification key', async () => {
    const wrong = { ...enc, verifyValue: 'other' };
    await refusedWith(decode(enc, await encode(wrong, { method: 'GET' })), 'badVerifyKey');
    const plain = settingsOf(false, false);
    await refusedWith(
      decode(plain, await encode({ ...plain, verifyValue: 'other' }, { method: 'GET' })),
      'badVerifyKey',
    );
    const zipOnly = settingsOf(false, true);
    await refusedWith(
      decode(zipOnly, {
        method: 'GET',
        path: '/api/core/echo',
        query: { timestamp: String(NOW) },
        body: undefined,
        headers: {},
      }),
      'badVerifyKey',
    );
  });

  it('refuses a timestamp outside the allowed skew', async () => {
    const wire = await encode(enc, { method: 'GET' });
    await refusedWith(decode(enc, wire, { now: NOW + MAX_SKEW + 1 }), 'staleRequest');
    await refusedWith(decode(enc, wire, { now: NOW - MAX_SKEW - 1 }), 'staleRequest');
    expect((await decode(enc, wire, { now: NOW + MAX_SKEW })).zipResponse).toBe(false);
    const zipOnly = settingsOf(false, true);
    await refusedWith(
      decode(zipOnly, {
        method: 'GET',
        path: '/x',
        query: { verify: 'bitdata', timestamp: 'soon' },
        body: undefined,
        headers: {},
      }),
      'staleRequest',
    );
  });

  it('accepts a plain request without verification key and timestamp when both flags are off', async () => {
    const plain = settingsOf(false, false);
    const decoded = await decode(plain, {
      method: 'POST',
      path: '/x',
      query: { q: 'x' },
      body: { a: 1 },
      headers: {},
    });
    expect(decoded).toEqual({ query: { q: 'x' }, body: { a: 1 }, bodyDecoded: false, zipResponse: false });
  });

  it('refuses prototype-polluting JSON inside a sealed body', async () => {
    const poisoned = await encryptBytes(
      keys.session.key,
      utf8Encode('{"a":1,"__proto__":{"admin":true}}'),
      buildAad({ slot: 'body', method: 'POST', path: '/api/core/echo', extra: `${NOW}\njson` }),
    );
    const wire = await encode(enc, { body: { a: 1 } });
    await refusedWith(decode(enc, { ...wire, body: { bodyEncrypt: poisoned } }), 'badTransport', 'shape');
  });

  it('refuses a gzip body that inflates past the ceiling', async () => {
    const zipOnly = settingsOf(false, true);
    const wire = await encode(zipOnly, { body: { blob: 'a'.repeat(2 * 1024 * 1024) } });
    await refusedWith(decode(zipOnly, wire, { maxDecodedBytes: 1024 * 1024 }), 'payloadTooLarge');
  });

  it('refuses a sealed body or query re-encoded with the spare base64 bits set', async () => {
    const json = settingsOf(true, false);
    // A JSON plaintext of n bytes seals to 28 + n bytes: try lengths until the base64 has padding.
    for (const text of ['a', 'ab', 'abc']) {
      const wire = await encode(json, { body: { text }, query: { q: text } });
      const body = wire.body as { bodyEncrypt: string };
      const query = wire.query as { queryEncrypt: string };
      if (body.bodyEncrypt.endsWith('=')) {
        const other = { ...wire, body: { bodyEncrypt: withSpareBitsSet(body.bodyEncrypt) } };
        await refusedWith(decode(json, other), 'badTransport', 'undecodable');
      }
      if (query.queryEncrypt.endsWith('=')) {
        const other = { ...wire, query: { queryEncrypt: withSpareBitsSet(query.queryEncrypt) } };
        await refusedWith(decode(json, other), 'badTransport', 'undecodable');
      }
    }
  });
});

describe('replay key', () => {
  const enc = settingsOf(true, true);
  const bytesOf = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

  it('is the decoded bytes of the sealed body, else of the sealed query', async () => {
    const write = await encode(enc, { body: { a: 1 }, query: { q: 'x' } });
    const decodedWrite = await decode(enc, write);
    expect(decodedWrite.sealed).toEqual(bytesOf((write.body as { bodyEncrypt: string }).bodyEncrypt));

    const noBody = await encode(enc, { method: 'POST', query: { q: 'x' } });
    const decodedNoBody = await decode(enc, noBody);
    expect(decodedNoBody.sealed).toEqual(bytesOf((noBody.query as { queryEncrypt: string }).queryEncrypt));
  });

  it('is absent when nothing was sealed', async () => {
    const plain = settingsOf(false, true);
    expect((await decode(plain, await encode(plain, { body: { a: 1 } }))).sealed).toBeUndefined();
  });
});

const zipJsonText = async (text: string) => bytesToBase64(await gzipBytes(utf8Encode(text)));
