import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { loadConfig } from '../../config';

/**
 * Every per-address limit (login, signup, password reset, contact form, page views) counts the
 * address that TRUST_PROXY yields. Each case sends one request more than its limit from one
 * connecting address, each with a new X-Forwarded-For, and expects the last one to be refused.
 */
const LIMIT = 3;
const PAGE_VIEW_LIMIT = 120;
const CONTACT_LIMIT = 5;

let spoofed = 0;
const nextSpoofedAddress = () => {
  spoofed += 1;
  return `198.51.${Math.floor(spoofed / 250)}.${spoofed % 250}`;
};

interface Case {
  name: string;
  limit: number;
  url: string;
  body: (n: number) => object;
  /** The status of an accepted request (every one before the limit). */
  accepted: number;
}

const CASES: Case[] = [
  {
    name: 'login',
    limit: LIMIT,
    url: '/api/core/auth/loginV1',
    body: (n) => ({ username: `nobody${n}@example.com`, password: 'wrong-password' }),
    accepted: 401,
  },
  {
    name: 'signup',
    limit: LIMIT,
    url: '/api/core/auth/signupV1',
    body: (n) => ({
      document: 'user',
      username: `new${n}@example.com`,
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
      name: 'Trader',
      phone: '',
    }),
    accepted: 201,
  },
  {
    name: 'password reset',
    limit: LIMIT,
    url: '/api/core/auth/password/forgot',
    body: (n) => ({ username: `reset${n}@example.com` }),
    accepted: 200,
  },
  {
    name: 'contact form',
    limit: CONTACT_LIMIT,
    url: '/api/core/contact',
    body: (n) => ({ name: 'A', email: 'a@example.com', subject: `s${n}`, message: 'hello' }),
    accepted: 201,
  },
  {
    name: 'page view',
    limit: PAGE_VIEW_LIMIT,
    url: '/api/core/analytics/page-view',
    body: (n) => ({ path: `/p${n}` }),
    accepted: 201,
  },
];

describe('per-address limits without a trusted proxy (TRUST_PROXY unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(() => t.close());

  it.each(CASES)('a new X-Forwarded-For on each $name request does not escape the limit', async (c) => {
    const client = '203.0.113.7';
    const send = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: c.url,
        payload: c.body(n),
        remoteAddress: client,
        headers: { 'x-forwarded-for': nextSpoofedAddress() },
      });
    for (let n = 0; n < c.limit; n++) expect((await send(n)).statusCode, `request ${n}`).toBe(c.accepted);
    const refused = await send(c.limit);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED', key: 'rateLimited' });
  });
});

describe('per-address limits behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  const proxy = '10.0.0.2';
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  const login = (n: number, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/core/auth/loginV1',
      payload: { username: `someone${n}@example.com`, password: 'wrong-password' },
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts the client address the proxy adds, not the proxy itself', async () => {
    // Many clients behind the same proxy each get their own allowance.
    for (let n = 0; n < 2 * LIMIT; n++) expect((await login(n, `192.0.2.${n + 1}`)).statusCode).toBe(401);
    // One client is limited whatever it writes in front of the address the proxy appended.
    const client = '192.0.2.200';
    for (let n = 0; n < LIMIT; n++) {
      expect((await login(100 + n, `${nextSpoofedAddress()}, ${client}`)).statusCode).toBe(401);
    }
    expect((await login(200, `${nextSpoofedAddress()}, ${client}`)).statusCode).toBe(429);
    expect((await login(201, '192.0.2.201')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY setting', () => {
  const parse = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('is off by default and reads a hop count or a list of addresses and CIDRs', () => {
    expect(parse(undefined)).toBe(false);
    expect(parse('')).toBe(false);
    expect(parse('off')).toBe(false);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 127.0.0.1,::1, fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses to trust every sender or a malformed entry', () => {
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/1']) {
      expect(() => parse(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
