/**
 * Benchmark entry: `npm run bench` runs every bench/*.bench.ts, `npm run bench -- <name>` runs
 * bench/<name>.bench.ts. A bench file runs its measurements when its default export (an async function)
 * is called, and prints its own figures.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const name = process.argv[2];
const files = name
  ? [`${name}.bench.ts`]
  : readdirSync(dir)
      .filter((f) => f.endsWith('.bench.ts'))
      .sort();

for (const file of files) {
  const path = join(dir, file);
  if (!existsSync(path)) {
    const known = readdirSync(dir)
      .filter((f) => f.endsWith('.bench.ts'))
      .map((f) => f.replace('.bench.ts', ''));
    console.error(`no benchmark "${name}"; known: ${known.join(', ')}`);
    process.exit(1);
  }
  console.log(`\n=== bench ${file} ===`);
  const mod = (await import(pathToFileURL(path).href)) as { default?: () => unknown };
  if (typeof mod.default === 'function') await mod.default();
}
