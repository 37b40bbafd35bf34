import { createTransportClient, type TransportClient } from '@bitdata/transport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../../test/harness';
import { linksFromOutbox, PASSWORD, parseVerifyLink, VERIFY_LINK } from '../auth/auth.test-helpers';
import { create, setGrants } from '../backoffice/records/records.test-helpers';
import { samples } from './files.test-helpers';

const MAX_BYTES = 64 * 1024;

/**
 * The web's way: the encrypted, zipped transport with the upload's multipart body and the
 * download's bytes kept out of the envelope, over a real socket.
 */
describe(`files through the transport client (${dialectUnderTest})`, () => {
  let t: TestApp;
  let client: TransportClient;
  let accessToken: string | null = null;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp({
      API_ENCRYPT: 'true',
      API_ZIP: 'true',
      MARKET_EXCHANGES: '',
      FILE_MAX_BYTES: String(MAX_BYTES),
    });
    baseUrl = await t.listen();
    client = createTransportClient({
      baseUrl,
      settings: { encrypt: true, zip: true, verifyKey: 'verify', verifyValue: 'bitdata' },
      getAccessToken: () => accessToken,
    });
    const username = 'member@example.com';
    const body = { document: 'user', username, password: PASSWORD, confirmPassword: PASSWORD, name: 'An' };
    expect((await client.request('POST', '/auth/signupV1', { body })).status).toBe(201);
    const [link] = await linksFromOutbox(t, VERIFY_LINK);
    expect((await client.request('POST', '/auth/verify', { body: parseVerifyLink(link) })).status).toBe(200);
    const login = await client.request<{ data: { accessToken: string } }>('POST', '/auth/loginV1', {
      body: { username, password: PASSWORD },
    });
    accessToken = login.body.data.accessToken;
    await setGrants(t, 'member', 'bank-account', [create]);
  });
  afterAll(() => t.close());

  const form = (name: string, bytes: Uint8Array) => {
    const data = new FormData();
    data.append('document', 'bank-account');
    data.append('file', new Blob([Buffer.from(bytes)]), name);
    return data;
  };

  it('uploads a multipart body and downloads the same bytes as a blob', async () => {
    const { png } = await samples();
    const up = await client.request<{ data: { path: string; name: string; mimeType: string } }>(
      'POST',
      '/file/upload',
      { body: form('receipt.png', png) },
    );
    expect(up.status).toBe(201);
    const down = await client.request<Blob>('POST', '/file/download', {
      body: {
        document: 'bank-account',
        name: up.body.data.name,
        path: up.body.data.path,
        mimeType: up.body.data.mimeType,
      },
      responseType: 'blob',
    });
    expect(down.status).toBe(201);
    expect(down.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await down.body.arrayBuffer()), Buffer.from(png))).toBe(0);
  });

  it('answers 413 to a body far over the limit instead of dropping the connection', async () => {
    const { pdf } = await samples();
    const big = new Uint8Array(MAX_BYTES * 30);
    big.set(pdf);
    const res = await client.request<{ error: { key: string } }>('POST', '/file/upload', {
      body: form('big.pdf', big),
    });
    expect(res.status).toBe(413);
    expect(res.body.error.key).toBe('fileTooLarge');
  });

  it('still checks the verification key and timestamp of an upload', async () => {
    const res = await fetch(`${baseUrl}/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form('a.png', new Uint8Array(8)),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('BAD_TRANSPORT');
  });
});
