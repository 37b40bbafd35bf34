import crypto from 'node:crypto';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { CaptchaVerifier } from '../ports';
import { createMemorySingleUse, type SingleUse } from '../single-use/single-use';

export interface AltchaOptions {
  /** HMAC key that signs challenges; derived from the server secrets, never sent to clients. */
  hmacKey: string;
  clock: Clock;
  /** How long a challenge stays solvable. */
  ttlMs?: number;
  /** Iterations of SHA-256 per guess: raises the cost of each guess for the solver. */
  cost?: number;
  /** The secret counter is drawn from this range: the solver tries about `max / 2` guesses on average. */
  counterMin?: number;
  counterMax?: number;
  /** Where spent nonces are remembered; shared through Redis so a replay on another instance fails too. */
  singleUse?: SingleUse;
}

/** What the widget (and our test solver) sends as tokenGG: base64 of JSON `{ challenge, solution }`. */
interface AltchaPayload {
  challenge: Challenge;
  solution: Solution;
}

const DEFAULT_TTL_MS = 10 * 60_000;

/**
 * Self-hosted proof-of-work (ALTCHA v2): no outside service, works offline. A challenge is signed
 * with our HMAC key and expires; a solved payload is accepted once, so a replayed token fails.
 */
export function createAltchaCaptcha(options: AltchaOptions): CaptchaVerifier {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const keySignatureSecret = crypto
    .createHmac('sha256', options.hmacKey)
    .update('altcha-key-signature')
    .digest('hex');
  // A nonce only needs remembering until its challenge expires: after that, expiry refuses it.
  const spent = options.singleUse ?? createMemorySingleUse(options.clock);

  const fail = (): never => {
    throw AppError.of('CAPTCHA_FAILED', 'captchaFailed');
  };

  return {
    provider: 'altcha',
    async challenge() {
      const expiresAt = Math.floor((options.clock.now() + ttlMs) / 1000);
      return createChallenge({
        algorithm: 'SHA-256',
        cost: options.cost ?? 10,
        counter: randomInt(options.counterMin ?? 1_000, options.counterMax ?? 20_000),
        deriveKey,
        expiresAt,
        hmacSignatureSecret: options.hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      });
    },
    async verify(token) {
      if (!token) throw AppError.of('CAPTCHA_FAILED', 'captchaNotReady');
      const payload = parsePayload(token) ?? fail();
      const now = options.clock.now();
      const { challenge, solution } = payload;
      const expiresAt = challenge.parameters.expiresAt;
      // Expiry is checked on our clock too: altcha-lib reads the wall clock, tests move ours.
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now) fail();
      let verified = false;
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: options.hmacKey,
          hmacKeySignatureSecret: keySignatureSecret,
        });
        verified = result.verified;
      } catch {
        // Malformed parameters make the library throw; to the client that is just a failed check.
        verified = false;
      }
      if (!verified) fail();
      if (!(await spent.claim(`altcha:${challenge.parameters.nonce}`, (expiresAt as number) * 1000))) fail();
    },
  };
}

function parsePayload(token: string): AltchaPayload | null {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as unknown;
    if (!value || typeof value !== 'object') return null;
    const { challenge, solution } = value as Partial<AltchaPayload>;
    if (
      !challenge ||
      typeof challenge !== 'object' ||
      !challenge.parameters ||
      typeof challenge.parameters !== 'object'
    )
      return null;
    if (typeof challenge.parameters.nonce !== 'string' || !solution || typeof solution !== 'object')
      return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/** Encodes a solved challenge the way the ALTCHA widget does (used by tests and scripts). */
export const encodeAltchaPayload = (challenge: Challenge, solution: Solution): string =>
  Buffer.from(JSON.stringify({ challenge, solution }), 'utf8').toString('base64');
