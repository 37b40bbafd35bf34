import type { OAuth2Endpoints } from './oauth2';
import { oauth2Provider } from './oauth2';
import { ProviderError, type ProviderProfile, textOf } from './provider';

export const X_ENDPOINTS: OAuth2Endpoints & { me: string } = {
  issuer: 'https://x.com',
  authorization: 'https://x.com/i/oauth2/authorize',
  token: 'https://api.x.com/2/oauth2/token',
  me: 'https://api.x.com/2/users/me',
};

/**
 * X: OAuth 2.0 with PKCE (a confidential client authenticates with HTTP Basic), then `GET
 * /2/users/me`. Its answer (`{ data: { id, name, username } }`) carries `confirmed_email` only when
 * the app may ask for it (`users.email`) and the person confirmed one; otherwise the person is asked
 * for an e-mail.
 */
export function xProvider(credentials: { clientId: string; clientSecret: string }, endpoints = X_ENDPOINTS) {
  return oauth2Provider({
    id: 'x',
    name: 'X',
    endpoints,
    ...credentials,
    clientAuth: 'basic',
    scope: 'users.read tweet.read users.email',
    async readProfile(resource): Promise<ProviderProfile> {
      const answer = (await resource(`${endpoints.me}?user.fields=confirmed_email`)) as {
        data?: Record<string, unknown>;
      };
      const user = answer.data ?? {};
      const subject = textOf(user.id);
      if (!subject) throw new ProviderError('oauthRefused', 'profile without an id');
      const email = textOf(user.confirmed_email)?.toLowerCase() ?? null;
      return {
        subject,
        email,
        emailVerified: email !== null,
        name: textOf(user.name) ?? textOf(user.username),
        language: null,
      };
    },
  });
}
