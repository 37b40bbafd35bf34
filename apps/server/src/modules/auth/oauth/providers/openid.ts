import type { OAuthProvider } from '@bitdata/contracts';
import * as client from 'openid-client';
import {
  type AttemptChecks,
  authorizationParameters,
  isLocalHttp,
  languageOf,
  PROVIDER_TIMEOUT_SECONDS,
  type ProviderAdapter,
  type ProviderProfile,
  providerFailureOf,
  textOf,
} from './provider';

export const GOOGLE_ISSUER = 'https://accounts.google.com';

export interface OpenIdSettings {
  id: OAuthProvider;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** how the client proves itself at the token endpoint; the OpenID default is HTTP Basic */
  clientAuth?: 'basic' | 'post';
}

/**
 * An OpenID Connect provider found by discovery at its issuer: Google, or the operator's own
 * (Keycloak, Authentik, Auth0, ...). The ID token is checked by openid-client against the issuer's
 * published keys (signature, issuer, audience, expiry, our nonce); the e-mail counts as the person's
 * only when the provider says `email_verified`.
 */
export function openIdProvider(settings: OpenIdSettings): ProviderAdapter {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= discover(settings).catch((error: unknown) => {
      // a provider down at one sign-in is asked again at the next
      discovered = undefined;
      throw error;
    });
    return discovered;
  };

  return {
    id: settings.id,
    name: settings.name,
    async authorizationUrl(checks: AttemptChecks, codeChallenge: string) {
      try {
        const config = await configuration();
        return client.buildAuthorizationUrl(
          config,
          authorizationParameters(checks, codeChallenge, 'openid email profile', true),
        );
      } catch (error) {
        throw providerFailureOf(error);
      }
    },
    async finish(callbackUrl: URL, checks: AttemptChecks): Promise<ProviderProfile> {
      try {
        const config = await configuration();
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('no ID token');
        let profile: Record<string, unknown> = claims;
        // Some providers keep the e-mail and name out of the ID token: the user info has them.
        if (claims.email === undefined && config.serverMetadata().userinfo_endpoint)
          profile = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
        const email = textOf(profile.email)?.toLowerCase() ?? null;
        return {
          subject: claims.sub,
          email,
          emailVerified: email !== null && profile.email_verified === true,
          name: textOf(profile.name) ?? textOf(profile.preferred_username),
          language: languageOf(profile.locale),
        };
      } catch (error) {
        throw providerFailureOf(error);
      }
    },
  };
}

async function discover(settings: OpenIdSettings): Promise<client.Configuration> {
  const auth =
    settings.clientSecret === undefined
      ? client.None()
      : settings.clientAuth === 'post'
        ? client.ClientSecretPost(settings.clientSecret)
        : client.ClientSecretBasic(settings.clientSecret);
  const config = await client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    { client_secret: settings.clientSecret },
    auth,
    {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      // the library recognises this very function, and then lets the discovery itself use plain HTTP
      ...(isLocalHttp(settings.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
    },
  );
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  // ID tokens from the token endpoint are checked against the issuer's keys too, not trusted for
  // arriving over TLS alone.
  client.enableNonRepudiationChecks(config);
  return config;
}

/** Google: discovery at accounts.google.com (another issuer only for tests). */
export const googleProvider = (
  client: { clientId: string; clientSecret: string | undefined },
  issuer = GOOGLE_ISSUER,
): ProviderAdapter => openIdProvider({ id: 'google', name: 'Google', issuer, ...client, clientAuth: 'post' });
