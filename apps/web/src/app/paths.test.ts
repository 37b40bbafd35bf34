import { SERVICE_PREFIX_META } from '@bitdata/contracts/constants/web';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The page as the server serves it: index.html with the SERVICE_PREFIX meta tag. */
function servedWithPrefix(prefix: string) {
  const meta = document.createElement('meta');
  meta.name = SERVICE_PREFIX_META;
  meta.content = prefix;
  document.head.append(meta);
}

describe('paths at run time', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll(`meta[name="${SERVICE_PREFIX_META}"]`)) meta.remove();
    vi.resetModules();
  });

  it("builds the dashboard, auth and API paths from the server's prefix", async () => {
    servedWithPrefix('trade');
    vi.resetModules();
    const { PATHS } = await import('./paths');
    const { SERVICE_PREFIX } = await import('../api/config');
    expect(SERVICE_PREFIX).toBe('trade');
    expect(PATHS.dashboard.root).toBe('/trade');
    expect(PATHS.dashboard.account).toBe('/trade/user/account');
    expect(PATHS.auth.login).toBe('/trade/auth/login');
    expect(PATHS.statistic).toBe('/trade/statistic');
  });

  it('uses core on a page no server wrote a prefix into', async () => {
    vi.resetModules();
    const { PATHS } = await import('./paths');
    expect(PATHS.dashboard.root).toBe('/core');
  });
});
