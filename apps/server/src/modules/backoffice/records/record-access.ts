import { can, type DocumentField, PERMISSION_LEVEL } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import type { Viewer } from '../../auth';
import { groupMateIds } from '../access/groups.service';
import { isHidden } from '../documents/documents.model';

/**
 * Which records of a document a user may read, and which of their fields: the one decision behind
 * the records API, its exports, the activity log (a record's history is readable exactly where the
 * record is) and the event rules (a rule sends only what its author may read).
 */

export type Reader = Pick<Viewer, 'user' | 'grants' | 'hiddenFields' | 'groups'>;

const { view, viewAll } = PERMISSION_LEVEL;

/** View on the document, and the document not hidden to the reader. */
export const mayReadRecords = (reader: Pick<Reader, 'grants'>, code: string) =>
  !isHidden(reader, code) && can(reader.grants, code, view);

/** Every record of the document, whoever owns it (view all, as event rules need). */
export const mayReadAllRecords = (reader: Pick<Reader, 'grants'>, code: string) =>
  mayReadRecords(reader, code) && can(reader.grants, code, viewAll);

/** The fields of the document the reader may not see (field scope). */
export const hiddenFieldsOf = (reader: Pick<Reader, 'hiddenFields'>, code: string): readonly string[] =>
  reader.hiddenFields[code] ?? [];

/**
 * Row scope: null (every record) with view all, else the reader's and their group mates' ids.
 * `mates` reads the group mates (readScopes reads them once for several documents).
 */
export async function ownersOf(
  deps: Pick<AppDeps, 'db'>,
  reader: Reader,
  code: string,
  mates = () => groupMateIds(deps, reader.user.id),
): Promise<string[] | null> {
  if (can(reader.grants, code, viewAll)) return null;
  if (reader.groups.length === 0) return [reader.user.id];
  return mates();
}

export interface ReadScope {
  document: string;
  /** null: every record; else only records owned by these users (and ownerless ones). */
  owners: string[] | null;
  hidden: readonly string[];
}

/** What the reader may read of each document (those it may read nothing of left out), group mates read once. */
export async function readScopes(
  deps: Pick<AppDeps, 'db'>,
  reader: Reader,
  codes: readonly string[],
): Promise<ReadScope[]> {
  let read: Promise<string[]> | undefined;
  const mates = () => {
    read ??= groupMateIds(deps, reader.user.id);
    return read;
  };
  const scopes: ReadScope[] = [];
  for (const code of codes) {
    if (!mayReadRecords(reader, code)) continue;
    const owners = await ownersOf(deps, reader, code, mates);
    scopes.push({ document: code, owners, hidden: hiddenFieldsOf(reader, code) });
  }
  return scopes;
}

/**
 * The field codes of a document the reader sees: its present fields less those hidden to them. A
 * stored record may still hold values of fields since removed from the document; they are never shown.
 */
export const shownFields = (fields: readonly DocumentField[], hidden: readonly string[]): string[] =>
  fields.map((f) => f.code).filter((c) => !hidden.includes(c));

/** A record's values of the shown fields only. */
export const shownValues = (
  data: Record<string, unknown>,
  shown: readonly string[],
): Record<string, unknown> => Object.fromEntries(Object.entries(data).filter(([k]) => shown.includes(k)));
