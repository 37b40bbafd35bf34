import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../platform/logger';

describe('provider sign-in addresses in the log', () => {
  it("hides the provider's code and our state at the callback", () => {
    expect(redactUrl('/api/core/auth/oauth/google/callback?state=s3cr3t&code=4%2F0Ab&scope=email')).toBe(
      '/api/core/auth/oauth/google/callback?state=[redacted]&code=[redacted]&scope=email',
    );
  });

  it("hides the one-time codes of the web app's pages and the account page's ticket", () => {
    expect(redactUrl('/auth/callback?code=abc&returnTo=%2Fdashboard')).toBe(
      '/auth/callback?code=[redacted]&returnTo=%2Fdashboard',
    );
    expect(redactUrl('/core/auth/login?error=oauthEmailTaken&provider=x&link=abc')).toBe(
      '/core/auth/login?error=oauthEmailTaken&provider=x&link=[redacted]',
    );
    expect(redactUrl('/core/auth/login?error=oauthEmailRequired&complete=abc')).toBe(
      '/core/auth/login?error=oauthEmailRequired&complete=[redacted]',
    );
    expect(redactUrl('/api/core/auth/oauth/x/start?returnTo=%2Faccount&ticket=abc')).toBe(
      '/api/core/auth/oauth/x/start?returnTo=%2Faccount&ticket=[redacted]',
    );
  });
});
