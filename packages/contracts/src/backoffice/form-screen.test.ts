import { describe, expect, it } from 'vitest';
import { type DocumentField, documentFieldSchema } from './documents';
import { formScreenProblems } from './form-screen';
import { type FormComponent, formComponentSchema } from './forms';

const fields: DocumentField[] = [
  { code: 'symbol', label: { en: 'Symbol', vi: 'Mã' }, type: 'string', required: true },
  {
    code: 'side',
    label: { en: 'Side', vi: 'Chiều' },
    type: 'string',
    required: true,
    reference: { mode: 'readonly' },
  },
].map((f) => documentFieldSchema.parse(f));
const component = (input: Record<string, unknown>): FormComponent => formComponentSchema.parse(input);

describe('a form as the screens of its document', () => {
  it('counts the components inside a popup, and needs no component for a field the server keeps', () => {
    const inPopup = component({
      id: 'details',
      kind: 'popup',
      children: [{ id: 'symbolAgain', kind: 'input', field: 'symbol' }],
    });
    const layout = [component({ id: 'symbol', kind: 'input', field: 'symbol' }), inPopup];
    expect(formScreenProblems(fields, layout)).toEqual([
      { field: 'symbol', key: 'formFieldBoundTwice', components: ['symbol', 'symbolAgain'] },
    ]);
    expect(formScreenProblems(fields, [inPopup])).toEqual([]);
    expect(formScreenProblems(fields, [])).toEqual([
      { field: 'symbol', key: 'formRequiredFieldMissing', components: [] },
    ]);
  });
});
