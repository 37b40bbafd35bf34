import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Access tokens are HS256 JWTs naming the user (`sub`) and the server-side session (`sid`). */
export interface AccessClaims {
  sub: string;
  sid: string;
}

const ISSUER = 'bitdata';
const keyOf = (secret: string | Uint8Array): Uint8Array =>
  typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;

export async function signAccessToken(
  secret: string | Uint8Array,
  claims: AccessClaims,
  nowMs: number,
  ttlSeconds: number,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(keyOf(secret));
}

/** The claims of a valid, unexpired token (on our clock), or null for anything else. */
export async function readAccessToken(
  secret: string | Uint8Array,
  token: string,
  nowMs: number,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      // jose checks exp only when present: a token without one (signed with our key by mistake or
      // leaked from a tool) would never expire. Sessions end server-side too, but a token must not
      // outlive its stated lifetime.
      requiredClaims: ['exp'],
      currentDate: new Date(nowMs),
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid };
  } catch {
    return null;
  }
}

/** A random single-use code for e-mail links (verification, password reset): 256 bits, URL-safe. */
export const randomCode = (): string => crypto.randomBytes(32).toString('base64url');

/** Codes are stored only as this hash, so a database leak does not hand out working links. */
export const hashCode = (code: string): string =>
  crypto.createHash('sha256').update(code, 'utf8').digest('hex');

export const VERIFY_CODE_TTL_MS = 48 * 3600_000;
export const RESET_CODE_TTL_MS = 3600_000;
