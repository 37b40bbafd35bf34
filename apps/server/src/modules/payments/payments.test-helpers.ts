import {
  createTestDatabase,
  TEST_DATABASE_URL,
  TEST_ENV,
  type TestApp,
  tempDir,
} from '../../../test/harness';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';

/** A clock tests move: real time plus `offset` ms. */
export const movableClock = () => {
  const clock = { offset: 0, now: () => Date.now() + clock.offset };
  return clock;
};

/**
 * The real app over a fresh database (SQLite, or PostgreSQL with TEST_DATABASE_URL) with a clock the
 * test moves. Jobs stop once members are signed up (their verification mail), unless kept running:
 * tests then run a payment's check or a round themselves, so what each round does is visible.
 */
export async function createPaymentsApp(
  env: Record<string, string>,
  clock: { now(): number },
  members: string[],
  options: { keepJobsRunning?: boolean } = {},
): Promise<TestApp & { tokens: Record<string, string> }> {
  const dataDir = tempDir();
  const database = await createTestDatabase(dataDir);
  const config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: dataDir,
    MARKET_EXCHANGES: '',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  const { app, deps } = await buildApp(config, { database: database.handle, clock });
  await app.ready();
  const t: TestApp = {
    app,
    deps,
    dataDir,
    listen: async () => {
      throw new Error('not needed');
    },
    close: async () => {
      await app.close();
      if (TEST_DATABASE_URL) await database.drop();
    },
  };
  await deps.jobs.start();
  for (const m of members) await signupVerified(t, m);
  await deps.jobs.drain();
  if (!options.keepJobsRunning) await deps.jobs.stop();
  const tokens: Record<string, string> = {};
  for (const m of members) tokens[m] = await tokenOf(t, m);
  return { ...t, tokens };
}

export function caller(t: TestApp) {
  return (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/core${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
