import type { Language, OAuthProvider } from '@bitdata/contracts';
import * as client from 'openid-client';

/** Who the provider says signed in, as much as sign-in needs (the provider's tokens are not kept). */
export interface ProviderProfile {
  /** the provider's stable id of the person */
  subject: string;
  email: string | null;
  /** the provider vouches that the person controls `email` */
  emailVerified: boolean;
  name: string | null;
  language: Language | null;
}

/** What one attempt carries from the start to the callback (stored server-side under the state). */
export interface AttemptChecks {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * One provider's side of the authorization code flow with PKCE. The protocol (the authorization
 * request, the state, PKCE and nonce checks, the token request, an ID token's signature and claims) is
 * openid-client's; an adapter names the provider's endpoints and reads its profile.
 */
export interface ProviderAdapter {
  id: OAuthProvider;
  /** the button's label */
  name: string;
  authorizationUrl(checks: AttemptChecks, codeChallenge: string): Promise<URL>;
  /** Checks the provider's answer at our callback (`callbackUrl`, with its query) and reads the profile. */
  finish(callbackUrl: URL, checks: AttemptChecks): Promise<ProviderProfile>;
}

/** Why a provider sign-in failed, as the person is told (keys of OAUTH_ERROR_KEYS). */
export type ProviderFailure = 'oauthCancelled' | 'oauthRefused' | 'oauthProviderUnreachable';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    /** for the log: never a token or code */
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'ProviderError';
  }
}

/** The person said no (or closed the consent screen): these authorization errors. */
const CANCELLED = new Set([
  'access_denied',
  'user_cancelled_login',
  'user_cancelled_authorize',
  'consent_required',
]);
/** Library codes of an answer that is not an OAuth answer at all: the provider is down or misrouted. */
const UNREACHABLE_CODES = new Set(['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON']);

/**
 * Sorts a failure of the library or of the network into what the person is told. The reason keeps the
 * error's class and code only: library messages may quote what was compared.
 */
export function providerFailureOf(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof client.AuthorizationResponseError) {
    const failure = CANCELLED.has(error.error) ? 'oauthCancelled' : 'oauthRefused';
    return new ProviderError(failure, `authorization error ${error.error}`);
  }
  if (error instanceof client.ResponseBodyError) {
    const failure = error.status >= 500 ? 'oauthProviderUnreachable' : 'oauthRefused';
    return new ProviderError(failure, `token or resource error ${error.status} ${error.error}`);
  }
  if (error instanceof client.WWWAuthenticateChallengeError) {
    return new ProviderError('oauthRefused', `resource refused ${error.status}`);
  }
  if (error instanceof client.ClientError) {
    const code = error.code ?? 'unknown';
    // A 4xx that is not an OAuth error body (Facebook's Graph errors) is still the provider saying no.
    const status = error.cause instanceof Response ? error.cause.status : 500;
    const failure =
      UNREACHABLE_CODES.has(code) && status >= 500 ? 'oauthProviderUnreachable' : 'oauthRefused';
    return new ProviderError(failure, `check failed ${code}`);
  }
  const name = error instanceof Error ? error.name : typeof error;
  // fetch failing (TypeError), a time-out (TimeoutError, AbortError): nothing came back
  return new ProviderError('oauthProviderUnreachable', `no answer (${name})`);
}

/** 'vi', 'vi-VN', 'vi_VN' -> 'vi'; another language -> 'en'; none -> null. */
export function languageOf(locale: unknown): Language | null {
  if (typeof locale !== 'string' || locale.trim() === '') return null;
  return locale.toLowerCase().startsWith('vi') ? 'vi' : 'en';
}

export const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Seconds a provider has to answer each request before the sign-in counts it unreachable. */
export const PROVIDER_TIMEOUT_SECONDS = 10;

/** Plain HTTP only for a provider on this machine (the tests' providers); anything else is HTTPS. */
export function isLocalHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

export function allowLocalHttp(config: client.Configuration, url: string): void {
  if (isLocalHttp(url)) client.allowInsecureRequests(config);
}

/** The authorization request every adapter sends: code flow, PKCE S256, our state (and nonce when OIDC). */
export function authorizationParameters(
  checks: AttemptChecks,
  codeChallenge: string,
  scope: string,
  withNonce: boolean,
): Record<string, string> {
  return {
    redirect_uri: checks.redirectUri,
    response_type: 'code',
    scope,
    state: checks.state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    ...(withNonce ? { nonce: checks.nonce } : {}),
  };
}
