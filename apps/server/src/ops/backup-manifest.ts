import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** The file a backup describes itself in, beside the copies. */
export const MANIFEST_FILE = 'manifest.json';

/** Where a backup keeps the stored files (the file store's own layout). */
export const FILES_FOLDER = 'files';

/**
 * What a backup holds, written last: a folder without it is an unfinished backup. The database
 * copy's checksum lets a restore refuse a damaged copy before the server ever opens it.
 */
export const backupManifest = z.object({
  format: z.literal(1),
  version: z.string(),
  createdAt: z.string(),
  engine: z.literal('sqlite'),
  database: z.object({
    file: z.string().regex(/^[\w.-]+$/),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  files: z.object({
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    missing: z.array(z.string()),
  }),
  /** The server's key files of DATA_DIR, copied so sessions, client keys and push subscriptions hold. */
  keys: z.array(z.string().regex(/^[\w.-]+$/)),
});

export type BackupManifest = z.infer<typeof backupManifest>;

export async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${dir} holds no ${MANIFEST_FILE}: not a backup, or an unfinished one`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = backupManifest.safeParse(json);
  if (!parsed.success) throw new Error(`${path.join(dir, MANIFEST_FILE)} is not a backup manifest`);
  return parsed.data;
}
