import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDir } from './precompress';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bitdata-precompress-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

/** Text of `bytes` characters that repeats like code does. */
const text = (bytes: number) => 'export const answer = 42;\n'.repeat(Math.ceil(bytes / 26)).slice(0, bytes);

const files: Record<string, string | Buffer> = {
  'assets/index-abc.js': text(20_000),
  'assets/index-abc.css': text(4_000),
  'assets/icons/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1v1z"/>'.repeat(100)}</svg>`,
  'sw.js': text(PRECOMPRESS_MIN_BYTES),
  'assets/tiny-abc.js': text(PRECOMPRESS_MIN_BYTES - 1),
  'assets/photo-abc.png': Buffer.alloc(8_000, 7),
  'index.html': `<!doctype html>${text(5_000)}`,
  '.vite/manifest.json': JSON.stringify({ rows: text(5_000) }),
};
let compressed: string[] = [];
beforeAll(async () => {
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), body);
  }
  compressed = await precompressDir(dist);
});
const at = (name: string) => path.join(dist, name);

describe('precompressing the built web app', () => {
  it('writes brotli and gzip copies of every text file worth compressing, keeping the original', () => {
    const worth = ['assets/index-abc.js', 'assets/index-abc.css', 'assets/icons/logo.svg', 'sw.js'];
    expect(compressed.map((f) => f.split(path.sep).join('/')).sort()).toEqual([...worth].sort());
    for (const name of worth) {
      const original = fs.readFileSync(at(name));
      expect(original.equals(Buffer.from(files[name]!)), name).toBe(true);
      const br = fs.readFileSync(at(`${name}.br`));
      const gz = fs.readFileSync(at(`${name}.gz`));
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(gz).equals(original), name).toBe(true);
      expect(br.length, name).toBeLessThan(original.length);
      expect(gz.length, name).toBeLessThan(original.length);
    }
  });

  it('leaves small files, binary files, index.html and the hidden manifest alone', () => {
    for (const name of ['assets/tiny-abc.js', 'assets/photo-abc.png', 'index.html', '.vite/manifest.json']) {
      expect(fs.existsSync(at(name)), name).toBe(true);
      expect(fs.existsSync(at(`${name}.br`)), name).toBe(false);
      expect(fs.existsSync(at(`${name}.gz`)), name).toBe(false);
    }
  });
});
