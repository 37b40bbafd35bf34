#!/usr/bin/env node
/**
 * Initial JavaScript of a public route, gzipped, file by file (see initial-js.mjs for what counts).
 * Usage: `npm run build && node apps/web/scripts/measure-initial-js.mjs [route ...]` (default: `/`).
 * The limits CI enforces are check-bundle-budget.mjs's.
 */
import { initialJs, kb, ROUTE_CHUNKS } from './initial-js.mjs';

const routes = process.argv.slice(2);
for (const route of routes.length > 0 ? routes : ['/']) {
  if (!(route in ROUTE_CHUNKS)) {
    console.error(`unknown route ${route}; known: ${Object.keys(ROUTE_CHUNKS).join(', ')}`);
    process.exit(2);
  }
  const result = initialJs(route);
  const rows = result.rows
    .sort((a, b) => b.gzip - a.gzip)
    .map(({ file, reason, raw, gzip }) => ({ file, reason, kb: kb(raw), gzipKb: kb(gzip) }));
  console.table(rows);
  console.log(
    `Initial JS of ${route}: ${kb(result.gzip)} KB gzipped (${kb(result.raw)} KB raw) in ${rows.length} files`,
  );
}
