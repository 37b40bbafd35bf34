import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * Requests to addresses a member chose (webhook URLs, Web Push endpoints a browser handed us). A
 * member must not make the server call its own network (SSRF: the cloud metadata service at
 * 169.254.169.254, an admin port on 127.0.0.1, the database on 10.x): the host is resolved and every
 * address is checked at connect time (the socket's own lookup, so a DNS answer cannot change between
 * the check and the connection), redirects are not followed, and the whole exchange has a deadline.
 */
export interface OutboundPolicy {
  /** Operator setting: private, loopback and link-local addresses and plain http allowed (intranet, tests). */
  allowPrivate: boolean;
  timeoutMs: number;
}

export interface OutboundAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The start of the answer's body (for the failure reason), at most MAX_BODY bytes. */
  body: string;
}

/** Why a request was not made or did not finish; `permanent` ones are not worth a retry. */
export class OutboundError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

const MAX_BODY = 4096;

/**
 * Ranges no member-chosen request may reach (RFC 6890 special-purpose registries): private,
 * loopback, link-local, shared, reserved, documentation and multicast.
 */
const BLOCKED_V4 = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED_V4.addSubnet(prefix, bits, 'ipv4');

/**
 * The IPv6 ranges refused whole. Besides the local ones, every range that carries an IPv4 address
 * to a translator or tunnel (IPv4-compatible, SIIT, NAT64, Teredo, 6to4): a relay would pass the
 * request on to the IPv4 address inside, which may be ours (2002:7f00:1:: is 127.0.0.1). Only the
 * IPv4-mapped range is judged by the address it carries, since that is the address connected to.
 */
const BLOCKED_V6 = new net.BlockList();
for (const [prefix, bits] of [
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:2::', 48],
  ['2001:10::', 28],
  ['2001:20::', 28],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED_V6.addSubnet(prefix, bits, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d), however it is written. */
function mappedIPv4(address: string): string | undefined {
  // the URL parser writes an IPv6 address in its canonical form, a mapped one as ::ffff:hhhh:hhhh
  const canonical = new URL(`http://[${address}]`).hostname;
  const words = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(canonical);
  if (!words) return undefined;
  const [high, low] = [Number.parseInt(words[1] ?? '', 16), Number.parseInt(words[2] ?? '', 16)];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * True for an address no member-chosen request may reach: the one classifier of the form checks
 * and of the connection's own lookup. Anything that is not an address counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  // a zone (fe80::1%eth0) names an interface of this machine: link-local by definition
  if (address.includes('%')) return true;
  const family = net.isIP(address);
  if (family === 4) return BLOCKED_V4.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = mappedIPv4(address);
  return mapped ? BLOCKED_V4.check(mapped, 'ipv4') : BLOCKED_V6.check(address, 'ipv6');
}

/**
 * True for a host name that always means this machine (RFC 6761: localhost and every name under
 * it, with or without the root's trailing dot), which resolvers may answer without asking DNS.
 */
export function isLocalHostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** The URL if a request to it may be attempted under the policy, else a permanent OutboundError. */
export function checkOutboundUrl(raw: string, policy: Pick<OutboundPolicy, 'allowPrivate'>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('not a URL', true);
  }
  const httpAllowed = policy.allowPrivate && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpAllowed) throw new OutboundError('only https URLs are allowed', true);
  if (url.username || url.password) throw new OutboundError('credentials in the URL are not allowed', true);
  if (policy.allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // an address literal is connected to without a lookup, and a local name never reaches DNS: both
  // are judged here; any other name is judged by the addresses it resolves to, when connecting
  if (net.isIP(host) !== 0 ? isPrivateAddress(host) : isLocalHostName(host))
    throw new OutboundError(`${host} is a private address`, true);
  return url;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** The resolver a connection's lookup asks for every address of a name (dns.lookup, the system's). */
export type ResolveAll = (
  hostname: string,
  options: { all: true; family: NonNullable<dns.LookupOptions['family']> },
  callback: (err: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

/** A socket lookup over `resolve` that refuses a host when any of its addresses is private. */
export function guardedLookup(resolve: ResolveAll = dns.lookup) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = addresses.find((a) => isPrivateAddress(a.address));
      if (refused) {
        const error: NodeJS.ErrnoException = new OutboundError(
          `${hostname} resolves to the private address ${refused.address}`,
          true,
        );
        error.code = 'EPRIVATEADDRESS';
        return callback(error, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

const systemLookup = guardedLookup();

/** POST `body` to `url` under the policy; resolves with any HTTP answer, rejects with OutboundError. */
export async function postOutbound(
  raw: string,
  body: Buffer | string,
  headers: Record<string, string>,
  policy: OutboundPolicy,
): Promise<OutboundAnswer> {
  const url = checkOutboundUrl(raw, policy);
  const payload = typeof body === 'string' ? Buffer.from(body) : body;
  const request = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      fn();
    };
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(payload.length) },
        // a fresh connection per request: an agent's pooled socket would skip the lookup check
        agent: false,
        ...(policy.allowPrivate ? {} : { lookup: systemLookup as unknown as typeof dns.lookup }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < MAX_BODY) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () =>
          finish(() =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).subarray(0, MAX_BODY).toString('utf8'),
            }),
          ),
        );
        res.on('error', (err) => finish(() => reject(new OutboundError(err.message, false))));
      },
    );
    const deadline = setTimeout(() => {
      finish(() => reject(new OutboundError(`no answer within ${policy.timeoutMs} ms`, false)));
      req.destroy();
    }, policy.timeoutMs);
    req.on('error', (err) =>
      finish(() =>
        // a missing name or a refused connection may be fixed by the member or recover: retried
        reject(err instanceof OutboundError ? err : new OutboundError(err.message, false)),
      ),
    );
    req.end(payload);
  });
}
