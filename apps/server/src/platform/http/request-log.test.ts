import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  TEST_ENV,
  type TestDatabase,
  tempDir,
} from '../../../test/harness';
import { type AppInstance, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createLogger } from '../logger';
import { newRequestId, requestIdGenerator } from './request-id';

type Line = Record<string, unknown>;

interface LoggedApp {
  app: AppInstance;
  /** Every line logged so far, parsed. */
  lines: Line[];
  close(): Promise<void>;
}

/**
 * The app as shipped (info level, a built web app), its log kept in memory. A route that fails with
 * an unexpected error stands for any bug that ends in a 500.
 */
async function loggedApp(env: Record<string, string> = {}): Promise<LoggedApp> {
  const dataDir = tempDir();
  const dist = tempDir('bitdata-web-');
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  const database: TestDatabase = await createTestDatabase(dataDir);
  const config = loadConfig({
    ...TEST_ENV,
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dist,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  const lines: Line[] = [];
  const logger = createLogger(config, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const { app } = await buildApp(config, { database: database.handle, logger });
  app.get('/api/core/test-failure', async () => {
    throw new Error('a bug of ours');
  });
  await app.ready();
  return {
    app,
    lines,
    close: async () => {
      await app.close();
      if (TEST_DATABASE_URL) await database.drop();
    },
  };
}

const linesOf = (lines: Line[], reqId: unknown) => lines.filter((l) => l.reqId === reqId);

describe('the request log', () => {
  let t: LoggedApp;
  beforeAll(async () => {
    t = await loggedApp();
  });
  afterAll(() => t.close());

  it('writes one line per request, under the id the answer carries', async () => {
    const res = await t.app.inject({ url: '/api/core/health/live?probe=1' });
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const lines = linesOf(t.lines, id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/api/core/health/live?probe=1',
      route: '/api/core/health/live',
      statusCode: 200,
    });
    expect(lines[0]?.responseTime).toBeTypeOf('number');
    expect(t.lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
  });

  it('gives every request its own id', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(
        async () => (await t.app.inject({ url: '/api/core/health/live' })).headers['x-request-id'],
      ),
    );
    expect(new Set(ids).size).toBe(3);
    const many = new Set(Array.from({ length: 2000 }, newRequestId));
    expect(many.size).toBe(2000);
  });

  it('logs a refusal at info and names no route when none matched', async () => {
    const res = await t.app.inject({ url: '/api/core/no-such-thing' });
    expect(res.statusCode).toBe(404);
    const id = res.headers['x-request-id'];
    expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', requestId: id });
    const lines = linesOf(t.lines, id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, statusCode: 404, url: '/api/core/no-such-thing' });
    expect(lines[0]).not.toHaveProperty('route');
  });

  it('logs a failure once with its stack and once as a warning line, under the id the answer carries', async () => {
    const res = await t.app.inject({ url: '/api/core/test-failure' });
    expect(res.statusCode).toBe(500);
    const id = res.headers['x-request-id'];
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL', key: 'unknownError', message: expect.any(String), requestId: id },
    });
    const lines = linesOf(t.lines, id);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [50, 'unhandled error'],
      [40, 'request completed'],
    ]);
    expect(lines[0]?.err).toMatchObject({ message: 'a bug of ours' });
    expect(lines[1]).toMatchObject({ statusCode: 500, route: '/api/core/test-failure' });
  });

  it('puts the id in the answers of refused input: validation, unreadable JSON, an unreadable URL', async () => {
    const invalid = await t.app.inject({ method: 'POST', url: '/api/core/auth/loginV1', payload: {} });
    const unreadable = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/loginV1',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    const badUrl = await t.app.inject({ url: '/api/core/%E0%A4%A' });
    for (const [res, code] of [
      [invalid, 'VALIDATION'],
      [unreadable, 'BAD_REQUEST'],
      [badUrl, 'BAD_REQUEST'],
    ] as const) {
      expect(res.statusCode, res.body).toBe(400);
      const id = res.headers['x-request-id'];
      expect(id).toBeTypeOf('string');
      expect(res.json().error).toMatchObject({ code, requestId: id });
      expect(linesOf(t.lines, id).filter((l) => l.msg === 'request completed')).toHaveLength(1);
    }
  });

  it('keeps secrets out of the logged URL', async () => {
    const res = await t.app.inject({ url: '/core/auth/reset-password?token=s3cret-reset-token&lang=vi' });
    expect(res.statusCode).toBe(200);
    const [line] = linesOf(t.lines, res.headers['x-request-id']);
    expect(line?.url).toBe('/core/auth/reset-password?token=[redacted]&lang=vi');
    expect(JSON.stringify(t.lines)).not.toContain('s3cret-reset-token');
  });

  it('logs the web app and its files, one line each', async () => {
    const page = await t.app.inject({ url: '/core/markets' });
    const asset = await t.app.inject({ url: '/assets/app-1234.js' });
    for (const res of [page, asset]) {
      expect(res.statusCode).toBe(200);
      expect(linesOf(t.lines, res.headers['x-request-id'])).toHaveLength(1);
    }
    expect(linesOf(t.lines, asset.headers['x-request-id'])[0]).toMatchObject({
      url: '/assets/app-1234.js',
      statusCode: 200,
    });
  });

  it('ignores an id a client sends when no proxy is trusted', async () => {
    const res = await t.app.inject({
      url: '/api/core/health/live',
      headers: { 'x-request-id': 'forged-id' },
    });
    expect(res.headers['x-request-id']).not.toBe('forged-id');
    expect(t.lines.some((l) => l.reqId === 'forged-id')).toBe(false);
  });

  it('logs a websocket once, when it opens, and a refused upgrade once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const before = t.lines.length;
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/core/ws?token=s3cret-socket-token`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.close();
    await closed;
    const opened = t.lines.slice(before).filter((l) => l.msg === 'request completed');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      level: 30,
      statusCode: 101,
      route: '/api/core/ws',
      url: '/api/core/ws?token=[redacted]',
    });
    expect(opened[0]?.reqId).toBeTypeOf('string');

    const plain = await t.app.inject({ url: '/api/core/ws' });
    expect(plain.statusCode).toBe(426);
    expect(plain.json().error.requestId).toBe(plain.headers['x-request-id']);
    expect(linesOf(t.lines, plain.headers['x-request-id'])).toHaveLength(1);
  });
});

describe('request ids behind a trusted proxy', () => {
  let t: LoggedApp;
  beforeAll(async () => {
    t = await loggedApp({ TRUST_PROXY: '10.0.0.1' });
  });
  afterAll(() => t.close());

  const ask = (id: string, remoteAddress: string) =>
    t.app.inject({ url: '/api/core/no-such-thing', remoteAddress, headers: { 'x-request-id': id } });

  it("keeps the proxy's id in the answer, its error and the log", async () => {
    const res = await ask('edge-7f3a.b_9', '10.0.0.1');
    expect(res.headers['x-request-id']).toBe('edge-7f3a.b_9');
    expect(res.json().error.requestId).toBe('edge-7f3a.b_9');
    expect(linesOf(t.lines, 'edge-7f3a.b_9')).toHaveLength(1);
  });

  it('ignores the id of a client that is not the proxy, and an id that is not safe to log', async () => {
    const direct = await ask('forged-by-client', '192.0.2.7');
    expect(direct.headers['x-request-id']).not.toBe('forged-by-client');
    for (const unsafe of ['a b', 'x'.repeat(65), 'line"\\n', '']) {
      const res = await ask(unsafe, '10.0.0.1');
      expect(res.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{12}$/);
    }
  });
});

describe('requestIdGenerator', () => {
  const raw = (id: string, remoteAddress: string) =>
    ({ headers: { 'x-request-id': id }, socket: { remoteAddress } }) as never;

  it('trusts the id from any peer with a hop count (the server is only reachable through the proxies)', () => {
    expect(requestIdGenerator(1)(raw('from-proxy', '172.16.0.9'))).toBe('from-proxy');
  });

  it('trusts the named ranges as Fastify does', () => {
    const generate = requestIdGenerator(['loopback']);
    expect(generate(raw('from-proxy', '127.0.0.1'))).toBe('from-proxy');
    expect(generate(raw('from-proxy', '203.0.113.1'))).not.toBe('from-proxy');
  });

  it('never reads the header when no proxy is trusted', () => {
    expect(requestIdGenerator(false)(raw('from-proxy', '127.0.0.1'))).not.toBe('from-proxy');
  });
});
