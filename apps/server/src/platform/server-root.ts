import fs from 'node:fs';
import path from 'node:path';

const PACKAGE_NAME = '@bitdata/server';

/**
 * The server package's folder (apps/server), found from where this code runs: its sources under
 * src/ or the built bundle in dist/ (scripts/build.mjs), whose own location says nothing of where a
 * module sat in the sources. The folders the server reads beside its code (the bundled history, the
 * web build) are named from here.
 */
export function serverRootFrom(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === PACKAGE_NAME)
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`no ${PACKAGE_NAME} package above ${start}`);
  }
}

export const SERVER_ROOT = serverRootFrom(import.meta.dirname);
