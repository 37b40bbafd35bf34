import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TransportSettings } from '@bitdata/transport';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { installErrorHandler } from '../http/error-handler';
import { loadSecrets } from '../secrets';
import { createMemorySingleUse } from '../single-use/single-use';
import { TRANSPORT_EXEMPT, type TransportKeys, transportPlugin } from './transport.plugin';

/** Shared by the transport plugin tests: a small app with the plugin, key pairs, client settings. */

export const VIETNAMESE = 'Giá Bitcoin tăng mạnh — ổn định';
export const PREFIX = '/api/core';
export const MAX_SKEW = 5 * 60_000;

export interface ErrorBody {
  error: { code: string; message: string; key?: string; details?: unknown };
}

/** Two server key pairs in a temporary folder (the second one plays a server restarted with new keys). */
export async function testKeyPairs(): Promise<{
  keys: TransportKeys;
  otherKeys: TransportKeys;
  cleanup: () => Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bitdata-transport-'));
  return {
    keys: (await loadSecrets({ dataDir: path.join(dataDir, 'a'), auth: {} })).transport,
    otherKeys: (await loadSecrets({ dataDir: path.join(dataDir, 'b'), auth: {} })).transport,
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A tiny app: the plugin, a few echo routes with zod schemas, and the real error handler. */
export async function startApp(flags: { encrypt: boolean; zip: boolean }, serverKeys: TransportKeys) {
  const app = Fastify({ bodyLimit: 8 * 1024 * 1024 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // the app's own error handler, so the tests see the answers clients get
  installErrorHandler(app);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_req, body, done) =>
    done(null, { multipartBytes: body.length }),
  );
  await app.register(transportPlugin, {
    transport: { ...flags, verifyKey: 'verify', verifyValue: 'bitdata', maxSkewMs: MAX_SKEW },
    keys: serverKeys,
    apiPrefix: PREFIX,
    claimOnce: createMemorySingleUse({ now: Date.now }).claim,
  });

  app.post(
    `${PREFIX}/echo`,
    {
      schema: {
        querystring: z.object({ q: z.string().optional(), tags: z.array(z.string()).optional() }),
        body: z.object({ text: z.string(), tokenGG: z.string().optional() }),
      },
    },
    async (request, reply) => reply.status(201).send({ data: { body: request.body, query: request.query } }),
  );
  app.get(
    `${PREFIX}/echo`,
    { schema: { querystring: z.object({ q: z.string(), page: z.coerce.number().int().default(1) }) } },
    async (request) => ({ data: { query: request.query } }),
  );
  // a cached answer as the market reads send it: kept JSON bytes (market.cache.ts)
  const kept = Buffer.from(JSON.stringify({ data: { text: VIETNAMESE, rows: [1, 2, 3] } }));
  app.get(`${PREFIX}/kept`, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(kept),
  );
  app.post(`${PREFIX}/logout`, async () => ({ data: { ok: true } }));
  app.post(
    `${PREFIX}/big`,
    { schema: { body: z.object({ rows: z.array(z.object({ i: z.number(), note: z.string() })) }) } },
    async (request) => ({ data: { count: request.body.rows.length, last: request.body.rows.at(-1) } }),
  );
  app.post(`${PREFIX}/file/upload`, async (request) => ({
    data: { body: request.body, query: request.query },
  }));
  app.get(`${PREFIX}/health`, { config: TRANSPORT_EXEMPT }, async () => ({ data: { status: 'ok' } }));
  app.get('/outside', async () => ({ ok: true }));

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { app, origin: `http://127.0.0.1:${address.port}` };
}

export const settingsOf = (encrypt: boolean, zip: boolean): TransportSettings => ({
  encrypt,
  zip,
  verifyKey: 'verify',
  verifyValue: 'bitdata',
});
