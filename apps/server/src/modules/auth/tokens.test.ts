import { describe, expect, it } from 'vitest';
import { hashCode, randomCode, readAccessToken, signAccessToken } from './tokens';

const NOW = 1_700_000_000_000;

describe('access tokens', () => {
  it('reads back the user and session of a fresh token', async () => {
    const token = await signAccessToken('secret', { sub: 'u1', sid: 's1' }, NOW, 86_400);
    expect(await readAccessToken('secret', token, NOW + 1000)).toEqual({ sub: 'u1', sid: 's1' });
  });

  it('refuses an expired token, another key and an unsigned token', async () => {
    const token = await signAccessToken('secret', { sub: 'u1', sid: 's1' }, NOW, 86_400);
    expect(await readAccessToken('secret', token, NOW + 86_401_000)).toBeNull();
    expect(await readAccessToken('other', token, NOW)).toBeNull();
    const [, payload] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(await readAccessToken('secret', unsigned, NOW)).toBeNull();
  });
});

describe('single-use codes', () => {
  it('are random, URL-safe and stored as a SHA-256 hash', () => {
    const a = randomCode();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomCode()).not.toBe(a);
    expect(hashCode(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode(a)).not.toContain(a);
  });
});
