import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { localFileStore } from './file-store';
import * as repo from './files.repository';

export interface CopiedFiles {
  /** Files copied, each checked against the checksum its row keeps. */
  count: number;
  bytes: number;
  /**
   * Keys the database copy names whose bytes were gone from the store: an unattached upload past its
   * day, removed by housekeeping between the database copy and this one (its row goes at the next
   * run on the restored server too).
   */
  missing: string[];
}

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Copies from the store at `fromDir` to a store at `toDir` the files whose rows `db` holds: `db` is
 * the backup's database copy, so the files copy answers it row for row. Bytes are written to the
 * store before their row commits and never change under a key, so every row of the copy has its
 * bytes in the store; uploads after the database copy are left out, as their rows are. A file whose
 * bytes no longer match their checksum is a damaged store: the backup fails rather than keep it.
 */
export async function copyStoredFiles(
  db: Kysely<Database>,
  fromDir: string,
  toDir: string,
): Promise<CopiedFiles> {
  const from = localFileStore(fromDir);
  const to = localFileStore(toDir);
  const copied: CopiedFiles = { count: 0, bytes: 0, missing: [] };
  for (const row of await repo.listStoredFiles(db)) {
    const stream = await from.get(row.store_key);
    if (!stream) {
      copied.missing.push(row.store_key);
      continue;
    }
    const bytes = await readAll(stream);
    const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
    if (sha256 !== row.sha256)
      throw new Error(`file ${row.store_key}: its bytes do not match their checksum`);
    await to.put(row.store_key, bytes);
    copied.count += 1;
    copied.bytes += bytes.byteLength;
  }
  return copied;
}
