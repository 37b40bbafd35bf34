import { TransportError } from './protocol';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export const utf8Encode = (text: string): Uint8Array<ArrayBuffer> => encoder.encode(text);

/** Strict UTF-8 decoding: invalid byte sequences are a transport error, not replacement characters. */
export const utf8Decode = (bytes: Uint8Array): string => {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new TransportError('badTransport', 'undecodable');
  }
};

/**
 * Node's Buffer where the code runs on Node (the server): its base64 is native, where Node's atob and
 * btoa are written in JavaScript, a tenth as fast on a sealed query. Browsers have no Buffer and use
 * the portable forms below; both give the same bytes and text.
 */
type NodeBuffer = Uint8Array & { toString(encoding: 'base64'): string };
const nodeBuffer = (
  globalThis as {
    Buffer?: {
      from(text: string, encoding: 'base64'): NodeBuffer;
      from(buffer: ArrayBufferLike, offset: number, length: number): NodeBuffer;
    };
  }
).Buffer;

/** Standard base64 (with padding). Built in slices so megabyte payloads do not overflow the call stack. */
export const bytesToBase64Portable = (bytes: Uint8Array): string => {
  const slice = 0x8000;
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += slice) {
    parts.push(String.fromCharCode(...bytes.subarray(i, i + slice)));
  }
  return btoa(parts.join(''));
};

/** Standard base64 (with padding), natively where there is a Buffer. */
export const bytesToBase64 = (bytes: Uint8Array): string =>
  nodeBuffer
    ? nodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('base64')
    : bytesToBase64Portable(bytes);

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Before padding, the last character carries bits that belong to no byte (4 before `==`, 2 before
 * `=`); decoders ignore them, so one byte string has several texts (`...uk=` and `...ul=`). Only the
 * text with those bits zero, the one every encoder writes, is accepted: a request re-encoded by
 * hand is not a new request.
 */
const hasCanonicalPadding = (text: string): boolean => {
  if (text.endsWith('==')) return (ALPHABET.indexOf(text.charAt(text.length - 3)) & 0b1111) === 0;
  if (text.endsWith('=')) return (ALPHABET.indexOf(text.charAt(text.length - 2)) & 0b11) === 0;
  return true;
};

const refuseNonCanonical = (text: unknown): string => {
  if (typeof text !== 'string' || !BASE64.test(text) || !hasCanonicalPadding(text))
    throw new TransportError('badTransport', 'undecodable');
  return text;
};

/** Strict base64: anything else (URL-safe alphabet, whitespace, no padding, spare bits set) is refused. */
export const base64ToBytesPortable = (text: unknown): Uint8Array<ArrayBuffer> => {
  const binary = atob(refuseNonCanonical(text));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/** Strict base64 as base64ToBytesPortable, decoded natively where there is a Buffer. */
export const base64ToBytes = (text: unknown): Uint8Array<ArrayBuffer> => {
  if (!nodeBuffer) return base64ToBytesPortable(text);
  const decoded = nodeBuffer.from(refuseNonCanonical(text), 'base64');
  // Node's small buffers share one pool, an ArrayBuffer: a view of its bytes, not a copy
  return new Uint8Array(decoded.buffer as ArrayBuffer, decoded.byteOffset, decoded.length);
};
