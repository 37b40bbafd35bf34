import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { AppConfig } from '../../config';
import { trustProxyOption } from './trust-proxy';

/** The header that carries a request's id: read from our proxy, sent back on every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like to be kept: short, and nothing that could forge a log line. */
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Ids are 12 characters of base64url (72 random bits): short enough for a member to read out from
 * an error message, unique enough to find one request in a day's log, and telling nothing of how many
 * requests the server answered. The random bytes are drawn in batches, as crypto.randomUUID does.
 */
const ID_BYTES = 9;
const pool = Buffer.alloc(ID_BYTES * 512);
let offset = pool.length;

export function newRequestId(): string {
  if (offset >= pool.length) {
    crypto.randomFillSync(pool);
    offset = 0;
  }
  const id = pool.toString('base64url', offset, offset + ID_BYTES);
  offset += ID_BYTES;
  return id;
}

/** Whether the socket's peer is one of the proxies TRUST_PROXY names, as Fastify judges it. */
function peerIsProxy(setting: AppConfig['trustProxy']): ((address: string) => boolean) | undefined {
  const option = trustProxyOption(setting);
  if (option === false) return undefined;
  const trust = typeof option === 'function' ? option : proxyAddr.compile(option);
  return (address) => trust(address, 0);
}

/**
 * Fastify's `genReqId`. Behind a proxy of ours the id it gave the request is kept, so its access log
 * and ours name the request alike; anyone else's id is ignored, so a client cannot pick the id that
 * an answer and the log lines carry.
 */
export function requestIdGenerator(setting: AppConfig['trustProxy']): (raw: IncomingMessage) => string {
  const fromProxy = peerIsProxy(setting);
  if (!fromProxy) return newRequestId;
  return (raw) => {
    const given = raw.headers[REQUEST_ID_HEADER];
    if (typeof given !== 'string' || !SAFE_ID.test(given)) return newRequestId();
    const peer = raw.socket?.remoteAddress;
    return peer !== undefined && fromProxy(peer) ? given : newRequestId();
  };
}
