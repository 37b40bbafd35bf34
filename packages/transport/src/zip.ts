import { base64ToBytes, bytesToBase64, utf8Decode, utf8Encode } from './base64';
import { parseJson } from './json';
import { TransportError } from './protocol';

/** gzip through the platform's CompressionStream (browsers and Node alike). */
export const gzipBytes = async (plain: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> => {
  const stream = new Blob([plain]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
};

/**
 * gunzip with a ceiling on the inflated size: a few kilobytes of gzip can expand to gigabytes, so
 * the server stops reading past `maxBytes` instead of trusting the sender.
 */
export const gunzipBytes = async (
  zipped: Uint8Array<ArrayBuffer>,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<Uint8Array<ArrayBuffer>> => {
  const reader = new Blob([zipped]).stream().pipeThrough(new DecompressionStream('gzip')).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new TransportError('payloadTooLarge');
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof TransportError) throw error;
    throw new TransportError('badTransport', 'undecodable');
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
};

/** JSON value -> base64 of its gzip. */
export const zipJson = async (value: unknown): Promise<string> =>
  bytesToBase64(await gzipBytes(utf8Encode(JSON.stringify(value))));

/** Base64 gzip -> JSON value; bad base64, bad gzip or non-JSON text are transport errors. */
export const unzipJson = async (zippedB64: unknown, maxBytes?: number): Promise<unknown> =>
  parseJson(utf8Decode(await gunzipBytes(base64ToBytes(zippedB64), maxBytes)));
