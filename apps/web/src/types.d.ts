/// <reference types="vite/client" />

declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';
  export const prefixer: StylisPlugin;
}

/** Version of apps/web/package.json, injected at build time. */
declare const __APP_VERSION__: string;
