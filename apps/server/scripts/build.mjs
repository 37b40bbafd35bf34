// Builds the server into apps/server/dist: one ES module bundle of main.ts (the sources of the
// workspace packages inside it, npm packages left to node_modules), the statistics' thread task
// beside it, and the plain-JavaScript thread entries copied next to them, where the bundle's
// `new URL('./…', import.meta.url)` finds them. `npm start` runs it: Node then loads one file
// instead of compiling some 1,600 TypeScript modules through tsx at every start.
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(root, '../..');
const outdir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'dist');

/** Every npm package the root and its workspaces name: loaded from node_modules at run time, never bundled. */
async function npmPackages() {
  const folders = ['.'];
  for (const parent of ['packages', 'apps'])
    for (const entry of await readdir(path.join(repo, parent), { withFileTypes: true }))
      if (entry.isDirectory()) folders.push(path.join(parent, entry.name));
  const names = new Set();
  for (const folder of folders) {
    const manifest = JSON.parse(await readFile(path.join(repo, folder, 'package.json'), 'utf8'));
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'])
      for (const name of Object.keys(manifest[field] ?? {}))
        if (!name.startsWith('@bitdata/')) names.add(name);
  }
  return [...names].flatMap((name) => [name, `${name}/*`]);
}

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
const started = performance.now();
await build({
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    'backtest.task': path.join(root, 'src/modules/statistics/backtest.task.ts'),
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: await npmPackages(),
  logLevel: 'warning',
});
for (const file of ['src/platform/jobs/thread-entry.mjs', 'src/platform/db/wal-checkpoint-thread.mjs'])
  await copyFile(path.join(root, file), path.join(outdir, path.basename(file)));
console.log(
  `server built into ${path.relative(repo, outdir)} in ${Math.round(performance.now() - started)} ms`,
);
