import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Text the server sends as stored. HTML is left out: the server writes run-time settings and page heads
 * into index.html on every request, so a stored compressed copy would never be the right answer.
 */
const TEXT_FILE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below about one network packet, compressing saves no round trip and costs the client a decode. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** One file's copies, compressed on the thread pool so a build's files go through all cores at once. */
async function compressFile(full: string): Promise<boolean> {
  const raw = await fs.promises.readFile(full);
  if (raw.length < PRECOMPRESS_MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.promises.writeFile(`${full}.br`, br), fs.promises.writeFile(`${full}.gz`, gz)]);
  return true;
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, best level) next to every text file of
 * the build, keeping the original for clients that accept neither. Dot folders (Vite's manifest) are
 * not served and are skipped. Returns the files compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEXT_FILE.test(file) && !file.split(path.sep).some((part) => part.startsWith('.')))
    .filter((file) => fs.statSync(path.join(dir, file)).isFile());
  const done = await Promise.all(files.map((file) => compressFile(path.join(dir, file))));
  return files.filter((_, i) => done[i]);
}

/** Compresses the finished build once, so the server sends stored bytes instead of compressing per request. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bitdata-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      await precompressDir(outDir);
    },
  };
}
