import type { Challenge } from 'altcha/lib';
import { useCallback, useEffect, useRef } from 'react';
import { authApi } from '../../../api/endpoints';
import { useConfig } from '../../../app/config/ConfigContext';

/** Challenges live 10 minutes on the server; a solved one older than this is solved anew. */
const SOLUTION_MAX_AGE_MS = 8 * 60_000;

async function solveFreshChallenge(): Promise<string | undefined> {
  const challenge = await authApi.captcha();
  if (!challenge || (challenge as { provider?: string }).provider === 'off') return undefined;
  const { solveAltcha } = await import('./altcha');
  return solveAltcha(challenge as unknown as Challenge);
}

/**
 * The captcha of the server's provider: 'off' sends no token, 'altcha' fetches and solves a
 * proof-of-work challenge, 'recaptcha' runs Google's script with the configured site key. A form
 * calls `execute(action)` on submit; an Error('captchaNotReady') aborts the submission. The
 * proof of work starts as soon as the form shows, so a visitor rarely waits for it on submit.
 */
export function useCaptcha() {
  const { captcha } = useConfig();
  const pending = useRef<{ token: Promise<string | undefined>; at: number } | null>(null);

  const prepare = useCallback(() => {
    const token = solveFreshChallenge();
    // A failed early attempt is retried on submit; it must not surface as an unhandled rejection.
    token.catch(() => undefined);
    pending.current = { token, at: Date.now() };
  }, []);

  useEffect(() => {
    if (captcha.provider === 'altcha') prepare();
    if (captcha.provider === 'recaptcha' && captcha.siteKey) {
      void import('./recaptcha')
        .then((m) => m.loadRecaptcha(captcha.siteKey as string))
        .catch(() => undefined);
    }
  }, [captcha.provider, captcha.siteKey, prepare]);

  const execute = useCallback(
    async (action: string): Promise<string | undefined> => {
      if (captcha.provider === 'off') return undefined;
      if (captcha.provider === 'recaptcha') {
        const { executeRecaptcha } = await import('./recaptcha');
        return executeRecaptcha(captcha.siteKey, action);
      }
      const ready = pending.current;
      pending.current = null;
      let token: string | undefined;
      try {
        token =
          ready && Date.now() - ready.at < SOLUTION_MAX_AGE_MS
            ? await ready.token
            : await solveFreshChallenge();
      } catch {
        token = await solveFreshChallenge();
      }
      // Each solution is accepted once: the next submission gets a new one, started now.
      prepare();
      return token;
    },
    [captcha.provider, captcha.siteKey, prepare],
  );

  return { provider: captcha.provider, execute };
}
