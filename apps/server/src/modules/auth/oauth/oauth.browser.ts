import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config';

/**
 * The browser that starts a provider sign-in holds a random value in an HttpOnly cookie; every step of
 * that sign-in (the state, the exchange code, a pending link) is bound to it, so a code copied out of
 * a URL or a mail is worthless in another browser (login CSRF, a planted link).
 */
export const BROWSER_COOKIE = 'oauth_browser';
/** Long enough for a sign-in with a detour through the password reset. */
const COOKIE_MAX_AGE_S = 60 * 60;

export function browserOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BROWSER_COOKIE) {
      const text = value.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(text) ? text : undefined;
    }
  }
  return undefined;
}

/** The browser's binding, set on this answer when it has none yet. */
export function ensureBrowser(
  config: Pick<AppConfig, 'publicUrl' | 'apiPrefix'>,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  const existing = browserOf(request);
  if (existing) return existing;
  const value = crypto.randomBytes(32).toString('base64url');
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  // Lax: sent on the provider's top-level redirect back to the callback, never on a cross-site POST
  reply.header(
    'set-cookie',
    `${BROWSER_COOKIE}=${value}; Path=${config.apiPrefix}/auth; Max-Age=${COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
  );
  return value;
}
