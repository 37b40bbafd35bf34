#!/usr/bin/env node
/**
 * Initial JavaScript of the landing page, gzipped. Follows the Vite manifest of the last build:
 * the entry that index.html loads and every chunk it imports statically, plus the chunks the
 * landing route needs before it can paint (the public layout, the landing page, the English texts)
 * with their static imports. Usage: `npm run build && node apps/web/scripts/measure-initial-js.mjs`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const LANDING_ROUTE = [
  'src/layouts/public/PublicLayout.tsx',
  'src/features/public/pages/LandingPage.tsx',
  'src/i18n/en.json',
];
const LIMIT_KB = 250;

const files = new Map();
const visit = (key, reason) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no ${key}: build first`);
  if (files.has(chunk.file)) return;
  files.set(chunk.file, reason);
  for (const dep of chunk.imports ?? []) visit(dep, reason);
};

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
visit(entry, 'index.html');
for (const key of LANDING_ROUTE) visit(key, 'landing route');

let raw = 0;
let gz = 0;
const rows = [...files].map(([file, reason]) => {
  const bytes = readFileSync(path.join(dist, file));
  const zipped = gzipSync(bytes).length;
  raw += bytes.length;
  gz += zipped;
  return { file, reason, kb: (bytes.length / 1024).toFixed(1), gzipKb: (zipped / 1024).toFixed(1) };
});
rows.sort((a, b) => Number(b.gzipKb) - Number(a.gzipKb));
console.table(rows);
console.log(
  `Initial JS of the landing page: ${(gz / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw) in ${files.size} files; limit ${LIMIT_KB} KB`,
);
if (gz / 1024 > LIMIT_KB) process.exitCode = 1;
