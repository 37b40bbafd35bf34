import { describe, expect, it } from 'vitest';
import { createTransportClient } from './client';
import { zipResponseText } from './codec';

const settings = { encrypt: false, zip: false, verifyKey: 'verify', verifyValue: 'bitdata' };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('createTransportClient', () => {
  it('returns 4xx and 5xx answers instead of throwing', async () => {
    for (const status of [401, 403, 500, 503]) {
      const client = createTransportClient({
        baseUrl: 'http://api.test/api/core',
        settings,
        fetch: async () => json(status, { error: { code: 'X', message: 'm' } }),
      });
      const res = await client.request('GET', '/auth/me');
      expect(res).toMatchObject({ status, body: { error: { code: 'X' } } });
    }
  });

  it('throws when the network fails', async () => {
    const client = createTransportClient({
      baseUrl: 'http://api.test/api/core',
      settings,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.request('GET', '/auth/me')).rejects.toThrow('fetch failed');
  });

  it('sends the bearer token, the verification key and the timestamp', async () => {
    let seen: { url: string; headers: Record<string, string> } | undefined;
    const client = createTransportClient({
      baseUrl: 'http://api.test/api/core/',
      settings,
      getAccessToken: () => 'token-1',
      now: () => 1234,
      fetch: async (input, init) => {
        seen = { url: String(input), headers: init?.headers as Record<string, string> };
        return json(200, { data: null });
      },
    });
    await client.request('GET', '/auth/me', { query: { lang: 'vi', empty: undefined } });
    expect(seen?.url).toBe('http://api.test/api/core/auth/me?lang=vi&verify=bitdata&timestamp=1234');
    expect(seen?.headers.authorization).toBe('Bearer token-1');
  });

  it('unzips a zipped answer', async () => {
    const zipped = await zipResponseText(
      JSON.stringify({ data: { text: 'Giá Bitcoin tăng mạnh — ổn định' } }),
    );
    const client = createTransportClient({
      baseUrl: 'http://api.test/api/core',
      settings: { ...settings, zip: true },
      fetch: async (input) => {
        expect(String(input)).toContain('zip=true');
        return new Response(zipped, {
          status: 201,
          headers: { 'content-type': 'application/json', 'x-transport-zip': '1' },
        });
      },
    });
    const res = await client.request('POST', '/auth/loginV1', { body: { username: 'a' } });
    expect(res).toMatchObject({ status: 201, body: { data: { text: 'Giá Bitcoin tăng mạnh — ổn định' } } });
  });

  it('reads a non-JSON answer as text or blob', async () => {
    const client = createTransportClient({
      baseUrl: 'http://api.test/api/core',
      settings,
      fetch: async () => new Response('file-bytes', { status: 201, headers: { 'content-type': 'text/csv' } }),
    });
    expect((await client.request('POST', '/file/download')).body).toBe('file-bytes');
    const blob = await client.request<Blob>('POST', '/file/download', { responseType: 'blob' });
    expect(await blob.body.text()).toBe('file-bytes');
  });
});
