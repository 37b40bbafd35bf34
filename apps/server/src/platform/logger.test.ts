import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_URL, TEST_ENV, type TestApp, tempDir } from '../../test/harness';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { ensureFirstAdministrator } from '../modules/auth/auth.service';
import {
  linksFromOutbox,
  PASSWORD,
  parseVerifyLink,
  RESET_LINK,
  signup,
  tokenOf,
  VERIFY_LINK,
} from '../modules/auth/auth.test-helpers';
import { createLogger, redactUrl } from './logger';

describe('logger', () => {
  it('redacts credentials carried in query parameters', () => {
    expect(redactUrl('/api/core/ws?token=eyJabc.def&channel=x')).toBe(
      '/api/core/ws?token=[redacted]&channel=x',
    );
    expect(redactUrl('/x?a=1&accessToken=zzz')).toBe('/x?a=1&accessToken=[redacted]');
  });

  it('redacts the e-mail address and the code of a verification link under any prefix', () => {
    for (const prefix of ['/core', '/trade', '/api/core', '']) {
      expect(redactUrl(`${prefix}/auth/verify/account/ann%40example.com/c0de_-x?lang=vi`)).toBe(
        `${prefix}/auth/verify/account/[redacted]/[redacted]?lang=vi`,
      );
    }
    // the web's router ignores case and doubled slashes: so does the redaction
    expect(redactUrl('/core/Auth/VERIFY//account/ann@example.com/c0de/')).toBe(
      '/core/Auth/VERIFY//account/[redacted]/[redacted]/',
    );
    expect(redactUrl('/core/auth/verif%79/account/ann@example.com/c0de')).toBe(
      '/core/auth/verif%79/account/[redacted]/[redacted]',
    );
  });

  it('leaves other URLs untouched', () => {
    expect(redactUrl('/api/core/markets?search=BTC&page=2')).toBe('/api/core/markets?search=BTC&page=2');
    expect(redactUrl('/core/auth/verify')).toBe('/core/auth/verify');
    expect(redactUrl('/core/auth/verify/account/only-one')).toBe('/core/auth/verify/account/only-one');
  });
});

/** The app as deployed (a built web app, the production log level), its log lines kept in memory. */
async function appWithCapturedLog(lines: string[]): Promise<TestApp> {
  const dataDir = tempDir();
  const dist = tempDir('bitdata-web-');
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  const database = await createTestDatabase(dataDir);
  const config = loadConfig({
    ...TEST_ENV,
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dist,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  });
  const logger = createLogger(config, { write: (line: string) => void lines.push(line) });
  const { app, deps } = await buildApp(config, { database: database.handle, logger });
  await deps.jobs.start();
  await app.ready();
  return {
    app,
    deps,
    dataDir,
    listen: () => Promise.reject(new Error('not needed')),
    close: async () => {
      await app.close();
      if (TEST_DATABASE_URL) await database.drop();
    },
  };
}

describe('the log of the e-mailed link flows', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithCapturedLog(lines);
  });
  afterAll(() => t.close());

  it('holds no code, token or e-mail address of sign-up, verification and password reset', async () => {
    const username = 'trader+log@example.com';
    const secrets = [username, encodeURIComponent(username), PASSWORD];

    expect((await signup(t, username)).statusCode).toBe(201);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/resend-verification',
      payload: { username },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const verifyLinks = await linksFromOutbox(t, VERIFY_LINK);
    expect(verifyLinks).toHaveLength(2);
    for (const link of verifyLinks) secrets.push(parseVerifyLink(link).codeVerify);
    const link = verifyLinks[verifyLinks.length - 1] as string;
    // the member opens the link: the web page, then the call it makes
    const page = await t.app.inject({ url: new URL(link).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/html/);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/verify',
      payload: parseVerifyLink(link),
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/password/forgot',
      payload: { username },
    });
    expect(forgot.statusCode).toBe(200);
    // the back office mails a member the same link
    await ensureFirstAdministrator(t.deps);
    const admin = await tokenOf(t, 'admin@example.com', 'admin-password-123');
    const me = await t.app.inject({
      url: '/api/core/auth/me',
      headers: { authorization: `Bearer ${await tokenOf(t, username)}` },
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/core/admin/users/${me.json().data.id}/reset-link`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {},
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const resetLinks = await linksFromOutbox(t, RESET_LINK);
    expect(resetLinks).toHaveLength(2);
    const tokens = resetLinks.map((l) => new URL(l).searchParams.get('token') as string);
    secrets.push(...tokens, 'A-new-password-42');
    const resetUrl = new URL(resetLinks[1] as string);
    const resetPage = await t.app.inject({ url: resetUrl.pathname + resetUrl.search });
    expect(resetPage.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/core/auth/password/reset',
      payload: { token: tokens[1], password: 'A-new-password-42', confirmPassword: 'A-new-password-42' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await t.deps.jobs.drain();

    for (const line of lines) {
      for (const secret of secrets) {
        expect(line.toLowerCase(), `a log line holds ${secret}`).not.toContain(secret.toLowerCase());
      }
    }
    // the links were logged (a request line per call), without their secrets
    expect(lines.some((l) => l.includes('/auth/verify/account/[redacted]/[redacted]'))).toBe(true);
    expect(lines.some((l) => l.includes('/auth/reset-password?token=[redacted]'))).toBe(true);
  });
});
