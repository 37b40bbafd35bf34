import crypto from 'node:crypto';
import type { AppConfig } from '../../config';
import type { Clock } from '../clock';
import type { CaptchaVerifier } from '../ports';
import type { SingleUse } from '../single-use/single-use';
import { createAltchaCaptcha } from './altcha.provider';
import { createRecaptchaCaptcha } from './recaptcha.provider';

export interface CaptchaFactoryInput {
  config: Pick<AppConfig, 'captcha'>;
  /** Only the JWT secret is used, as key material for the ALTCHA signing key. */
  secrets: { jwtSecret: string | Uint8Array };
  clock: Clock;
  /** Spent ALTCHA nonces; shared between instances when REDIS_URL is set. In memory when not given. */
  singleUse?: SingleUse;
  /** Tests point reCAPTCHA at a local server. */
  recaptchaVerifyUrl?: string;
}

/** Tests and local development: every request passes. */
const offCaptcha: CaptchaVerifier = {
  provider: 'off',
  async challenge() {
    return { provider: 'off' };
  },
  async verify() {},
};

/**
 * The captcha of CAPTCHA_PROVIDER. The ALTCHA key is derived from the server secret with a label,
 * so it is stable across restarts and instances without a new secret to manage, and a leak of one
 * derived key does not reveal the JWT key.
 */
export function createCaptcha(input: CaptchaFactoryInput): CaptchaVerifier {
  const { captcha } = input.config;
  switch (captcha.provider) {
    case 'off':
      return offCaptcha;
    case 'recaptcha':
      if (!captcha.recaptchaSecret) throw new Error('CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET');
      return createRecaptchaCaptcha({
        secret: captcha.recaptchaSecret,
        minScore: captcha.recaptchaMinScore,
        verifyUrl: input.recaptchaVerifyUrl,
      });
    default: {
      const hmacKey = crypto
        .createHmac('sha256', input.secrets.jwtSecret)
        .update('bitdata/altcha/v1')
        .digest('hex');
      return createAltchaCaptcha({ hmacKey, clock: input.clock, singleUse: input.singleUse });
    }
  }
}
