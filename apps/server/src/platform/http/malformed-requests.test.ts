import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { isOurErrorFormat, rawRequest, sendWholeBodyThenRead } from '../../../test/raw-http';

/**
 * Raw requests over a real socket, written byte for byte (no client library to tidy them up): each
 * must answer its 4xx in our error format `{ error: { code, message, key } }`, never a 5xx and
 * never Fastify's, Node's or the websocket library's own body.
 */
const BODY_LIMIT = 64 * 1024;
/** Larger than what loopback socket buffers absorb, so the client is still sending when refused. */
const OVERSIZED = 8 * 1024 * 1024;

const get = (path: string, headers: string[] = []) =>
  [`GET ${path} HTTP/1.1`, 'Host: localhost', ...headers, 'Connection: close', '', ''].join('\r\n');

const upgrade = (path: string, headers: string[]) =>
  get(path, ['Upgrade: websocket', 'Connection: Upgrade', ...headers]).replace('Connection: close\r\n', '');

const VALID_KEY = 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==';

const CASES: Array<{ name: string; request: string; status: number; code: string }> = [
  {
    name: 'the websocket route without an upgrade',
    request: get('/api/core/ws'),
    status: 426,
    code: 'UPGRADE_REQUIRED',
  },
  { name: 'bad percent-encoding in a path', request: get('/api/core/%zz'), status: 400, code: 'BAD_REQUEST' },
  {
    name: 'a truncated percent-encoded character in a path parameter',
    request: get('/api/core/markets/1/3/%E0%A4%A'),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'a path parameter over 100 characters',
    request: get(`/api/core/markets/1/3/${'A'.repeat(120)}`),
    status: 414,
    code: 'URI_TOO_LONG',
  },
  { name: 'a request line that is not HTTP', request: 'GARBAGE\r\n\r\n', status: 400, code: 'BAD_REQUEST' },
  {
    name: 'a header line without a colon',
    request: 'GET /api/core/health HTTP/1.1\r\nHost localhost\r\n\r\n',
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'two different Content-Length headers',
    request: 'POST /api/core/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'a chunked body with a bad chunk size',
    request:
      'POST /api/core/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'headers over 16 KB',
    request: get('/api/core/health', [`X-Padding: ${'a'.repeat(17 * 1024)}`]),
    status: 431,
    code: 'HEADERS_TOO_LARGE',
  },
  {
    name: 'a websocket handshake without Sec-WebSocket-Key',
    request: upgrade('/api/core/ws', ['Sec-WebSocket-Version: 13']),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'a websocket handshake with a wrong version',
    request: upgrade('/api/core/ws', [VALID_KEY, 'Sec-WebSocket-Version: 7']),
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'a websocket handshake to a path that does not exist',
    request: upgrade('/api/core/no-such-socket', [VALID_KEY, 'Sec-WebSocket-Version: 13']),
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: 'invalid JSON',
    request:
      'POST /api/core/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{"a":',
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    name: 'a body of a media type no route reads',
    request:
      'POST /api/core/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-foo\r\nContent-Length: 2\r\nConnection: close\r\n\r\nab',
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    name: 'a body announced past the limit',
    request: `POST /api/core/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${BODY_LIMIT + 1}\r\nConnection: close\r\n\r\n${'a'.repeat(BODY_LIMIT + 1)}`,
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
  },
];

describe('malformed requests on a real socket', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: String(BODY_LIMIT) });
    port = Number(new URL(await t.listen()).port);
  });
  afterAll(() => t.close());

  it.each(CASES)('answers $name with $status in our error format', async ({ request, status, code }) => {
    const answer = await rawRequest(port, request);
    expect(answer.status, answer.body).toBe(status);
    expect(isOurErrorFormat(answer.body), answer.body).toBe(true);
    expect(JSON.parse(answer.body).error.code).toBe(code);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });

  it('names the upgrade a plain GET of the websocket route needs', async () => {
    const answer = await rawRequest(port, get('/api/core/ws'));
    expect(answer.headers.upgrade).toBe('websocket');
  });

  it('gets the 413 to a client that sends a whole oversized body before reading, every time', async () => {
    const head = `POST /api/core/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${OVERSIZED}\r\n\r\n`;
    const outcomes: string[] = [];
    for (let i = 0; i < 40; i++) {
      const answer = await sendWholeBodyThenRead(port, head, OVERSIZED);
      outcomes.push(
        answer.status === 413 && isOurErrorFormat(answer.body) ? '413' : `${answer.status} ${answer.failure}`,
      );
    }
    expect(outcomes.filter((o) => o !== '413')).toEqual([]);
  });

  it('gets the 413 to a chunked body that grows past the limit while it is sent', async () => {
    const head =
      'POST /api/core/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const piece = 'a'.repeat(16 * 1024);
    const chunk = `${piece.length.toString(16)}\r\n${piece}\r\n`;
    const body = `${chunk.repeat(16)}0\r\n\r\n`;
    const answer = await rawRequest(port, head + body);
    expect(answer.status).toBe(413);
    expect(isOurErrorFormat(answer.body)).toBe(true);
  });
});
