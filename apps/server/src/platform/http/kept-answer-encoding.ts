import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this an answer goes as it is: a compressed form's header and the work would save next to nothing. */
export const COMPRESS_FROM_BYTES = 1024;

/** The encodings kept answers are sent in, besides the bytes as they are. */
export type KeptEncoding = 'br' | 'gzip';

/**
 * The encoding an Accept-Encoding header takes best: brotli (`br`) or gzip (`gzip`, `x-gzip`), by
 * their quality, brotli on a tie (about 15 % fewer bytes than gzip on our JSON); `*` stands for
 * either not named. Browsers always send it and take both; a client that sends nothing gets the
 * bytes as they are.
 */
export function keptEncodingFor(header: string | string[] | undefined): KeptEncoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  // browsers send one of a handful of headers, each again and again: each is read once
  if (!readHeaders.has(value)) {
    if (readHeaders.size >= READ_HEADERS_KEPT) readHeaders.clear();
    readHeaders.set(value, readAcceptEncoding(value));
  }
  return readHeaders.get(value);
}

const READ_HEADERS_KEPT = 64;
const readHeaders = new Map<string, KeptEncoding | undefined>();

function readAcceptEncoding(value: string): KeptEncoding | undefined {
  const quality = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.split(';');
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const coding = name.trim().toLowerCase();
    quality.set(coding === 'x-gzip' ? 'gzip' : coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const any = quality.get('*') ?? 0;
  const br = quality.get('br') ?? any;
  const gz = quality.get('gzip') ?? any;
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : undefined;
}

// each kept answer's compressed forms, made once per bytes object and forgotten with it: the promise
// while one is being made, the bytes once made (so answering with them waits for nothing)
const compressed = {
  br: new WeakMap<Buffer, Buffer | Promise<Buffer>>(),
  gzip: new WeakMap<Buffer, Buffer | Promise<Buffer>>(),
};

const COMPRESS: Record<KeptEncoding, (body: Buffer) => Promise<Buffer>> = {
  // the best of each: paid once per kept answer (about 16 ms for a 12 KB documentation page)
  br: (body) =>
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};

/** `body` in `encoding`, compressed on the first ask only (kept as long as `body` is). */
export function compressedOnce(body: Buffer, encoding: KeptEncoding): Buffer | Promise<Buffer> {
  const forms = compressed[encoding];
  let packed = forms.get(body);
  if (!packed) {
    packed = COMPRESS[encoding](body).then((bytes) => {
      forms.set(body, bytes);
      return bytes;
    });
    forms.set(body, packed);
  }
  return packed;
}

const ENCODED_HEADERS: Record<KeptEncoding, Record<string, string>> = {
  br: { vary: 'accept-encoding', 'content-encoding': 'br' },
  gzip: { vary: 'accept-encoding', 'content-encoding': 'gzip' },
};

/**
 * Sends bytes kept in memory, in brotli or gzip when the client takes it and they are long enough.
 * The compression is paid once per kept answer and encoding, not per request: a documentation page
 * of 12 KB goes out as about 4 KB to every browser that asks again. Vary tells shared caches the
 * forms apart.
 */
export function sendKeptBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
): FastifyReply | Promise<FastifyReply> {
  const encoding =
    body.byteLength < COMPRESS_FROM_BYTES ? undefined : keptEncodingFor(request.headers['accept-encoding']);
  if (encoding === undefined) return reply.header('vary', 'accept-encoding').send(body);
  const packed = compressedOnce(body, encoding);
  if (Buffer.isBuffer(packed)) return reply.headers(ENCODED_HEADERS[encoding]).send(packed);
  return packed.then((bytes) => reply.headers(ENCODED_HEADERS[encoding]).send(bytes));
}
