import { RESOURCE } from '@bitdata/contracts';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../../platform/app-deps';
import type { Database } from '../../../platform/db/schema';
import { isAppError } from '../../../platform/errors';

/**
 * The images a body shows from the content's files (`src="/api/core/content/files/<id>"`), tied to
 * the item on every save as its cover is, so they outlive the unattached files' expiry.
 */
const FILE_SRC =
  /\bsrc="[^"]*\/content\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"/gi;

/** The ids of the content files the bodies show, each once. */
export const filesOfBodies = (bodies: readonly string[]): string[] => [
  ...new Set(
    bodies.flatMap((html) => [...html.matchAll(FILE_SRC)].map((m) => (m[1] as string).toLowerCase())),
  ),
];

export async function attachBodyFiles(
  deps: Pick<AppDeps, 'attachFile'>,
  db: Kysely<Database>,
  bodies: readonly string[],
  itemId: string,
): Promise<void> {
  for (const fileId of filesOfBodies(bodies)) {
    try {
      await deps.attachFile({ db }, fileId, RESOURCE.content, itemId);
    } catch (error) {
      // an image of a file that is gone (or of another document) shows nothing; the text is still saved
      if (!isAppError(error) || error.code !== 'NOT_FOUND') throw error;
    }
  }
}
