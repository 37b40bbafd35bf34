import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FILE_KEY_PATTERN } from '@bitdata/contracts';
import type { AppConfig } from '../../config';

/**
 * Where attachment bytes live, by key. Keys are random ids (FILE_KEY_PATTERN) chosen by the server,
 * never names a client sent. The local disk implementation is the default; an S3-compatible store
 * implements the same four calls (PutObject, GetObject, DeleteObject, HeadObject).
 */
export interface FileStore {
  /** Stores the bytes under `key`, replacing nothing: keys are fresh. */
  put(key: string, content: Uint8Array): Promise<void>;
  /** The bytes of `key` as a stream, or null when the store has no such key. */
  get(key: string): Promise<Readable | null>;
  /** Removes `key`; removing a missing key is not an error (housekeeping may race a delete). */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/**
 * Files under `dir`, spread over 256 sub-folders by the key's first two characters so no folder
 * grows past what file systems list quickly. A key that is not a store key resolves to nothing:
 * whatever a caller passes, no path outside `dir` is ever opened.
 */
export function localFileStore(dir: string): FileStore {
  const root = path.resolve(dir);
  const pathOf = (key: string): string | null =>
    FILE_KEY_PATTERN.test(key) ? path.join(root, key.slice(0, 2), key) : null;

  return {
    async put(key, content) {
      const target = pathOf(key);
      if (!target) throw new Error('not a file store key');
      await fs.mkdir(path.dirname(target), { recursive: true });
      // written beside, then renamed: a reader never sees half a file, a crash leaves only a .part
      const partial = `${target}.part`;
      await fs.writeFile(partial, content, { flag: 'wx' });
      await fs.rename(partial, target);
    },
    async get(key) {
      const target = pathOf(key);
      if (!target || !(await exists(target))) return null;
      return createReadStream(target);
    },
    async delete(key) {
      const target = pathOf(key);
      if (target) await fs.rm(target, { force: true });
    },
    async exists(key) {
      const target = pathOf(key);
      return target ? exists(target) : false;
    },
  };
}

const exists = (file: string) =>
  fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

// One store per configuration: one per process, and one per app in tests (each with its DATA_DIR).
const stores = new WeakMap<AppConfig, FileStore>();

/** The store the configuration names (the local disk until another implementation is configured). */
export function fileStoreOf(config: AppConfig): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = localFileStore(config.files.dir);
    stores.set(config, store);
  }
  return store;
}
