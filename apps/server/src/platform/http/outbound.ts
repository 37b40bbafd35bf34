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

/** Ranges no member-chosen request may reach (RFC 6890 special-purpose registries, both families). */
const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(prefix, bits, 'ipv6');

/** True for an address in a private, loopback, link-local, reserved or multicast range. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  // BlockList checks an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against the IPv4 ranges too
  return BLOCKED.check(address, 'ipv6');
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
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // an address literal is connected to without a lookup: check it here
  if (!policy.allowPrivate && net.isIP(host) !== 0 && isPrivateAddress(host))
    throw new OutboundError(`address ${host} is private`, true);
  return url;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that refuses a host when any of its addresses is private. */
function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
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
}

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
        ...(policy.allowPrivate ? {} : { lookup: guardedLookup as unknown as typeof dns.lookup }),
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
