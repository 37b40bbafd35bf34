import { describe, expect, it } from 'vitest';
import { isInternalPath, oauthStartPath, oauthWebLoginPath } from './oauth';

describe('isInternalPath', () => {
  it.each(['/', '/dashboard', '/core/account?tab=security#methods', '/news/a%2Fb'])('accepts %s', (path) => {
    expect(isInternalPath(path)).toBe(true);
  });

  it.each([
    '',
    'dashboard',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/a\\b',
    'javascript:alert(1)',
    '/\tevil',
    '/a\nb',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (path) => {
    expect(isInternalPath(path)).toBe(false);
  });
});

describe('paths of the provider sign-in', () => {
  it('builds the start under the API prefix with the return path encoded', () => {
    expect(oauthStartPath('google')).toBe('/auth/oauth/google/start');
    expect(oauthStartPath('oidc', '/a?b=c')).toBe('/auth/oauth/oidc/start?returnTo=%2Fa%3Fb%3Dc');
  });

  it("names the web app's login page under its service prefix", () => {
    expect(oauthWebLoginPath('core')).toBe('/core/auth/login');
  });
});
