import { formKindOf } from '../constants/forms';
import type { DocumentField } from './documents';
import { type FormComponent, walkLayout } from './forms';
import { isWritableField } from './record-schema';

/**
 * What a form must hold before a document's create and edit screens may use it: members fill in the
 * record through it alone, so each field appears at most once (two components of one field show it
 * twice and write over each other) and every required field a member writes has a component that
 * edits it (a label only shows a value). Computed and server-kept fields need none. The server refuses
 * the assignment with these problems; the designer shows them before it is saved.
 */

export type FormScreenProblemKey = 'formFieldBoundTwice' | 'formRequiredFieldMissing';

export interface FormScreenProblem {
  /** The document field's code. */
  field: string;
  key: FormScreenProblemKey;
  /** The ids of the components bound to the field, in layout order (none for a missing field). */
  components: string[];
}

/** The problems in the document's field order; empty: the form may be the document's screen. */
export function formScreenProblems(
  fields: readonly DocumentField[],
  layout: readonly FormComponent[],
): FormScreenProblem[] {
  const bound = new Map<string, string[]>();
  const edited = new Set<string>();
  for (const { component } of walkLayout(layout)) {
    if (component.field === undefined) continue;
    bound.set(component.field, [...(bound.get(component.field) ?? []), component.id]);
    if (formKindOf(component.kind)?.group === 'input') edited.add(component.field);
  }
  const problems: FormScreenProblem[] = [];
  for (const field of fields) {
    const components = bound.get(field.code) ?? [];
    if (components.length > 1) problems.push({ field: field.code, key: 'formFieldBoundTwice', components });
    if (field.required && isWritableField(field) && !edited.has(field.code))
      problems.push({ field: field.code, key: 'formRequiredFieldMissing', components });
  }
  return problems;
}
