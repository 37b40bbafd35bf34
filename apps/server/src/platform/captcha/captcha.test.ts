import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/harness';
import { isAppError } from '../errors';
import { closeRedis, connectRedis } from '../redis/redis';
import { createRedisSingleUse } from '../single-use/single-use';
import { encodeAltchaPayload } from './altcha.provider';
import { createCaptcha } from './captcha.factory';

const captchaConfig = (provider: 'altcha' | 'recaptcha' | 'off', recaptchaSecret?: string) => ({
  captcha: { provider, recaptchaSecret, recaptchaSiteKey: undefined, recaptchaMinScore: 0.5 },
});

const movableClock = () => {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms: number) => (offset += ms) };
};

async function solvedToken(challenge: unknown): Promise<string> {
  const c = challenge as Challenge;
  const solution = await solveChallenge({ challenge: c, deriveKey });
  if (!solution) throw new Error('not solved');
  return encodeAltchaPayload(c, solution);
}

const failureCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'passed',
    (e) => (isAppError(e) ? e.code : `unexpected ${String(e)}`),
  );

describe('altcha captcha', () => {
  const clock = movableClock();
  const captcha = createCaptcha({
    config: captchaConfig('altcha'),
    secrets: { jwtSecret: 'test-secret' },
    clock,
  });

  it('accepts a solved challenge once and refuses its replay', async () => {
    const token = await solvedToken(await captcha.challenge());
    await expect(captcha.verify(token, 'login', '127.0.0.1')).resolves.toBeUndefined();
    expect(await failureCode(captcha.verify(token, 'login', '127.0.0.1'))).toBe('CAPTCHA_FAILED');
  });

  it('refuses a missing, garbled or forged token', async () => {
    expect(await failureCode(captcha.verify(undefined, 'login', ''))).toBe('CAPTCHA_FAILED');
    expect(await failureCode(captcha.verify('not base64 json', 'login', ''))).toBe('CAPTCHA_FAILED');
    const other = createCaptcha({ config: captchaConfig('altcha'), secrets: { jwtSecret: 'other' }, clock });
    const forged = await solvedToken(await other.challenge());
    expect(await failureCode(captcha.verify(forged, 'login', ''))).toBe('CAPTCHA_FAILED');
  });

  it('refuses a wrong solution', async () => {
    const challenge = (await captcha.challenge()) as Challenge;
    const token = encodeAltchaPayload(challenge, { counter: 1, derivedKey: 'ab'.repeat(32) });
    expect(await failureCode(captcha.verify(token, 'login', ''))).toBe('CAPTCHA_FAILED');
  });

  it('refuses a challenge solved after it expired', async () => {
    const local = movableClock();
    const c = createCaptcha({ config: captchaConfig('altcha'), secrets: { jwtSecret: 'x' }, clock: local });
    const token = await solvedToken(await c.challenge());
    local.advance(11 * 60_000);
    expect(await failureCode(c.verify(token, 'login', ''))).toBe('CAPTCHA_FAILED');
  });
});

describe('altcha captcha on two instances sharing Redis', () => {
  it.skipIf(!TEST_REDIS_URL)('refuses on instance B a token already spent on instance A', async () => {
    const clock = movableClock();
    const namespace = `captcha-test:${crypto.randomUUID()}`;
    const logger = pino({ level: 'silent' });
    const redisA = connectRedis(TEST_REDIS_URL as string, logger, 'captcha-a');
    const redisB = connectRedis(TEST_REDIS_URL as string, logger, 'captcha-b');
    try {
      const instance = (redis: typeof redisA) =>
        createCaptcha({
          config: captchaConfig('altcha'),
          secrets: { jwtSecret: 'shared-secret' },
          clock,
          singleUse: createRedisSingleUse(redis, clock, namespace),
        });
      const [a, b] = [instance(redisA), instance(redisB)];
      const token = await solvedToken(await a.challenge());
      await expect(a.verify(token, 'login', '127.0.0.1')).resolves.toBeUndefined();
      expect(await failureCode(b.verify(token, 'login', '127.0.0.1'))).toBe('CAPTCHA_FAILED');
      // A fresh challenge issued by A is accepted by B: the key is shared, only spent nonces are refused.
      await expect(b.verify(await solvedToken(await a.challenge()), 'login', '::1')).resolves.toBeUndefined();
    } finally {
      await closeRedis(redisA);
      await closeRedis(redisB);
    }
  });
});

describe('off captcha', () => {
  it('lets every request through', async () => {
    const captcha = createCaptcha({
      config: captchaConfig('off'),
      secrets: { jwtSecret: 'x' },
      clock: movableClock(),
    });
    expect(captcha.provider).toBe('off');
    await expect(captcha.verify(undefined, 'login', '')).resolves.toBeUndefined();
  });
});

describe('recaptcha captcha', () => {
  // A local stand-in for Google's siteverify: answers the documented JSON shape for known tokens.
  const answers: Record<string, object> = {
    human: {
      success: true,
      challenge_ts: '2024-05-01T10:00:00Z',
      hostname: 'localhost',
      score: 0.9,
      action: 'login',
    },
    bot: {
      success: true,
      challenge_ts: '2024-05-01T10:00:00Z',
      hostname: 'localhost',
      score: 0.1,
      action: 'login',
    },
    stale: { success: false, 'error-codes': ['timeout-or-duplicate'] },
  };
  const received: URLSearchParams[] = [];
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        received.push(form);
        const answer = answers[form.get('response') ?? ''] ?? {
          success: false,
          'error-codes': ['invalid-input-response'],
        };
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const make = () =>
    createCaptcha({
      config: captchaConfig('recaptcha', 'server-secret'),
      secrets: { jwtSecret: 'x' },
      clock: movableClock(),
      recaptchaVerifyUrl: url,
    });

  it('accepts a human score for the expected action and sends secret, token and ip', async () => {
    await expect(make().verify('human', 'login', '203.0.113.7')).resolves.toBeUndefined();
    const last = received[received.length - 1];
    expect(last.get('secret')).toBe('server-secret');
    expect(last.get('response')).toBe('human');
    expect(last.get('remoteip')).toBe('203.0.113.7');
  });

  it('refuses a low score, another action, a stale token and an unknown token', async () => {
    const c = make();
    expect(await failureCode(c.verify('bot', 'login', ''))).toBe('CAPTCHA_FAILED');
    expect(await failureCode(c.verify('human', 'signup', ''))).toBe('CAPTCHA_FAILED');
    expect(await failureCode(c.verify('stale', 'login', ''))).toBe('CAPTCHA_FAILED');
    expect(await failureCode(c.verify('whatever', 'login', ''))).toBe('CAPTCHA_FAILED');
    expect(await failureCode(c.verify(undefined, 'login', ''))).toBe('CAPTCHA_FAILED');
  });

  it('fails closed with 503 when siteverify cannot be reached', async () => {
    const c = createCaptcha({
      config: captchaConfig('recaptcha', 's'),
      secrets: { jwtSecret: 'x' },
      clock: movableClock(),
      recaptchaVerifyUrl: 'http://127.0.0.1:1/siteverify',
    });
    expect(await failureCode(c.verify('human', 'login', ''))).toBe('UNAVAILABLE');
  });

  it('refuses to start without a secret', () => {
    expect(() =>
      createCaptcha({
        config: captchaConfig('recaptcha'),
        secrets: { jwtSecret: 'x' },
        clock: movableClock(),
      }),
    ).toThrow(/RECAPTCHA_SECRET/);
  });
});
