import type { AppConfig } from '../../config';

/** Fastify's `trustProxy`: (address, hop) => is the hop-th address from the socket a proxy of ours. */
type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "the first N addresses counted from the
 * socket are proxies" (Fastify refuses a bare number, since it cannot tell a proxy from a client
 * that connects directly): so with a hop count the server must be reachable only through those
 * proxies; a list of proxy addresses holds even when it is not.
 */
export function trustProxyOption(setting: AppConfig['trustProxy']): TrustProxy {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
