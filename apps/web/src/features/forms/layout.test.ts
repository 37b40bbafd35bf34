import type { DocumentField } from '@bitdata/contracts/backoffice/documents';
import { describe, expect, it } from 'vitest';
import { addTo, findIn, fitsKind, moveIn, newComponent, removeIn, reorder, updateIn } from './layout';

const field = (code: string, type: DocumentField['type']): DocumentField => ({
  code,
  label: { en: code, vi: code },
  type,
  required: false,
  unique: false,
  validation: {},
  listed: true,
  sortable: false,
  searchable: false,
});
const FIELDS = [field('name', 'string'), field('opened', 'date'), field('file', 'object')];

describe('form layout edits', () => {
  it('starts a new component bound to no field, whatever fits it', () => {
    expect(newComponent('input', FIELDS).field).toBeUndefined();
    expect(newComponent('datePicker', FIELDS).field).toBeUndefined();
    expect(newComponent('attachment', FIELDS).field).toBeUndefined();
    expect(newComponent('pieChart', FIELDS)).toMatchObject({ props: { groupBy: 'name' } });
    expect(newComponent('label', FIELDS).field).toBeUndefined();
    expect(fitsKind('checkbox', field('x', 'string'))).toBe(false);
  });

  it('adds, nests, moves, reorders, updates and removes components', () => {
    const a = newComponent('input', FIELDS);
    const b = newComponent('popup', FIELDS);
    const c = newComponent('label', FIELDS);
    let layout = addTo(addTo([], a), b);
    layout = addTo(layout, c, b.id);
    expect(findIn(layout, c.id)).toEqual(c);
    layout = moveIn(layout, b.id, -1);
    expect(layout.map((x) => x.id)).toEqual([b.id, a.id]);
    layout = reorder(layout, b.id, a.id);
    expect(layout.map((x) => x.id)).toEqual([a.id, b.id]);
    layout = updateIn(layout, c.id, (x) => ({ ...x, label: { en: 'Hello', vi: 'Chào' } }));
    expect(findIn(layout, c.id)?.label.en).toBe('Hello');
    layout = removeIn(layout, c.id);
    expect(findIn(layout, c.id)).toBeUndefined();
    expect(layout).toHaveLength(2);
  });
});
