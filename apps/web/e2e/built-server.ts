/**
 * The server as `npm start` runs it: the bundle `npm run build` writes (apps/server/scripts/build.mjs),
 * started by Node itself, from the repository's root.
 */
export const BUILT_SERVER = 'apps/server/dist/main.mjs';
