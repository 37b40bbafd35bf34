#!/usr/bin/env node
/**
 * Fails (exit 1) when a public route's initial JavaScript outgrows its budget (bundle-budget.json),
 * in gzipped size or in files. Reads only the last build's manifest and files, so the same build
 * always gets the same verdict. Usage: `npm run build && npm run check:bundle`.
 */
import { readFileSync } from 'node:fs';
import { initialJs, kb, readManifest } from './initial-js.mjs';

const budget = JSON.parse(readFileSync(new URL('./bundle-budget.json', import.meta.url), 'utf8'));
const manifest = readManifest();
let over = 0;
for (const [route, limit] of Object.entries(budget.routes)) {
  const { gzip, rows } = initialJs(route, manifest);
  const tooBig = gzip / 1024 > limit.gzipKb;
  const tooMany = rows.length > limit.files;
  if (tooBig || tooMany) over += 1;
  console.log(
    `${tooBig || tooMany ? 'OVER' : 'ok  '} ${route}: ${kb(gzip)} KB gzipped (limit ${limit.gzipKb}), ${rows.length} files (limit ${limit.files})`,
  );
}
if (over > 0) {
  console.error(
    `${over} route(s) over the bundle budget: see \`node apps/web/scripts/measure-initial-js.mjs <route>\``,
  );
  process.exit(1);
}
