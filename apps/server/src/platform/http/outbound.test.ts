import type dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkOutboundUrl,
  guardedLookup,
  isLocalHostName,
  isPrivateAddress,
  OutboundError,
  postOutbound,
} from './outbound';
import { PRIVATE_PROBES, PUBLIC_TARGETS } from './outbound.test-helpers';

const strict = { allowPrivate: false, timeoutMs: 2000 };
const allowing = { allowPrivate: true, timeoutMs: 2000 };

describe('isPrivateAddress', () => {
  it('refuses IPv4 carried inside IPv6 by every translation and tunnel range', () => {
    for (const a of [
      '::7f00:1', // IPv4-compatible ::127.0.0.1
      '::8.8.8.8', // IPv4-compatible, deprecated whatever it carries
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:0:7f00:1', // SIIT
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2002:808:808::1', // 6to4, a relay whatever it carries
      '64:ff9b::7f00:1', // NAT64
      '64:ff9b::8.8.8.8',
      '64:ff9b:1::1', // local-use NAT64
      '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
  });

  it('keeps refusing the private, loopback, link-local and reserved ranges of both families', () => {
    for (const a of ['127.0.0.1', '10.0.0.1', '172.31.255.1', '192.168.1.1', '169.254.169.254', '0.0.0.0']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['::', '::1', 'fe80::1', 'fe80::1%eth0', 'fd00::1', 'ff02::1', '2001:db8::1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    expect(isPrivateAddress('not-an-address')).toBe(true);
  });

  it('lets public addresses through, an IPv4-mapped one included', () => {
    for (const a of [
      '1.1.1.1',
      '8.8.8.8',
      '172.32.0.1',
      '2606:4700:4700::1111',
      '2a00:1450::1',
      '::ffff:1.1.1.1',
    ]) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  });
});

describe('isLocalHostName', () => {
  it('tells localhost and the names under it, with or without the trailing dot, from other names', () => {
    for (const name of ['localhost', 'localhost.', 'LocalHost', 'api.localhost', 'a.b.localhost.']) {
      expect(isLocalHostName(name), name).toBe(true);
    }
    for (const name of ['localhost.example.com', 'mylocalhost', 'example.com', 'localhost-1']) {
      expect(isLocalHostName(name), name).toBe(false);
    }
  });
});

describe('checkOutboundUrl', () => {
  it('refuses every private probe as a private address', () => {
    for (const url of PRIVATE_PROBES) {
      expect(() => checkOutboundUrl(url, strict), url).toThrow(/private address/);
    }
  });

  it('accepts public-looking targets, and the probes when the operator allows private addresses', () => {
    for (const url of PUBLIC_TARGETS) expect(checkOutboundUrl(url, strict).href, url).toBe(new URL(url).href);
    for (const url of PRIVATE_PROBES) expect(() => checkOutboundUrl(url, allowing), url).not.toThrow();
  });
});

describe('the connection', () => {
  let server: http.Server;
  let port: number;
  let connections = 0;
  const hits: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/moved')
        return void res.writeHead(302, { location: `http://127.0.0.1:${port}/inside` }).end();
      res.writeHead(204).end();
    });
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('refuses every private probe for good without connecting', async () => {
    const before = connections;
    for (const probe of PRIVATE_PROBES) {
      const url = probe.replace(':8443/', `:${port}/`);
      const error = await postOutbound(url, '{}', {}, strict).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(error, url).toBeInstanceOf(OutboundError);
      expect(error, url).toMatchObject({
        permanent: true,
        message: expect.stringMatching(/private address/),
      });
    }
    expect(connections).toBe(before);
  });

  it('does not follow a redirect to a private address', async () => {
    // the operator allows private addresses here, so only the redirect itself could reach /inside
    const answer = await postOutbound(`http://127.0.0.1:${port}/moved`, '{}', {}, allowing);
    expect(answer.status).toBe(302);
    expect(hits).toContain('/moved');
    expect(hits).not.toContain('/inside');
  });

  it('refuses a name when any address it resolves to is private', async () => {
    const resolvingTo =
      (...addresses: string[]) =>
      (_name: string, _options: unknown, callback: (err: null, all: dns.LookupAddress[]) => void) =>
        callback(
          null,
          addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
        );
    const lookup = (resolve: ReturnType<typeof resolvingTo>) =>
      new Promise<{ err: NodeJS.ErrnoException | null; address: unknown }>((done) =>
        guardedLookup(resolve)('hooks.example.net', {}, (err, address) => done({ err, address })),
      );
    for (const address of ['2002:7f00:1::', '::ffff:127.0.0.1', '::7f00:1', '64:ff9b::a00:1', '10.1.2.3']) {
      const { err } = await lookup(resolvingTo('93.184.215.14', address));
      expect(err, address).toMatchObject({ code: 'EPRIVATEADDRESS', permanent: true });
    }
    const { err, address } = await lookup(resolvingTo('93.184.215.14', '2606:4700:4700::1111'));
    expect(err).toBeNull();
    expect(address).toBe('93.184.215.14');
  });
});
