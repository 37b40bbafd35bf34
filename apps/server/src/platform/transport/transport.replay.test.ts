import { createTransportClient, type TransportSettings } from '@bitdata/transport';
import { withSpareBitsSet } from '@bitdata/transport/test-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPgDatabase,
  TEST_DATABASE_URL,
  TEST_ENV,
  TEST_REDIS_URL,
  tempDir,
} from '../../../test/harness';
import { type AppInstance, buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { AppDeps } from '../app-deps';

/**
 * Replays of an encrypted write through the real app (default protocol: encrypted and zipped):
 * a copy re-encoded with other base64 text, and a copy sent after the server restarted on the
 * same database. Each must be refused and leave one contact message, not two.
 */
const SETTINGS: TransportSettings = { encrypt: true, zip: true, verifyKey: 'verify', verifyValue: 'bitdata' };

interface Server {
  app: AppInstance;
  deps: AppDeps;
  origin: string;
}

interface Captured {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** One deployment's settings over one database, started and stopped at will (a restart keeps both). */
async function deployment(extra: Record<string, string> = {}) {
  const dataDir = tempDir();
  const pg = TEST_DATABASE_URL ? await createPgDatabase(TEST_DATABASE_URL) : undefined;
  const env = {
    ...TEST_ENV,
    API_ENCRYPT: 'true',
    API_ZIP: 'true',
    DATA_DIR: dataDir,
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...extra,
  };
  return {
    async start(): Promise<Server> {
      const { app, deps } = await buildApp(loadConfig(env));
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      return { app, deps, origin: `http://127.0.0.1:${address.port}` };
    },
    drop: async () => pg?.drop(),
  };
}

/** An encrypted contact form whose sealed body ends in padding (so it has spare bits to set). */
async function captureContact(server: Server): Promise<Captured> {
  const client = createTransportClient({ baseUrl: `${server.origin}/api/core`, settings: SETTINGS });
  for (let attempt = 0; attempt < 30; attempt++) {
    const body = {
      name: 'Lan',
      email: 'lan@example.com',
      subject: 'Hi',
      message: `hello ${'!'.repeat(attempt)}`,
    };
    const prepared = await client.prepare('POST', '/contact', { body });
    const wire = JSON.parse(String(prepared.body)) as { bodyEncrypt: string };
    if (wire.bodyEncrypt.endsWith('=')) {
      const url = new URL(prepared.url);
      return { path: `${url.pathname}${url.search}`, headers: prepared.headers, body: String(prepared.body) };
    }
  }
  throw new Error('no padded ciphertext in 30 attempts');
}

const send = (server: Server, captured: Captured, body = captured.body) =>
  fetch(`${server.origin}${captured.path}`, { method: 'POST', headers: captured.headers, body });

const contactRows = async (deps: AppDeps) =>
  Number(
    (
      await deps.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('an encrypted write sent again', () => {
  let env: Awaited<ReturnType<typeof deployment>>;
  let server: Server;
  beforeAll(async () => {
    env = await deployment();
    server = await env.start();
  });
  afterAll(async () => {
    await server.app.close();
    await env.drop();
  });

  it('is refused when its base64 is re-encoded with the spare bits set (same bytes, other text)', async () => {
    const captured = await captureContact(server);
    expect((await send(server, captured)).status).toBe(201);
    const wire = JSON.parse(captured.body) as { bodyEncrypt: string };
    const reencoded = JSON.stringify({ ...wire, bodyEncrypt: withSpareBitsSet(wire.bodyEncrypt) });
    const again = await send(server, captured, reencoded);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('BAD_TRANSPORT');
    expect(await contactRows(server.deps)).toBe(1);
  });
});

const RESTARTS: Array<{ store: string; extra: Record<string, string> }> = [
  { store: 'the database (no Redis)', extra: {} },
  ...(TEST_REDIS_URL ? [{ store: 'Redis', extra: { REDIS_URL: TEST_REDIS_URL } }] : []),
];

describe.each(RESTARTS)(
  'an encrypted write sent again after a restart, spent keys in $store',
  ({ extra }) => {
    it('is refused and stores nothing twice', async () => {
      const env = await deployment(extra);
      try {
        const first = await env.start();
        const captured = await captureContact(first);
        expect((await send(first, captured)).status).toBe(201);
        await first.app.close();

        const restarted = await env.start();
        try {
          const again = await send(restarted, captured);
          expect(again.status).toBe(400);
          expect(((await again.json()) as { error: { key: string } }).error.key).toBe('replayedRequest');
          expect(await contactRows(restarted.deps)).toBe(1);
        } finally {
          await restarted.app.close();
        }
      } finally {
        await env.drop();
      }
    });
  },
);
