import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, TEST_REDIS_URL, type TestApp } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { signupVerified, tokenOf } from '../auth/auth.test-helpers';

/** A websocket client that records every message and the close code. */
async function connect(baseUrl: string, query = '') {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws${query}`);
  const messages: Array<Record<string, unknown>> = [];
  let closed: number | undefined;
  ws.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
  ws.on('close', (code) => {
    closed = code;
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    closedWith: () => closed,
    send: (message: unknown) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (predicate: (m: Record<string, unknown>) => boolean, what: string) =>
      waitFor(() => messages.find(predicate), what, 5000),
  };
}

async function userWithToken(t: TestApp, username: string) {
  await signupVerified(t, username);
  const token = await tokenOf(t, username);
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/core/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });
  return { token, id: me.json().data.id as string };
}

describe('realtime websocket', () => {
  let t: TestApp;
  let base: string;
  let user: { token: string; id: string };
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.listen();
    user = await userWithToken(t, 'socket@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('authenticates with ?token and delivers events of the user channel', async () => {
    const client = await connect(base, `?token=${encodeURIComponent(user.token)}`);
    client.send({ type: 'subscribe', channel: `user:${user.id}` });
    await client.next((m) => m.type === 'subscribed', 'the subscription');
    await t.deps.realtime.publish({
      channel: `user:${user.id}`,
      type: 'notification',
      data: { text: 'BTC vượt 100k' },
    });
    const event = await client.next((m) => m.type === 'event', 'the event');
    expect(event).toEqual({
      type: 'event',
      channel: `user:${user.id}`,
      event: 'notification',
      data: { text: 'BTC vượt 100k' },
    });
    client.ws.close();
  });

  it('authenticates with a first auth message and answers ping with pong', async () => {
    const client = await connect(base);
    client.send({ type: 'auth', token: user.token });
    expect(await client.next((m) => m.type === 'ready', 'ready')).toEqual({ type: 'ready', userId: user.id });
    client.send({ type: 'ping' });
    await client.next((m) => m.type === 'pong', 'pong');
    client.ws.close();
  });

  it("refuses another user's channel and allows public market channels", async () => {
    const client = await connect(base, `?token=${encodeURIComponent(user.token)}`);
    client.send({ type: 'subscribe', channel: `user:${crypto.randomUUID()}` });
    const refused = await client.next((m) => m.type === 'error', 'the refusal');
    expect(refused).toMatchObject({ code: 'FORBIDDEN' });
    // the servers' own channels (role changes between instances) are not for clients
    client.send({ type: 'subscribe', channel: 'internal:roles' });
    await client.next((m) => m.type === 'error' && m.channel === 'internal:roles', 'the internal refusal');
    client.send({ type: 'subscribe', channel: 'market:binance:BTCUSDT:1h' });
    await client.next(
      (m) => m.type === 'subscribed' && m.channel === 'market:binance:BTCUSDT:1h',
      'the market subscription',
    );
    client.send({ type: 'unsubscribe', channel: 'market:binance:BTCUSDT:1h' });
    await client.next((m) => m.type === 'unsubscribed', 'the unsubscription');
    await t.deps.realtime.publish({ channel: 'market:binance:BTCUSDT:1h', type: 'candle', data: 1 });
    client.send({ type: 'ping' });
    await client.next((m) => m.type === 'pong', 'pong');
    expect(client.messages.some((m) => m.type === 'event')).toBe(false);
    client.ws.close();
  });

  it('answers malformed messages with an error and keeps the connection', async () => {
    const client = await connect(base, `?token=${encodeURIComponent(user.token)}`);
    for (const bad of ['not json', '{"type":"subscribe","channel":{"$gt":""}}', '{"type":"publish"}', '[]'])
      client.send(bad);
    await waitFor(() => client.messages.filter((m) => m.type === 'error').length === 4, 'four errors', 5000);
    expect(client.messages.filter((m) => m.type === 'error').every((m) => m.code === 'BAD_REQUEST')).toBe(
      true,
    );
    client.send({ type: 'ping' });
    await client.next((m) => m.type === 'pong', 'pong');
    client.ws.close();
  });

  it('closes with 4401 on a bad token and on a subscribe before authentication', async () => {
    const bad = await connect(base, '?token=not-a-token');
    await waitFor(() => bad.closedWith(), 'the close', 5000);
    expect(bad.closedWith()).toBe(4401);
    const early = await connect(base);
    early.send({ type: 'subscribe', channel: 'market:binance:BTCUSDT:1h' });
    await waitFor(() => early.closedWith(), 'the close', 5000);
    expect(early.closedWith()).toBe(4401);
  });

  it('refuses a connection with the token of a logged-out session', async () => {
    const session = await userWithToken(t, 'logged-out@example.com');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/logout',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const client = await connect(base, `?token=${encodeURIComponent(session.token)}`);
    await waitFor(() => client.closedWith(), 'the close', 5000);
    expect(client.closedWith()).toBe(4401);
  });
});

const redisSkip = TEST_REDIS_URL
  ? undefined
  : 'REDIS_URL / TEST_REDIS_URL is not set: cross-instance delivery needs Redis';
if (redisSkip) console.warn(`[skipped] realtime across two instances: ${redisSkip}`);

describe.skipIf(Boolean(redisSkip))('realtime across two instances over Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: TEST_REDIS_URL as string });
    b = await createTestApp({ REDIS_URL: TEST_REDIS_URL as string });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('delivers to a websocket client on instance A an event published on instance B', async () => {
    const user = await userWithToken(a, `cross-${crypto.randomBytes(4).toString('hex')}@example.com`);
    const client = await connect(await a.listen(), `?token=${encodeURIComponent(user.token)}`);
    client.send({ type: 'subscribe', channel: `user:${user.id}` });
    await client.next((m) => m.type === 'subscribed', 'the subscription');
    await b.deps.realtime.publish({ channel: `user:${user.id}`, type: 'notification', data: { from: 'B' } });
    const event = await client.next((m) => m.type === 'event', 'the event from instance B');
    expect(event).toEqual({
      type: 'event',
      channel: `user:${user.id}`,
      event: 'notification',
      data: { from: 'B' },
    });
    expect((await b.deps.realtime.status()).status).toBe('ok');
    client.ws.close();
  });
});
