import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../config';
import { providerRegistryOf } from './registry';

const names = (env: Record<string, string>) =>
  [...providerRegistryOf(loadConfig(env)).values()].map((p) => [p.id, p.name]);

describe('configured providers', () => {
  it('offers none by default', () => {
    expect(loadConfig({}).auth.providers).toEqual({
      google: undefined,
      facebook: undefined,
      x: undefined,
      oidc: undefined,
    });
    expect(names({})).toEqual([]);
  });

  it('offers each provider whose client is complete, in the login screen order', () => {
    expect(
      names({
        AUTH_X_CLIENT_ID: 'x-id',
        AUTH_X_CLIENT_SECRET: 'x-secret',
        AUTH_GOOGLE_CLIENT_ID: 'g-id',
        AUTH_GOOGLE_CLIENT_SECRET: 'g-secret',
        AUTH_OIDC_ISSUER: 'https://id.example.com/realms/main',
        AUTH_OIDC_CLIENT_ID: 'bitdata',
        AUTH_OIDC_NAME: 'Company ID',
        AUTH_FACEBOOK_CLIENT_ID: ' ',
      }),
    ).toEqual([
      ['google', 'Google'],
      ['x', 'X'],
      ['oidc', 'Company ID'],
    ]);
  });

  it('names the OpenID Connect button when no name is given', () => {
    expect(names({ AUTH_OIDC_ISSUER: 'https://id.example.com', AUTH_OIDC_CLIENT_ID: 'a' })).toEqual([
      ['oidc', 'OpenID Connect'],
    ]);
  });

  it('refuses half a client at boot', () => {
    expect(() => loadConfig({ AUTH_GOOGLE_CLIENT_ID: 'g-id' })).toThrow(
      'AUTH_GOOGLE_CLIENT_ID and AUTH_GOOGLE_CLIENT_SECRET go together',
    );
    expect(() => loadConfig({ AUTH_X_CLIENT_SECRET: 's' })).toThrow(
      'AUTH_X_CLIENT_ID and AUTH_X_CLIENT_SECRET',
    );
    expect(() => loadConfig({ AUTH_OIDC_CLIENT_ID: 'a' })).toThrow(
      'AUTH_OIDC_ISSUER and AUTH_OIDC_CLIENT_ID go together',
    );
    expect(() => loadConfig({ AUTH_OIDC_ISSUER: 'not a url', AUTH_OIDC_CLIENT_ID: 'a' })).toThrow(
      'AUTH_OIDC_ISSUER',
    );
  });
});
