import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { drainRequestBody } from './drain-body';

/** A request body stream as the server sees it: bytes arrive, then it ends. */
const requestOf = (contentLength?: number) => {
  const stream = new PassThrough() as PassThrough & { headers: Record<string, string>; complete: boolean };
  stream.headers = contentLength === undefined ? {} : { 'content-length': String(contentLength) };
  stream.complete = false;
  stream.on('end', () => {
    stream.complete = true;
  });
  return stream;
};

const LIMIT = { bytes: 1024, ms: 200 };

describe('draining a refused request body', () => {
  it('reads the rest of the body and says it ended', async () => {
    const request = requestOf(600);
    const drained = drainRequestBody(request as unknown as IncomingMessage, LIMIT);
    request.write(Buffer.alloc(300));
    request.end(Buffer.alloc(300));
    expect(await drained).toBe(true);
  });

  it('gives up at once on a body announced past the bound, without reading it', async () => {
    const request = requestOf(LIMIT.bytes + 1);
    expect(await drainRequestBody(request as unknown as IncomingMessage, LIMIT)).toBe(false);
    expect(request.readableFlowing).not.toBe(true);
  });

  it('gives up once more than the bound has arrived', async () => {
    const request = requestOf();
    const drained = drainRequestBody(request as unknown as IncomingMessage, LIMIT);
    request.write(Buffer.alloc(LIMIT.bytes + 1));
    expect(await drained).toBe(false);
  });

  it('gives up when the client stops sending for longer than the bound', async () => {
    const request = requestOf(600);
    const started = Date.now();
    const drained = drainRequestBody(request as unknown as IncomingMessage, LIMIT);
    request.write(Buffer.alloc(10));
    expect(await drained).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIMIT.ms - 20);
  });
});
