import { z } from 'zod';
import { AppError } from '../errors';
import type { CaptchaVerifier } from '../ports';

export const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaOptions {
  secret: string;
  minScore: number;
  /** Injectable so tests can answer with a local server; Google's endpoint in production. */
  verifyUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The documented shape of a v3 siteverify answer; unknown fields are ignored. */
const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/**
 * reCAPTCHA v3: the browser gets a token for an action, we ask Google whether it is genuine, fresh,
 * for the same action, and scored as human enough. Google being unreachable fails closed with 503.
 */
export function createRecaptchaCaptcha(options: RecaptchaOptions): CaptchaVerifier {
  const verifyUrl = options.verifyUrl ?? GOOGLE_SITEVERIFY_URL;
  const doFetch = options.fetch ?? fetch;
  return {
    provider: 'recaptcha',
    async challenge() {
      return null;
    },
    async verify(token, action, ip) {
      if (!token) throw AppError.of('CAPTCHA_FAILED', 'captchaNotReady');
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (ip) form.set('remoteip', ip);
      let raw: unknown;
      try {
        const res = await doFetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
        raw = await res.json();
      } catch {
        throw AppError.of('UNAVAILABLE', 'captchaNotReady');
      }
      const parsed = siteverifySchema.safeParse(raw);
      if (!parsed.success) throw AppError.of('UNAVAILABLE', 'captchaNotReady');
      const answer = parsed.data;
      const human = answer.success && answer.action === action && (answer.score ?? 0) >= options.minScore;
      if (!human) throw AppError.of('CAPTCHA_FAILED', 'captchaFailed');
    },
  };
}
