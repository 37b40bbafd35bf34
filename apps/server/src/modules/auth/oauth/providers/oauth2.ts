import * as client from 'openid-client';
import {
  type AttemptChecks,
  allowLocalHttp,
  authorizationParameters,
  PROVIDER_TIMEOUT_SECONDS,
  type ProviderAdapter,
  ProviderError,
  type ProviderProfile,
  providerFailureOf,
} from './provider';

/** The endpoints of a plain OAuth 2.0 provider (no discovery, no ID token). */
export interface OAuth2Endpoints {
  issuer: string;
  authorization: string;
  token: string;
}

/**
 * A plain OAuth 2.0 provider (Facebook, X): the authorization code flow with PKCE and our state, run by
 * openid-client over endpoints named by hand; the profile is read with the access token, which is then
 * dropped.
 */
export function oauth2Provider(settings: {
  id: ProviderAdapter['id'];
  name: string;
  endpoints: OAuth2Endpoints;
  clientId: string;
  clientSecret: string;
  clientAuth: 'basic' | 'post';
  scope: string;
  /** Reads the profile with the access token (`resource` makes an authorised request). */
  readProfile(resource: (url: string) => Promise<unknown>): Promise<ProviderProfile>;
}): ProviderAdapter {
  const { endpoints } = settings;
  const config = new client.Configuration(
    {
      issuer: endpoints.issuer,
      authorization_endpoint: endpoints.authorization,
      token_endpoint: endpoints.token,
    },
    settings.clientId,
    { client_secret: settings.clientSecret },
    settings.clientAuth === 'basic'
      ? client.ClientSecretBasic(settings.clientSecret)
      : client.ClientSecretPost(settings.clientSecret),
  );
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  allowLocalHttp(config, endpoints.token);

  return {
    id: settings.id,
    name: settings.name,
    async authorizationUrl(checks: AttemptChecks, codeChallenge: string) {
      return client.buildAuthorizationUrl(
        config,
        authorizationParameters(checks, codeChallenge, settings.scope, false),
      );
    },
    async finish(callbackUrl: URL, checks: AttemptChecks): Promise<ProviderProfile> {
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
        });
        return await settings.readProfile(async (url) => {
          const response = await client.fetchProtectedResource(
            config,
            tokens.access_token,
            new URL(url),
            'GET',
          );
          if (!response.ok) {
            const failure = response.status >= 500 ? 'oauthProviderUnreachable' : 'oauthRefused';
            throw new ProviderError(failure, `profile answered ${response.status}`);
          }
          return response.json();
        });
      } catch (error) {
        throw providerFailureOf(error);
      }
    },
  };
}
