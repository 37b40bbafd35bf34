import { describe, expect, it, vi } from 'vitest';
import { lazyNamed } from './lazy';
import { preloadMatchedRoutes } from './preload-routes';

function Layout() {
  return null;
}
function Page() {
  return null;
}
function Plain() {
  return null;
}

describe('preloading the routes an address opens on', () => {
  it('starts each matched layout and page download once, shared with its first render', async () => {
    const loadLayout = vi.fn(async () => ({ Layout }));
    const loadPage = vi.fn(async () => ({ Page }));
    const LazyLayout = lazyNamed(loadLayout, 'Layout');
    const LazyPage = lazyNamed(loadPage, 'Page');
    preloadMatchedRoutes({
      state: {
        matches: [
          { route: { element: <Plain /> } },
          { route: { element: <LazyLayout /> } },
          { route: {} },
          { route: { element: <LazyPage /> } },
        ],
      },
    });
    expect(loadLayout).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledTimes(1);
    await LazyPage.preload();
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download (a flaky network at start must not break the page for good)', async () => {
    const load = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ Page });
    const LazyPage = lazyNamed(load, 'Page');
    preloadMatchedRoutes({ state: { matches: [{ route: { element: <LazyPage /> } }] } });
    await expect(LazyPage.preload()).rejects.toThrow('offline');
    await expect(LazyPage.preload()).resolves.toHaveProperty('Page');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
