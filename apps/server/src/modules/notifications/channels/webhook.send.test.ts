import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../../platform/http/outbound';
import { sendWebhook, verifyWebhookSignature } from './webhook.send';

/** A member's receiver: answers per path, records what arrived (raw body, headers). */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const received: Received[] = [];
const hits = new Map<string, number>();
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const n = (hits.get(path) ?? 0) + 1;
      hits.set(path, n);
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (path === '/slow') return; // never answers: the sender's deadline ends it
      if (path === '/flaky' && n === 1) return void res.writeHead(500).end('database down');
      if (path === '/gone') return void res.writeHead(410).end();
      if (path === '/moved') return void res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const secret = 'member-secret-0123456789';
const payload = { key: 'n1:webhook', filter: 'Breakout', symbol: 'BTCUSDT', price: 64210.5 };
const local = { allowPrivate: true, timeoutMs: 1000 };
const options = { secret, idempotencyKey: 'n1:webhook', userAgent: 'BITDATA-Webhook/1', policy: local };

describe('sendWebhook', () => {
  it('posts the JSON body with a signature that verifies with the member’s secret and an idempotency key', async () => {
    expect(await sendWebhook(`${base}/ok`, payload, options)).toEqual({ outcome: 'sent', status: 204 });
    const got = received.find((r) => r.path === '/ok');
    if (!got) throw new Error('nothing arrived');
    expect(JSON.parse(got.body)).toEqual(payload);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['idempotency-key']).toBe('n1:webhook');
    expect(verifyWebhookSignature(secret, got.body, String(got.headers['x-signature']))).toBe(true);
    expect(verifyWebhookSignature('another-secret', got.body, String(got.headers['x-signature']))).toBe(
      false,
    );
    expect(verifyWebhookSignature(secret, `${got.body} `, String(got.headers['x-signature']))).toBe(false);
  });

  it('asks for a retry after a 500 and succeeds on the next attempt with the same key', async () => {
    const first = await sendWebhook(`${base}/flaky`, payload, options);
    expect(first).toMatchObject({ outcome: 'retry', reason: expect.stringContaining('500') });
    expect(await sendWebhook(`${base}/flaky`, payload, options)).toMatchObject({ outcome: 'sent' });
    const keys = received.filter((r) => r.path === '/flaky').map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual(['n1:webhook', 'n1:webhook']);
  });

  it('gives up waiting at the deadline and asks for a retry', async () => {
    const started = Date.now();
    const result = await sendWebhook(`${base}/slow`, payload, {
      ...options,
      policy: { ...local, timeoutMs: 300 },
    });
    expect(result).toMatchObject({ outcome: 'retry', reason: expect.stringContaining('300 ms') });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('does not retry a 4xx nor follow a redirect', async () => {
    expect((await sendWebhook(`${base}/gone`, payload, options)).outcome).toBe('refused');
    expect(await sendWebhook(`${base}/moved`, payload, options)).toMatchObject({
      outcome: 'refused',
      reason: expect.stringContaining('302'),
    });
  });

  it('refuses private, loopback and link-local addresses after DNS resolution unless the operator allows them', async () => {
    const before = received.length;
    const strict = { ...options, policy: { allowPrivate: false, timeoutMs: 1000 } };
    const port = new URL(base).port;
    for (const url of [
      `https://localhost:${port}/ok`,
      `https://127.0.0.1:${port}/ok`,
      `https://[::1]:${port}/ok`,
      `https://[::ffff:7f00:1]:${port}/ok`,
      'https://169.254.169.254/latest/meta-data',
      'https://10.1.2.3/hook',
      `${base}/ok`,
    ]) {
      expect(await sendWebhook(url, payload, strict), url).toMatchObject({ outcome: 'refused' });
    }
    expect(received.length).toBe(before);
  });
});

describe('isPrivateAddress', () => {
  it('tells private, loopback, link-local and reserved ranges from public addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of [
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '224.0.0.1',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['1.1.1.1', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:1.1.1.1']) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  });
});
