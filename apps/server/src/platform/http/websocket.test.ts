import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, TEST_ENV, type TestDatabase, tempDir } from '../../../test/harness';
import { type AppInstance, buildApp } from '../../app';
import { loadConfig } from '../../config';

/** Log lines the app writes, parsed. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: pino({ level: 'debug' }, sink), lines };
}

describe('a websocket message past the size limit', () => {
  let app: AppInstance;
  let database: TestDatabase;
  let url: string;
  const log = capturingLogger();
  beforeAll(async () => {
    const dataDir = tempDir();
    database = await createTestDatabase(dataDir);
    const config = loadConfig({
      ...TEST_ENV,
      DATA_DIR: dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    ({ app } = await buildApp(config, { database: database.handle, logger: log.logger }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    url = `ws://127.0.0.1:${address.port}/api/core/ws`;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('closes the socket with 1009 and logs a warning without a stack', async () => {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send('x'.repeat(100 * 1024));
    expect(await closed).toBe(1009);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const warnings = log.lines.filter((l) => l.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.level).toBe(pino.levels.values.warn);
    expect(JSON.stringify(warnings[0])).not.toMatch(/"stack"/);
    expect(log.lines.filter((l) => Number(l.level) >= pino.levels.values.error)).toEqual([]);
  });
});
