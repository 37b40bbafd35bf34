/**
 * What a route downloads before it can paint, read from the Vite manifest of the last build: the
 * entry that index.html loads with every chunk it imports statically, plus the route's layout, page
 * and English texts with their static imports. Same build, same answer: no browser, no timing.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DIST = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

const PUBLIC_FRAME = ['src/layouts/public/PublicLayout.tsx', 'src/i18n/en.json'];

/** The public routes a first visit lands on, each with the lazy chunks it needs for its first paint. */
export const ROUTE_CHUNKS = {
  '/': [...PUBLIC_FRAME, 'src/features/public/pages/LandingPage.tsx'],
  '/crypto': [...PUBLIC_FRAME, 'src/features/market/pages/CryptoPage.tsx'],
  '/pricing': [...PUBLIC_FRAME, 'src/features/payments/pages/PricingPage.tsx'],
  '/documentation': [...PUBLIC_FRAME, 'src/features/content/site/pages/DocumentationPage.tsx'],
};

/**
 * Vite's manifest, with the build's map of which chunk holds each source module (build/first-screen-chunks.ts):
 * a layout or page grouped into a first screen's chunk has no manifest entry of its own.
 */
export function readManifest(dist = DIST) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const modulesFile = path.join(dist, '.vite/module-chunks.json');
  const modules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : {};
  Object.defineProperty(manifest, MODULES, { value: modules, enumerable: false });
  return manifest;
}

const MODULES = Symbol('module chunks');

/** The manifest key of the chunk that holds a source module. */
function chunkKeyOf(manifest, key) {
  if (manifest[key]) return key;
  const file = manifest[MODULES]?.[key];
  return file ? Object.keys(manifest).find((k) => manifest[k].file === file) : undefined;
}

/** The files a route loads at start, each with why, its raw and its gzipped size in bytes. */
export function initialJs(route, manifest = readManifest(), dist = DIST) {
  const keys = ROUTE_CHUNKS[route];
  if (!keys) throw new Error(`no chunks declared for route ${route}`);
  const files = new Map();
  const visit = (key, reason) => {
    const chunk = manifest[chunkKeyOf(manifest, key)];
    if (!chunk) throw new Error(`manifest has no ${key}: build first`);
    if (files.has(chunk.file)) return;
    files.set(chunk.file, reason);
    for (const dep of chunk.imports ?? []) visit(dep, reason);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  visit(entry, 'index.html');
  for (const key of keys) visit(key, `${route} route`);
  const rows = [...files].map(([file, reason]) => {
    const bytes = readFileSync(path.join(dist, file));
    // level 9 is fixed so the figure does not depend on zlib's default
    return { file, reason, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return {
    route,
    rows,
    raw: rows.reduce((s, r) => s + r.raw, 0),
    gzip: rows.reduce((s, r) => s + r.gzip, 0),
  };
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
