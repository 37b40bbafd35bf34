import type { FieldErrors, Resolver } from 'react-hook-form';
import { type DocumentDraft, draftIssues } from './draft';

/** Puts `message` at a dotted path of react-hook-form's nested errors object. */
function place(errors: Record<string, unknown>, path: string, message: string) {
  const parts = path.split('.');
  let node = errors;
  parts.forEach((part, i) => {
    if (i === parts.length - 1) node[part] = { type: 'validate', message };
    else {
      node[part] ??= /^\d+$/.test(parts[i + 1] ?? '') ? [] : {};
      node = node[part] as Record<string, unknown>;
    }
  });
}

/** The designer's resolver: the draft is checked as the API body it becomes (draftIssues). */
export const draftResolver: Resolver<DocumentDraft> = async (values) => {
  const issues = draftIssues(values);
  const paths = Object.keys(issues);
  if (paths.length === 0) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const path of paths) place(errors, path || 'root', issues[path] as string);
  return { values: {}, errors: errors as FieldErrors<DocumentDraft> };
};
