import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readOutbox, type TestApp } from '../../../test/harness';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'contact@example.com' });
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
/** Each test its own client address, so rate limits of one test do not leak into another. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const post = (
  url: string,
  payload: unknown,
  extra: { headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/core${url}`,
    remoteAddress: extra.remoteAddress ?? nextIp(),
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json', ...extra.headers } }
      : { payload: payload as object, headers: extra.headers }),
  });

const pageViews = () => t.deps.db.selectFrom('page_views').selectAll().orderBy('created_at').execute();

function expectClientError(res: { statusCode: number; json(): unknown }, status = 400) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { error: { code: unknown; message: unknown } };
  expect(typeof body.error.code).toBe('string');
  expect(typeof body.error.message).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+/);
}

describe('POST /analytics/page-view', () => {
  it('stores an anonymous page view and answers 201', async () => {
    const res = await post('/analytics/page-view', {
      path: '/faqs',
      title: 'FAQs',
      referrer: 'https://x.io',
      language: 'vi',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { ok: true } });
    const row = (await pageViews()).find((r) => r.path === '/faqs');
    expect(row).toMatchObject({ title: 'FAQs', referrer: 'https://x.io', language: 'vi', user_id: null });
  });

  it('records the user of a valid bearer token and stays anonymous with a bad one', async () => {
    await signupVerified(t, 'viewer@example.com');
    const token = await tokenOf(t, 'viewer@example.com');
    const me = await t.app.inject({ method: 'GET', url: '/api/core/auth/me', headers: bearer(token) });
    expect(
      (await post('/analytics/page-view', { path: '/dashboard' }, { headers: bearer(token) })).statusCode,
    ).toBe(201);
    expect(
      (await post('/analytics/page-view', { path: '/bad-token' }, { headers: bearer('not.a.jwt') }))
        .statusCode,
    ).toBe(201);
    const rows = await pageViews();
    expect(rows.find((r) => r.path === '/dashboard')?.user_id).toBe(me.json().data.id);
    expect(rows.find((r) => r.path === '/bad-token')?.user_id).toBeNull();
  });

  it('answers structured 4xx to bad input, never 5xx', async () => {
    for (const payload of [
      {},
      { path: 42 },
      { path: { $gt: '' } },
      { path: '/x', title: ['a'] },
      { path: '' },
      { path: 'x'.repeat(501) },
    ]) {
      expectClientError(await post('/analytics/page-view', payload));
    }
    expectClientError(await post('/analytics/page-view', '{"path": "/x",'));
    expectClientError(await post('/analytics/page-view', `{"path":"${'x'.repeat(5 * 1024 * 1024)}"}`), 413);
  });

  it('rate-limits page views per address with 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 120; i++) {
      const res = await post('/analytics/page-view', { path: `/p${i}` }, { remoteAddress: ip });
      expect(res.statusCode).toBe(201);
    }
    const limited = await post('/analytics/page-view', { path: '/one-too-many' }, { remoteAddress: ip });
    expectClientError(limited, 429);
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED', key: 'rateLimited' });
    expect((await post('/analytics/page-view', { path: '/other-ip' })).statusCode).toBe(201);
  });
});

describe('POST /contact', () => {
  const message = {
    name: 'Lan Trần',
    email: 'lan@example.com',
    subject: 'Gói premium',
    message: 'Tôi muốn hỏi về gói premium.',
  };

  it('stores the message, mails it to the contact address and answers 201 with a message', async () => {
    const res = await post('/contact', message);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { message: expect.any(String), key: 'contactSent' } });
    const rows = await t.deps.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', 'lan@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Lan Trần',
      subject: 'Gói premium',
      message: 'Tôi muốn hỏi về gói premium.',
    });
    await t.deps.jobs.drain();
    const mail = readOutbox(t.dataDir).find(
      (m) => /^To: contact@example\.com$/m.test(m) && m.includes('lan@example.com'),
    );
    expect(mail).toBeDefined();
  });

  it('answers structured 4xx to bad input, never 5xx', async () => {
    const bad: unknown[] = [
      {},
      { ...message, email: 'not-an-email' },
      { ...message, email: { $gt: '' } },
      { ...message, name: { $ne: null } },
      { ...message, message: 12345 },
      { ...message, message: '   ' },
      { ...message, message: 'x'.repeat(5001) },
      { name: 'only a name' },
      [message],
      'null',
    ];
    for (const payload of bad) expectClientError(await post('/contact', payload));
    const missing = await post('/contact', { ...message, email: undefined });
    expect(missing.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'email' })]),
    );
    expectClientError(await post('/contact', '{"name":'));
    expectClientError(
      await post('/contact', `{"name":"a","email":"a@b.co","message":"${'x'.repeat(5 * 1024 * 1024)}"}`),
      413,
    );
  });

  it('rate-limits the contact form to 5 messages an hour per address with 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await post('/contact', message, { remoteAddress: ip })).statusCode).toBe(201);
    const limited = await post('/contact', message, { remoteAddress: ip });
    expectClientError(limited, 429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('POST /contact with a captcha provider', () => {
  let altcha: TestApp;
  beforeAll(async () => {
    altcha = await createTestApp({ CAPTCHA_PROVIDER: 'altcha' });
  });
  afterAll(async () => {
    await altcha.close();
  });

  it('refuses a message without a valid captcha token with CAPTCHA_FAILED', async () => {
    const payload = { name: 'Bot', email: 'bot@example.com', message: 'spam' };
    for (const tokenGG of [undefined, 'forged-token']) {
      const res = await altcha.app.inject({
        method: 'POST',
        url: '/api/core/contact',
        payload: { ...payload, tokenGG },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('CAPTCHA_FAILED');
    }
    const stored = await altcha.deps.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toHaveLength(0);
  });
});
