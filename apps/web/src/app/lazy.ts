import { type ComponentType, lazy } from 'react';

/** React.lazy for named exports, so every page file keeps a normal named component. */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  type C = M[K] extends ComponentType<infer P> ? ComponentType<P> : never;
  return lazy(async () => ({ default: (await load())[name] as C }));
}
