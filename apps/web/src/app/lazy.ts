import { type ComponentType, lazy } from 'react';

/** A code-split component that can start downloading its chunk before it renders. */
export type Preloadable<C> = C & { preload: () => Promise<unknown> };

/**
 * React.lazy for named exports, so every page file keeps a normal named component. `preload` starts
 * the same download the first render would (once; again after a failure), so the start-up can fetch
 * the layout and page of the address it opens on while the app's own code still runs.
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  type C = M[K] extends ComponentType<infer P> ? ComponentType<P> : never;
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const component = lazy(async () => ({ default: (await preload())[name] as C }));
  return Object.assign(component, { preload }) as Preloadable<typeof component>;
}
