import { type DocumentField, type FieldIssue, MESSAGES, type MessageKey } from '@bitdata/contracts';
import { fieldPatternProblem } from '@bitdata/contracts/backoffice/field-pattern';
import { coerce } from '../records/record-validation';

/**
 * Checks of a document's field list beyond its schema: codes once each, patterns that compile on the
 * linear-time engine records are checked with (field-pattern.ts: no backreferences or lookaround),
 * defaults and options of the field's type, functions reading fields that exist. References to other
 * documents need the database and are checked by the service.
 */

const issue = (path: string, key: MessageKey): FieldIssue => ({ path, key, message: MESSAGES[key] });

export function definitionIssues(fields: readonly DocumentField[]): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const codes = new Set<string>();
  fields.forEach((f, i) => {
    const at = `fields.${i}`;
    if (codes.has(f.code)) issues.push(issue(`${at}.code`, 'codeTaken'));
    codes.add(f.code);
    const v = f.validation ?? {};
    const patternProblem = v.pattern === undefined ? null : fieldPatternProblem(v.pattern);
    if (patternProblem) issues.push(issue(`${at}.validation.pattern`, patternProblem));
    if (v.min !== undefined && v.max !== undefined && v.min > v.max)
      issues.push(issue(`${at}.validation.max`, 'valueTooSmall'));
    if (v.minLength !== undefined && v.maxLength !== undefined && v.minLength > v.maxLength)
      issues.push(issue(`${at}.validation.maxLength`, 'valueTooShort'));
    (v.options ?? []).forEach((o, j) => {
      if (!coerce(f.type, o).ok) issues.push(issue(`${at}.validation.options.${j}`, 'wrongType'));
    });
    if (f.default !== undefined && f.default !== null && !coerce(f.type, f.default).ok)
      issues.push(issue(`${at}.default`, 'wrongType'));
    if ((f.unique || f.searchable || f.sortable) && (f.type === 'object' || f.type === 'array'))
      issues.push(issue(`${at}.type`, 'wrongType'));
  });
  fields.forEach((f, i) => {
    const ref = f.reference;
    if (ref?.mode === 'function') {
      ref.args.forEach((a, j) => {
        if (!codes.has(a) || a === f.code)
          issues.push(issue(`fields.${i}.reference.args.${j}`, 'unknownField'));
      });
    }
    if (ref && (ref.mode === 'own' || ref.mode === 'api')) {
      ref.fills.forEach((fill, j) => {
        if (!codes.has(fill.to)) issues.push(issue(`fields.${i}.reference.fills.${j}.to`, 'unknownField'));
      });
    }
  });
  return issues;
}

/**
 * The field list after an edit: fields left out of the new list move to removedFields (values kept),
 * fields put back leave it.
 */
export function nextRemovedFields(
  previous: readonly DocumentField[],
  removed: readonly DocumentField[],
  next: readonly DocumentField[],
): DocumentField[] {
  const nextCodes = new Set(next.map((f) => f.code));
  const out = removed.filter((f) => !nextCodes.has(f.code));
  for (const f of previous) if (!nextCodes.has(f.code) && !out.some((r) => r.code === f.code)) out.push(f);
  return out;
}

/** Fields whose stored values must be checked: their type differs from what the records were written as. */
export function typeChanges(
  previous: readonly DocumentField[],
  removed: readonly DocumentField[],
  next: readonly DocumentField[],
): Array<{ index: number; field: DocumentField }> {
  const before = new Map([...removed, ...previous].map((f) => [f.code, f.type]));
  return next.flatMap((field, index) => {
    const type = before.get(field.code);
    return type !== undefined && type !== field.type ? [{ index, field }] : [];
  });
}
