import type { DocumentField } from '@bitdata/contracts/backoffice/documents';
import type { FormComponent } from '@bitdata/contracts/backoffice/forms';
import { type FormComponentKindName, formKindOf } from '@bitdata/contracts/constants/forms';

/**
 * Pure edits of a form's layout tree for the designer: every change answers a new tree, so the
 * designer's state stays immutable and its undo-free edits are easy to test.
 */

let counter = 0;
/** A fresh component id: unique within the form (the kind plus a counter plus a random tail). */
export const newId = (kind: string) =>
  `${kind}-${(++counter).toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(0, 64);

/**
 * A new component of a kind, bound to no field: the operator chooses which field it edits (binding
 * each new one to the first field that fits put the same field on the screen again and again). A
 * chart starts counting by a text or yes/no field, which shows records and binds nothing.
 */
export function newComponent(kind: FormComponentKindName, fields: readonly DocumentField[]): FormComponent {
  const info = formKindOf(kind);
  const component: FormComponent = {
    id: newId(kind),
    kind,
    label: { en: '', vi: '' },
    width: { xs: 12, sm: 12, md: 6, lg: 6 },
    props: {},
  };
  if (info?.group === 'chart') {
    component.width = { xs: 12, sm: 12, md: 12, lg: 12 };
    const group = fields.find((f) => f.type === 'string' || f.type === 'boolean');
    if (group) component.props = { groupBy: group.code };
  }
  if (info?.group === 'data') component.width = { xs: 12, sm: 12, md: 12, lg: 12 };
  if (kind === 'buttons') component.props = { actions: ['save', 'cancel'] };
  if (kind === 'popup') component.children = [];
  return component;
}

/** Whether a field may be bound to a kind (its type is one the kind edits). */
export function fitsKind(kind: string, field: DocumentField): boolean {
  const info = formKindOf(kind);
  if (!info || info.binding === 'none') return false;
  return info.fieldTypes.length === 0 || info.fieldTypes.includes(field.type);
}

/** The tree with `update` applied to the component `id` (wherever it is nested). */
export function updateIn(
  layout: readonly FormComponent[],
  id: string,
  update: (c: FormComponent) => FormComponent,
): FormComponent[] {
  return layout.map((c) =>
    c.id === id ? update(c) : c.children ? { ...c, children: updateIn(c.children, id, update) } : c,
  );
}

export function removeIn(layout: readonly FormComponent[], id: string): FormComponent[] {
  return layout
    .filter((c) => c.id !== id)
    .map((c) => (c.children ? { ...c, children: removeIn(c.children, id) } : c));
}

/** Adds a component at the top level, or inside the container `parent` (a popup). */
export function addTo(
  layout: readonly FormComponent[],
  component: FormComponent,
  parent?: string,
  index?: number,
): FormComponent[] {
  if (!parent) {
    const at = index ?? layout.length;
    return [...layout.slice(0, at), component, ...layout.slice(at)];
  }
  return updateIn(layout, parent, (c) => ({ ...c, children: [...(c.children ?? []), component] }));
}

/** Moves a component one place up (-1) or down (+1) among its siblings. */
export function moveIn(layout: readonly FormComponent[], id: string, delta: -1 | 1): FormComponent[] {
  const at = layout.findIndex((c) => c.id === id);
  if (at >= 0) {
    const to = at + delta;
    if (to < 0 || to >= layout.length) return [...layout];
    const next = [...layout];
    const [moved] = next.splice(at, 1);
    next.splice(to, 0, moved as FormComponent);
    return next;
  }
  return layout.map((c) => (c.children ? { ...c, children: moveIn(c.children, id, delta) } : c));
}

/** Moves a top-level component to another's place (a drag in the canvas). */
export function reorder(layout: readonly FormComponent[], from: string, to: string): FormComponent[] {
  const a = layout.findIndex((c) => c.id === from);
  const b = layout.findIndex((c) => c.id === to);
  if (a < 0 || b < 0) return [...layout];
  const next = [...layout];
  const [moved] = next.splice(a, 1);
  next.splice(b, 0, moved as FormComponent);
  return next;
}

export function findIn(layout: readonly FormComponent[], id: string): FormComponent | undefined {
  for (const c of layout) {
    if (c.id === id) return c;
    const inner = c.children ? findIn(c.children, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
}
