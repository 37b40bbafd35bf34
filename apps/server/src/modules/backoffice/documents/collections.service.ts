import { type Collection, type CollectionWrite, MESSAGES } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import { AppError } from '../../../platform/errors';
import type { CollectionsTable } from '../backoffice.tables';
import * as repo from './documents.repository';

/** Collections: named groups of documents. The spec's 18 are built in; operators add more. */

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const toCollection = (r: CollectionsTable & { document_count: number }): Collection => ({
  code: r.code,
  name: { en: r.name_en, vi: r.name_vi },
  builtIn: r.built_in === 1,
  documentCount: r.document_count,
});

export async function listCollections(deps: Deps): Promise<Collection[]> {
  return (await repo.listCollections(deps.db)).map(toCollection);
}

export async function getCollection(deps: Deps, code: string): Promise<Collection> {
  const row = await repo.findCollection(deps.db, code);
  if (!row) throw AppError.of('NOT_FOUND', 'notFound');
  return toCollection({ ...row, document_count: await repo.countDocumentsIn(deps.db, code) });
}

export async function createCollection(deps: Deps, input: CollectionWrite): Promise<Collection> {
  const now = deps.clock.now();
  const ok = await repo.insertCollection(deps.db, {
    code: input.code,
    name_en: input.name.en,
    name_vi: input.name.vi,
    built_in: 0,
    created_at: now,
    updated_at: now,
  });
  if (!ok)
    throw AppError.of('CONFLICT', 'codeTaken', [
      { path: 'code', key: 'codeTaken', message: MESSAGES.codeTaken },
    ]);
  return getCollection(deps, input.code);
}

/** Names change; the code is the collection's identity (documents refer to it). */
export async function updateCollection(
  deps: Deps,
  code: string,
  input: CollectionWrite,
): Promise<Collection> {
  await getCollection(deps, code);
  if (input.code !== code)
    throw AppError.of('VALIDATION', 'badRequest', [
      { path: 'code', key: 'invalidCode', message: MESSAGES.invalidCode },
    ]);
  await repo.updateCollection(
    deps.db,
    code,
    { name_en: input.name.en, name_vi: input.name.vi },
    deps.clock.now(),
  );
  return getCollection(deps, code);
}

export async function deleteCollection(deps: Deps, code: string): Promise<void> {
  const collection = await getCollection(deps, code);
  if (collection.builtIn) throw AppError.of('FORBIDDEN', 'builtInReadOnly');
  if (collection.documentCount > 0) throw AppError.of('CONFLICT', 'inUse');
  await repo.deleteCollection(deps.db, code);
}
