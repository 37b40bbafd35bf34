import crypto from 'node:crypto';
import {
  decodeRequest,
  isBodyExempt,
  isTransportError,
  KEY_HEADER,
  KEY_ID_HEADER,
  KEY_PATH,
  TRANSPORT_ALGORITHM,
  type TransportKeyInfo,
  ZIP_HEADER,
  zipResponseText,
} from '@bitdata/transport';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { createKeyCache } from './key-cache';
import { createNodeSealOpener } from './node-seal-opener';
import type { TransportFlags, TransportKeys } from './transport.types';
import { createZipMemo } from './zip-memo';

export type { TransportFlags, TransportKeys } from './transport.types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'exempt' skips the transport protocol (health, public config, key, websocket). */
    transport?: 'exempt';
  }
}

export interface TransportPluginOptions {
  transport: TransportFlags;
  keys: TransportKeys;
  /** Where the key endpoint lives; default /api/core. */
  apiPrefix?: string;
  /** Ceiling on an inflated gzip body, in bytes; default 32 MiB. */
  maxDecodedBytes?: number;
  /** How many unwrapped client keys to keep; default 1000. */
  keyCacheSize?: number;
  now?: () => number;
  /**
   * Claims a key once until `expiresAt` (the shared single-use store). Given, an encrypted write is
   * accepted once: a captured request sent again within the timestamp window is refused.
   */
  claimOnce?: (key: string, expiresAt: number) => Promise<boolean>;
}

/** Route config that opts a route out of the protocol. */
export const TRANSPORT_EXEMPT = { transport: 'exempt' } as const;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

// A request that matched no route is exempt too: it answers a plain 404, whether or not its
// envelope would have decoded: a decoding 400 there would hide that the path does not exist.
const isExempt = (request: FastifyRequest): boolean =>
  request.is404 || request.routeOptions.config?.transport === 'exempt' || !request.url.startsWith('/api/');

/** A decoding failure as the one error type: always a 4xx, never a 5xx. */
export const toTransportAppError = (error: unknown): AppError => {
  if (!isTransportError(error))
    return AppError.of('BAD_TRANSPORT', 'badTransport', { reason: 'undecodable' });
  switch (error.key) {
    case 'staleRequest':
      return AppError.of('BAD_TRANSPORT', 'staleRequest');
    case 'badVerifyKey':
      return AppError.of('BAD_TRANSPORT', 'badVerifyKey');
    case 'payloadTooLarge':
      return AppError.of('PAYLOAD_TOO_LARGE', 'payloadTooLarge');
    default:
      return AppError.of(
        'BAD_TRANSPORT',
        'badTransport',
        error.reason ? { reason: error.reason } : undefined,
      );
  }
};

/**
 * The request transport protocol (packages/transport) on the server: checks the verification key and
 * timestamp, decrypts `queryEncrypt` / `bodyEncrypt`, inflates zipped bodies before route validation
 * (so route schemas see plain input), and zips JSON answers when the request asked `zip=true`.
 */
const transport: FastifyPluginAsync<TransportPluginOptions> = async (app, options) => {
  const flags = options.transport;
  const keys = options.keys;
  const apiPrefix = (options.apiPrefix ?? '/api/core').replace(/\/+$/, '');
  const maxDecodedBytes = options.maxDecodedBytes ?? 32 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const keyCache = createKeyCache(keys.privateKey, options.keyCacheSize ?? 1000);
  const open = createNodeSealOpener();
  const zipAsked = new WeakSet<FastifyRequest>();
  const zipAnswer = createZipMemo(zipResponseText);

  /**
   * Every sealed payload carries a fresh random IV, so an identical ciphertext can only be a copy.
   * The key is taken over the decoded bytes, never the base64 text, so a copy re-encoded by hand is
   * the same copy. Writes only: a replayed read changes nothing, and skipping reads keeps the store
   * small. A copy outlives the check only if it arrives after its timestamp went stale, which
   * decoding refuses.
   */
  const refuseReplay = async (request: FastifyRequest, sealed: Uint8Array | undefined) => {
    if (!options.claimOnce || !sealed || request.method === 'GET' || request.method === 'HEAD') return;
    const digest = crypto.createHash('sha256').update(sealed).digest('base64url');
    if (!(await options.claimOnce(`transport:${digest}`, now() + 2 * flags.maxSkewMs)))
      throw AppError.of('BAD_TRANSPORT', 'replayedRequest');
  };

  app.addHook('preValidation', async (request) => {
    if (isExempt(request)) return;
    const path = request.url.split('?', 1)[0] ?? request.url;
    try {
      const decoded = await decodeRequest({
        settings: flags,
        method: request.method,
        path,
        query: request.query,
        body: request.body,
        bodyExempt: isBodyExempt(path, header(request, 'content-type')),
        wrappedKey: header(request, KEY_HEADER),
        keyId: header(request, KEY_ID_HEADER),
        currentKeyId: keys.keyId,
        resolveKey: keyCache.get,
        open,
        now: now(),
        maxDecodedBytes,
      });
      await refuseReplay(request, decoded.sealed);
      request.query = decoded.query;
      if (decoded.bodyDecoded) request.body = decoded.body;
      // With API_ZIP off the API is plain JSON: a `zip=true` left in a request (the spec's login call
      // carries one) must not zip the answer a curl user or integration reads.
      if (decoded.zipResponse && flags.zip) zipAsked.add(request);
    } catch (error) {
      if (error instanceof AppError) throw error;
      const appError = toTransportAppError(error);
      request.log.debug({ reason: appError.details, key: appError.key }, 'transport decoding refused');
      throw appError;
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // JSON answers come as text, or as the kept bytes of a cached answer (market.cache.ts)
    if (!zipAsked.has(request) || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    if (!/\bjson\b/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    try {
      const zipped = await zipAnswer(payload);
      reply.header(ZIP_HEADER, '1');
      return zipped;
    } catch (error) {
      request.log.warn({ err: error }, 'response zipping failed; sent as is');
      return payload;
    }
  });

  const info: TransportKeyInfo = {
    keyId: keys.keyId,
    publicKey: keys.publicKeySpkiB64,
    algorithm: TRANSPORT_ALGORITHM,
  };
  app.get(`${apiPrefix}${KEY_PATH}`, { config: TRANSPORT_EXEMPT }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { data: info };
  });
};

export const transportPlugin = fp(transport, { name: 'bitdata-transport', fastify: '5.x' });
export default transportPlugin;
