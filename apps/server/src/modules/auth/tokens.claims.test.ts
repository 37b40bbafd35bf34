import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readAccessToken, signAccessToken } from './tokens';

const NOW = 1_700_000_000_000;
const SECRET = 'claims-test-secret';
const key = new TextEncoder().encode(SECRET);

/** A token as ours in every way but the claims we leave out. */
const craft = (claims: { exp?: number; iss?: string }) => {
  let jwt = new SignJWT({ sid: 's1' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('u1')
    .setIssuedAt(NOW / 1000);
  if (claims.iss) jwt = jwt.setIssuer(claims.iss);
  if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
  return jwt.sign(key);
};

describe('access token claims', () => {
  it('refuses a token signed with our key but without an expiry', async () => {
    const token = await craft({ iss: 'bitdata' });
    expect(await readAccessToken(SECRET, token, NOW)).toBeNull();
    expect(await readAccessToken(SECRET, token, NOW + 365 * 86_400_000)).toBeNull();
  });

  it('accepts the same token with an expiry ahead, and our own tokens', async () => {
    expect(await readAccessToken(SECRET, await craft({ iss: 'bitdata', exp: NOW / 1000 + 60 }), NOW)).toEqual(
      {
        sub: 'u1',
        sid: 's1',
      },
    );
    const ours = await signAccessToken(SECRET, { sub: 'u1', sid: 's1' }, NOW, 60);
    expect(await readAccessToken(SECRET, ours, NOW)).toEqual({ sub: 'u1', sid: 's1' });
  });

  it('refuses a token of another issuer', async () => {
    expect(
      await readAccessToken(SECRET, await craft({ iss: 'other', exp: NOW / 1000 + 60 }), NOW),
    ).toBeNull();
  });
});
