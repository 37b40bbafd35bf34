import type { OAuth2Endpoints } from './oauth2';
import { oauth2Provider } from './oauth2';
import { ProviderError, type ProviderProfile, textOf } from './provider';

/** The Graph API version the endpoints name (Facebook keeps each version for two years). */
const GRAPH_VERSION = 'v21.0';

export const FACEBOOK_ENDPOINTS: OAuth2Endpoints & { me: string } = {
  issuer: 'https://www.facebook.com',
  authorization: `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`,
  token: `https://graph.facebook.com/${GRAPH_VERSION}/oauth/access_token`,
  me: `https://graph.facebook.com/${GRAPH_VERSION}/me`,
};

/**
 * Facebook Login: OAuth 2.0 (code flow with PKCE), then Graph `me?fields=id,name,email`. Facebook
 * gives an e-mail only when the person confirmed it (and allowed it): then it vouches for it; an
 * account without one is asked for an e-mail.
 */
export function facebookProvider(
  credentials: { clientId: string; clientSecret: string },
  endpoints = FACEBOOK_ENDPOINTS,
) {
  return oauth2Provider({
    id: 'facebook',
    name: 'Facebook',
    endpoints,
    ...credentials,
    clientAuth: 'post',
    scope: 'email public_profile',
    async readProfile(resource): Promise<ProviderProfile> {
      const me = (await resource(`${endpoints.me}?fields=id,name,email`)) as Record<string, unknown>;
      const subject = textOf(me.id);
      if (!subject) throw new ProviderError('oauthRefused', 'profile without an id');
      const email = textOf(me.email)?.toLowerCase() ?? null;
      return { subject, email, emailVerified: email !== null, name: textOf(me.name), language: null };
    },
  });
}
