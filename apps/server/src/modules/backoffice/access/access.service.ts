import { type DocumentGrant, type MessageKey, messageText, type PermissionLevel } from '@bitdata/contracts';
import { AppError } from '../../../platform/errors';
import type { StoredGrant } from './access.repository';

/** A 400 naming the field, in the shape the request validation answers (FieldIssue). */
export const fieldError = (path: string, key: MessageKey): AppError =>
  AppError.of('VALIDATION', 'badRequest', [{ path, key, message: messageText(key) }]);

/** A 409 naming the field: a code already taken. */
export const fieldConflict = (path: string, key: MessageKey): AppError =>
  AppError.of('CONFLICT', key, [{ path, key, message: messageText(key) }]);

/**
 * A grant list as stored: one entry per document (a document named twice is refused, since which
 * of the two would win is not clear), levels and hidden fields without repeats, in order.
 */
export function normalizeGrants(grants: readonly DocumentGrant[]): StoredGrant[] {
  const seen = new Set<string>();
  return grants.map((g, i) => {
    if (seen.has(g.document)) throw fieldError(`permissions.${i}.document`, 'codeTaken');
    seen.add(g.document);
    return {
      document: g.document,
      levels: [...new Set(g.levels)].sort((a, b) => a - b),
      hiddenFields: [...new Set(g.hiddenFields)].sort(),
    };
  });
}

/** Stored rows back into grant lists per owner (documents in code order). */
export function grantsFromRows(
  levelRows: ReadonlyArray<{ owner: string; resource: string; level: number }>,
  ruleRows: ReadonlyArray<{ owner: string; document: string; field: string }>,
): Map<string, DocumentGrant[]> {
  const byOwner = new Map<string, Map<string, DocumentGrant>>();
  const grantOf = (owner: string, document: string) => {
    const docs = byOwner.get(owner) ?? new Map<string, DocumentGrant>();
    byOwner.set(owner, docs);
    const grant = docs.get(document) ?? { document, levels: [], hiddenFields: [] };
    docs.set(document, grant);
    return grant;
  };
  for (const r of levelRows) grantOf(r.owner, r.resource).levels.push(r.level as PermissionLevel);
  for (const r of ruleRows) grantOf(r.owner, r.document).hiddenFields.push(r.field);
  const result = new Map<string, DocumentGrant[]>();
  for (const [owner, docs] of byOwner) {
    const list = [...docs.values()].sort((a, b) => a.document.localeCompare(b.document));
    for (const g of list) {
      g.levels.sort((a, b) => a - b);
      g.hiddenFields.sort();
    }
    result.set(owner, list);
  }
  return result;
}
