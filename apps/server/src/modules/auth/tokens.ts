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

/**
 * Tokens already verified, per secret (a text secret by its text, a byte secret by its object): their
 * claims and expiry (seconds), the newest last.
 */
const verified = new Map<string | Uint8Array, Map<string, AccessClaims & { exp: number }>>();
const VERIFIED_KEPT = 20_000;

/**
 * The claims of a valid, unexpired token (on our clock), or null for anything else. A member's token
 * comes with every request of its quarter hour: its signature is checked once (jose's WebCrypto
 * verification and key import were a twentieth of an API instance's time under load), and the same
 * bytes are then taken until their expiry, as jose would take them.
 */
export async function readAccessToken(
  secret: string | Uint8Array,
  token: string,
  nowMs: number,
): Promise<AccessClaims | null> {
  let tokens = verified.get(secret);
  const known = tokens?.get(token);
  // jose's own rule: expired once exp <= now, in whole seconds
  if (known) return known.exp > Math.floor(nowMs / 1000) ? { sub: known.sub, sid: known.sid } : null;
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
    const claims = { sub: payload.sub, sid: payload.sid };
    if (!tokens) {
      tokens = new Map();
      verified.set(secret, tokens);
    }
    if (tokens.size >= VERIFIED_KEPT) tokens.delete(tokens.keys().next().value as string);
    tokens.set(token, { ...claims, exp: payload.exp as number });
    return claims;
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
