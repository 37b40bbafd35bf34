/**
 * The outside sign-in providers' settings (AUTH_*), read into the one config object by config.ts.
 */

/** The AUTH_* settings as the environment schema reads them. */
type ProviderSettings = Partial<
  Record<
    | 'AUTH_GOOGLE_CLIENT_ID'
    | 'AUTH_GOOGLE_CLIENT_SECRET'
    | 'AUTH_FACEBOOK_CLIENT_ID'
    | 'AUTH_FACEBOOK_CLIENT_SECRET'
    | 'AUTH_X_CLIENT_ID'
    | 'AUTH_X_CLIENT_SECRET'
    | 'AUTH_OIDC_ISSUER'
    | 'AUTH_OIDC_CLIENT_ID'
    | 'AUTH_OIDC_CLIENT_SECRET'
    | 'AUTH_OIDC_NAME',
    string
  >
>;

/** A provider's client at the provider; `issuer` only for the OpenID Connect provider. */
export interface AuthProviderClient {
  clientId: string;
  clientSecret: string | undefined;
  issuer?: string;
  name?: string;
}

/**
 * The outside sign-in providers that are configured. Half a client (an id without its secret) is a
 * mistake refused at boot rather than a button that fails at the provider.
 */
export function authProvidersOf(e: ProviderSettings) {
  const pair = (
    name: string,
    id: string | undefined,
    secret: string | undefined,
  ): AuthProviderClient | undefined => {
    if (!id && !secret) return undefined;
    if (!id || !secret)
      throw new Error(
        `Invalid configuration: AUTH_${name}_CLIENT_ID and AUTH_${name}_CLIENT_SECRET go together`,
      );
    return Object.freeze({ clientId: id, clientSecret: secret });
  };
  let oidc: AuthProviderClient | undefined;
  if (e.AUTH_OIDC_ISSUER || e.AUTH_OIDC_CLIENT_ID) {
    if (!e.AUTH_OIDC_ISSUER || !e.AUTH_OIDC_CLIENT_ID)
      throw new Error('Invalid configuration: AUTH_OIDC_ISSUER and AUTH_OIDC_CLIENT_ID go together');
    oidc = Object.freeze({
      issuer: e.AUTH_OIDC_ISSUER,
      clientId: e.AUTH_OIDC_CLIENT_ID,
      // a public client (PKCE alone) is allowed: some company providers issue no secret
      clientSecret: e.AUTH_OIDC_CLIENT_SECRET,
      name: e.AUTH_OIDC_NAME ?? 'OpenID Connect',
    });
  }
  return Object.freeze({
    google: pair('GOOGLE', e.AUTH_GOOGLE_CLIENT_ID, e.AUTH_GOOGLE_CLIENT_SECRET),
    facebook: pair('FACEBOOK', e.AUTH_FACEBOOK_CLIENT_ID, e.AUTH_FACEBOOK_CLIENT_SECRET),
    x: pair('X', e.AUTH_X_CLIENT_ID, e.AUTH_X_CLIENT_SECRET),
    oidc,
  });
}
