import { isValidElement, type ReactNode } from 'react';

interface RouterState {
  state: { matches: readonly { route: { element?: ReactNode } }[] };
}

/**
 * Starts downloading the code-split layout and page of the address the app opens on, at once and
 * side by side: rendered, each would wait for the start-up's configuration and then for the one
 * around it, a round trip apiece before the first paint.
 */
export function preloadMatchedRoutes(router: RouterState): void {
  for (const { route } of router.state.matches) {
    const element = route.element;
    if (!isValidElement(element)) continue;
    const preload = (element.type as { preload?: unknown }).preload;
    if (typeof preload === 'function') void (preload as () => Promise<unknown>)().catch(() => undefined);
  }
}
