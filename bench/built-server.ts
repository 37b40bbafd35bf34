import { execFileSync } from 'node:child_process';
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, '../apps/server');

/** The server as `npm start` runs it (`node apps/server/dist/main.mjs`), once built. */
export const BUILT_SERVER = path.join(SERVER, 'dist/main.mjs');

/** Builds it as `npm run build` does (apps/server/scripts/build.mjs), so a bench runs what operators run. */
export function buildServer(): void {
  execFileSync(process.execPath, [path.join(SERVER, 'scripts/build.mjs')], { stdio: 'inherit' });
}
