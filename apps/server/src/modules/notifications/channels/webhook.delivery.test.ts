import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { PRIVATE_PROBES, PUBLIC_TARGETS } from '../../../platform/http/outbound.test-helpers';
import { bearer } from '../../auth/auth.test-helpers';
import { verifyWebhookSignature } from './webhook.send';
import { CANDLE_TIME, memberWithFilter, runDelivery, storedNotification } from './webhook.test-helpers';

/** A member's webhook receiver on this machine: the operator allows private addresses for it. */
describe('webhook channel through the delivery job', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof memberWithFilter>>;
  let receiver: http.Server;
  let base: string;
  const received: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  let failuresLeft = 0;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        if (req.url === '/forbidden') return void res.writeHead(403).end('no');
        if (failuresLeft > 0) {
          failuresLeft--;
          return void res.writeHead(500).end('try later');
        }
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    t = await createTestApp({ MARKET_EXCHANGES: '', NOTIFY_ALLOW_PRIVATE_URLS: 'true' });
    member = await memberWithFilter(t, 'hook@example.com');
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  const saveSettings = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/core/notifications/settings',
      headers: bearer(member.token),
      payload,
    });

  it('retries after a 500 and delivers once more with the same idempotency key and a valid signature', async () => {
    const saved = await saveSettings({ channels: { webhook: true }, webhookUrl: `${base}/hook` });
    expect(saved.statusCode, saved.body).toBe(200);
    const secret = saved.json().data.webhookSecret as string;
    expect(secret.length).toBeGreaterThanOrEqual(32);

    failuresLeft = 1;
    const id = await storedNotification(t, member, 'webhook');
    const delivery = await runDelivery(t, id, 'webhook');
    expect(delivery).toMatchObject({ status: 'sent', attempts: 2 });

    const calls = received.filter((r) => r.path === '/hook');
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((c) => c.headers['idempotency-key']))).toEqual(new Set([`${id}:webhook`]));
    expect(calls[1]?.body).toBe(calls[0]?.body);
    for (const c of calls)
      expect(verifyWebhookSignature(secret, c.body, String(c.headers['x-signature']))).toBe(true);
    const body = JSON.parse(calls[0]?.body ?? '{}');
    expect(body).toMatchObject({
      key: `${id}:webhook`,
      event: 'filter.entered',
      notificationId: id,
      filterName: 'Breakout',
      symbol: 'BTCUSDT',
      interval: '1h',
      candleTime: CANDLE_TIME,
      price: 64210.5,
    });
    expect(body.links.chart).toMatch(/^http:\/\/localhost:3000\/core\/detail\/.+BTCUSDT.*at=/);
  });

  it('records a refusal (4xx) as failed at once with the reason, without retrying', async () => {
    await saveSettings({ webhookUrl: `${base}/forbidden` });
    const before = received.length;
    const id = await storedNotification(t, member, 'webhook');
    const delivery = await runDelivery(t, id, 'webhook');
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
    expect(delivery.error).toContain('403');
    expect(received.length - before).toBe(1);
  });
});

describe('webhook addresses without the operator’s allowance', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof memberWithFilter>>;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' });
    member = await memberWithFilter(t, 'strict@example.com');
  });
  afterAll(() => t.close());

  const save = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/core/notifications/settings',
      headers: bearer(member.token),
      payload,
    });

  it('refuses private, loopback and plain http addresses when saved, and at delivery', async () => {
    for (const webhookUrl of ['https://127.0.0.1/hook', 'https://[::1]/hook', 'http://example.com/hook']) {
      const r = await save({ webhookUrl });
      expect(r.statusCode, webhookUrl).toBe(400);
      expect(r.json().error.code).toBe('WEBHOOK_URL_REFUSED');
    }
    for (const webhookUrl of ['https://10.0.0.8/x', ...PRIVATE_PROBES]) {
      const r = await save({ webhookUrl });
      expect(r.statusCode, webhookUrl).toBe(400);
      expect(r.json().error, webhookUrl).toMatchObject({
        code: 'WEBHOOK_URL_REFUSED',
        key: 'webhookUrlRefused',
        details: { reason: expect.stringMatching(/private address/) },
      });
    }
    for (const webhookUrl of PUBLIC_TARGETS) {
      const r = await save({ webhookUrl });
      expect(r.statusCode, `${webhookUrl}: ${r.body}`).toBe(200);
    }
    // saved while the operator allowed private addresses, delivered after they stopped
    const strict = t.deps.config;
    t.deps.config = { ...strict, outbound: { ...strict.outbound, allowPrivate: true } };
    try {
      const saved = await save({ channels: { webhook: true }, webhookUrl: 'https://localhost/hook' });
      expect(saved.statusCode, saved.body).toBe(200);
    } finally {
      t.deps.config = strict;
    }
    const id = await storedNotification(t, member, 'webhook');
    const delivery = await runDelivery(t, id, 'webhook');
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
    expect(delivery.error).toMatch(/private address/);
  });
});
