import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

/** Below this an answer goes as it is: gzip's header and the work would save next to nothing. */
export const GZIP_FROM_BYTES = 1024;

/**
 * Whether an Accept-Encoding header takes gzip (`gzip`, `x-gzip` or `*`, with a quality above 0).
 * Browsers always send it; a client that sends nothing gets the bytes as they are.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  // browsers send one of a handful of headers, each again and again: each is read once
  let known = readHeaders.get(value);
  if (known === undefined) {
    known = readAcceptEncoding(value);
    if (readHeaders.size >= READ_HEADERS_KEPT) readHeaders.clear();
    readHeaders.set(value, known);
  }
  return known;
}

const READ_HEADERS_KEPT = 64;
const readHeaders = new Map<string, boolean>();

function readAcceptEncoding(value: string): boolean {
  for (const part of value.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') continue;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

// the gzipped form of kept bytes, made once per bytes object and forgotten with it: the promise while
// it is being made, the bytes once made (so answering with them waits for nothing)
const gzipped = new WeakMap<Buffer, Buffer | Promise<Buffer>>();

/** The gzipped form of `body`, compressed on the first ask only (kept as long as `body` is). */
export function gzippedOnce(body: Buffer): Buffer | Promise<Buffer> {
  let packed = gzipped.get(body);
  if (!packed) {
    packed = gzipAsync(body, { level: 9 }).then((bytes) => {
      gzipped.set(body, bytes);
      return bytes;
    });
    gzipped.set(body, packed);
  }
  return packed;
}

const GZIPPED_HEADERS = { vary: 'accept-encoding', 'content-encoding': 'gzip' };

/**
 * Sends bytes kept in memory, gzipped when the client takes it and they are long enough. The
 * compression is paid once per kept answer, not per request: a documentation page of 13 KB goes out
 * as about 6 KB to every browser that asks again. Vary tells shared caches the two forms apart.
 */
export function sendKeptBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
): FastifyReply | Promise<FastifyReply> {
  if (body.byteLength < GZIP_FROM_BYTES || !acceptsGzip(request.headers['accept-encoding']))
    return reply.header('vary', 'accept-encoding').send(body);
  const packed = gzippedOnce(body);
  if (Buffer.isBuffer(packed)) return reply.headers(GZIPPED_HEADERS).send(packed);
  return packed.then((bytes) => reply.headers(GZIPPED_HEADERS).send(bytes));
}
