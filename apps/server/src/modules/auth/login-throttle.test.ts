import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ensureFirstAdministrator } from './auth.service';
import { login } from './auth.test-helpers';

const ADMIN = 'admin@example.com';
const ADMIN_PASSWORD = 'admin-password-123';
/** Attacker addresses: 198.18.0.0/15 is reserved for benchmarks, never a real client. */
const attacker = (n: number) => `198.18.${Math.floor(n / 250)}.${n % 250}`;

describe('login throttling with the default limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await ensureFirstAdministrator(t.deps);
  });
  afterAll(() => t.close());

  it("lets the owner log in after an attacker's 50 wrong attempts from other addresses", async () => {
    for (let n = 0; n < 50; n++) {
      const res = await login(t, ADMIN, `guess-${n}`, attacker(n));
      expect(res.statusCode, `attempt ${n}`).toBe(401);
    }
    const owner = await login(t, ADMIN, ADMIN_PASSWORD, '192.0.2.10');
    expect(owner.statusCode, owner.body).toBe(201);
  });

  it('limits an attacker from one address, even when the next guess is right, and only that address', async () => {
    const ip = '203.0.113.66';
    for (let n = 0; n < 10; n++) expect((await login(t, ADMIN, `wrong-${n}`, ip)).statusCode).toBe(401);
    const limited = await login(t, ADMIN, ADMIN_PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED', key: 'rateLimited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Spread over other accounts it is the same address and the same limit.
    expect((await login(t, 'someone-else@example.com', 'x', ip)).statusCode).toBe(429);
    expect((await login(t, ADMIN, ADMIN_PASSWORD, '192.0.2.11')).statusCode).toBe(201);
  });
});

describe('login throttling above the per-account ceiling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_ACCOUNT_LIMIT: '20' });
    await ensureFirstAdministrator(t.deps);
  });
  afterAll(() => t.close());

  it('refuses addresses that already failed on the account, and still admits a clean one', async () => {
    // 25 addresses, two guesses each: 50 wrong attempts in all, past the ceiling of 20.
    const answers: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 25; n++)
        answers.push((await login(t, ADMIN, `guess-${round}-${n}`, attacker(n))).statusCode);
    }
    expect(answers.slice(0, 20).every((s) => s === 401)).toBe(true);
    // The first round's last five addresses were still clean past the ceiling: each got its one guess.
    expect(answers.slice(20, 25)).toEqual([401, 401, 401, 401, 401]);
    // The second round comes from addresses that failed already: refused before any password check.
    expect(answers.slice(25).every((s) => s === 429)).toBe(true);
    // An address that failed is refused even with the right password while the campaign lasts...
    expect((await login(t, ADMIN, ADMIN_PASSWORD, attacker(3))).statusCode).toBe(429);
    // ...and the owner from a clean address gets in.
    const owner = await login(t, ADMIN, ADMIN_PASSWORD, '192.0.2.20');
    expect(owner.statusCode, owner.body).toBe(201);
  });

  it('treats an unknown account the same way, so the limits tell nothing about existence', async () => {
    const ghost = 'ghost@example.com';
    for (let n = 0; n < 20; n++) expect((await login(t, ghost, 'x', attacker(100 + n))).statusCode).toBe(401);
    expect((await login(t, ghost, 'x', attacker(100))).statusCode).toBe(429);
    expect((await login(t, ghost, 'x', attacker(200))).statusCode).toBe(401);
  });
});
