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

describe('access tokens read again', () => {
  it('are taken until the second they expire, as jose takes a token it has not seen', async () => {
    const token = await signAccessToken('secret', { sub: 'u2', sid: 'seen' }, NOW, 60);
    expect(await readAccessToken('secret', token, NOW)).toEqual({ sub: 'u2', sid: 'seen' });
    const expiry = (Math.floor(NOW / 1000) + 60) * 1000;
    for (const at of [expiry - 1, expiry, expiry + 5_000]) {
      // a twin never read before: jose's own answer at that moment
      const twin = await signAccessToken('secret', { sub: 'u2', sid: `twin-${at}` }, NOW, 60);
      const fresh = await readAccessToken('secret', twin, at);
      expect(await readAccessToken('secret', token, at), String(at)).toEqual(
        fresh && { sub: 'u2', sid: 'seen' },
      );
    }
    expect(await readAccessToken('secret', token, expiry - 1)).not.toBeNull();
    expect(await readAccessToken('secret', token, expiry)).toBeNull();
  });

  it('are refused under another key and once altered, though their bytes were taken before', async () => {
    const token = await signAccessToken('secret', { sub: 'u3', sid: 's3' }, NOW, 600);
    expect(await readAccessToken('secret', token, NOW)).not.toBeNull();
    expect(await readAccessToken('other', token, NOW)).toBeNull();
    expect(await readAccessToken(new TextEncoder().encode('other'), token, NOW)).toBeNull();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(await readAccessToken('secret', `${token.slice(0, -1)}${last}`, NOW)).toBeNull();
    // the same key given as bytes takes it
    expect(await readAccessToken(new TextEncoder().encode('secret'), token, NOW)).toEqual({
      sub: 'u3',
      sid: 's3',
    });
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
