import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  createPgDatabase,
  createTestApp,
  TEST_DATABASE_URL,
  TEST_ENV,
  TEST_REDIS_URL,
  type TestApp,
  tempDir,
} from '../test/harness';
import { BOOT_TIMEOUT_MS, startServerProcess } from '../test/server-process';
import { waitFor } from '../test/wait';
import { createShutdown } from './shutdown';

/**
 * The whole process under an orchestrator's SIGTERM: `node --import tsx main.ts` on a fresh database,
 * one request still arriving, one websocket open. Nothing is faked: the signal, the listener, the
 * sockets and the exit are the real ones.
 */
const SHUTDOWN_TIMEOUT_MS = 8_000;
const DRAIN_MS = 1_000;

/** A request written by hand, so its body can stop halfway: in flight, as far as the server knows. */
function halfSentLogin(port: number, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  const cut = Math.floor(body.length / 2);
  socket.write(
    `POST /api/core/auth/loginV1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, cut)}`,
  );
  return { finish: () => socket.write(body.slice(cut)), ended };
}

/** Resolves with the error code when nothing listens on the port any more (ECONNREFUSED). */
const refusedCode = (port: number) =>
  new Promise<string | null>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
  });

describe('SIGTERM to a running server', () => {
  let child: ChildProcess;
  let port: number;
  let exited: Promise<number | null>;
  // warnings and errors of the server, shown when an assertion fails
  let output = '';
  let dropDatabase: () => Promise<void> = async () => {};
  const base = () => `http://127.0.0.1:${port}/api/core`;

  beforeAll(async () => {
    const database = TEST_DATABASE_URL ? await createPgDatabase(TEST_DATABASE_URL) : null;
    if (database) dropDatabase = database.drop;
    ({ child, port, exited } = await startServerProcess(
      {
        ...TEST_ENV,
        DATA_DIR: tempDir('bitdata-shutdown-'),
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL } : {}),
        HOST: '127.0.0.1',
        ROLE: 'all',
        MARKET_EXCHANGES: '',
        MARKET_SEED: 'false',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      },
      (text) => {
        output += text;
      },
    ));
  }, BOOT_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await dropDatabase();
  });

  it('turns readiness 503, finishes the request in flight, closes websockets with 1012 and exits 0 in time', async () => {
    const credentials = JSON.stringify({ username: 'admin@example.com', password: 'admin-password-123' });
    const login = await fetch(`${base()}/auth/loginV1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: credentials,
    });
    expect(login.status, await login.clone().text()).toBe(201);
    const token = (await login.json()).data.accessToken as string;
    expect(token).toBeTruthy();

    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/core/ws?token=${encodeURIComponent(token)}`);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (raw) => {
        if (JSON.parse(String(raw)).type === 'ready') resolve();
      });
      ws.on('error', reject);
    });

    const inFlight = halfSentLogin(port, credentials);
    const signalledAt = Date.now();
    child.kill('SIGTERM');

    // readiness answers 503 first, while the instance still serves (the drain)
    await waitFor(
      async () => (await fetch(`${base()}/health/ready`).catch(() => null))?.status === 503,
      'readiness to turn 503',
    );
    const ready = await fetch(`${base()}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ data: { status: 'down' } });
    expect(ready.headers.get('connection')).toBe('close');
    expect((await fetch(`${base()}/health/live`)).status).toBe(200);

    // then the websockets close with "service restart" and the listener takes no new connection
    expect(await closed).toBe(1012);
    await waitFor(async () => (await refusedCode(port)) === 'ECONNREFUSED', 'the listener to close');

    // the request that was in flight still completes
    inFlight.finish();
    const answer = await inFlight.ended;
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 201 Created');
    expect(answer).toContain('"accessToken"');

    expect(await exited, output).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
  }, 40_000);
});

describe('the shutdown sequence', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { startJobs: false });
  });
  afterAll(() => t.close());

  it('refuses a websocket opened once the stop began with 1012, then exits 1 when the stop outlasts its timeout', async () => {
    const url = (await t.listen()).replace(/^http/, 'ws');
    const exits: number[] = [];
    const shutdown = createShutdown(t.app, t.deps, () => new Promise<void>(() => {}), {
      timeoutMs: 200,
      drainMs: 300,
      exit: (code) => void exits.push(code),
    });
    void shutdown('SIGTERM');
    expect(t.deps.lifecycle.stopping).toBe(true);

    const late = new WebSocket(`${url}/ws`);
    const code = await new Promise<number>((resolve) => late.on('close', (c) => resolve(c)));
    expect(code).toBe(1012);

    await waitFor(() => exits.length > 0, 'the forced exit');
    expect(exits).toEqual([1]);
  });
});
