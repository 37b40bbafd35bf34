import type { DocumentField } from '@bitdata/contracts/backoffice/documents';
import type { FormComponent } from '@bitdata/contracts/backoffice/forms';
import type { FieldIssue } from '../../../api/errors';
import { localized } from '../../backoffice';
import { findIn } from '../layout';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An issue the server (or the designer's own check) gives about a form; some name a document field. */
export type FormIssue = FieldIssue & { field?: unknown };

/**
 * A refused form's issues as lines an operator can act on, in the reader's language: the field an
 * issue names by its label and code ("Symbol (symbol): This field is bound to more than one
 * component"), a component's by its label or kind, anything else by its path. `t` reads the forms
 * namespace; messages come from the app's.
 */
export function issueLines(
  issues: readonly FormIssue[],
  fields: readonly DocumentField[],
  layout: readonly FormComponent[],
  t: Translate,
  language: string,
): string[] {
  const fieldName = (code: string) => {
    const field = fields.find((f) => f.code === code);
    return `${(field && localized(field.label, language)) || code} (${code})`;
  };
  return issues.map((issue) => {
    const text = t(`messages.${issue.key}`, { ns: 'translation', defaultValue: issue.message });
    if (typeof issue.field === 'string') return `${fieldName(issue.field)}: ${text}`;
    const at = /^layout\.([^.]+)\./.exec(issue.path);
    const component = at?.[1] ? findIn(layout, at[1]) : undefined;
    if (!component) return `${issue.path}: ${text}`;
    const name = localized(component.label, language) || t(`kinds.${component.kind}`);
    return `${name}${component.field ? ` · ${fieldName(component.field)}` : ''}: ${text}`;
  });
}
