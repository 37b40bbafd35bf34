import { describe, expect, it } from 'vitest';
import { type DocumentDraft, draftIssues, draftPath, newField, previewFields, toWrite } from './draft';

const draft = (fields: DocumentDraft['fields']): DocumentDraft => ({
  code: 'bank-account',
  name: { en: 'Bank account', vi: 'Tài khoản ngân hàng' },
  collection: 'business',
  fields,
});
const field = (more: Partial<DocumentDraft['fields'][number]>) => ({
  ...newField(),
  label: { en: 'Label', vi: 'Nhãn' },
  ...more,
});

describe('the designer draft', () => {
  it('becomes the API body: numbers, options, default and reference in their types', () => {
    const body = toWrite(
      draft([
        field({ code: 'balance', type: 'double', min: '0', default: '10', options: ['1', '2.5'] }),
        field({ code: 'currency', mode: 'own', document: 'currency', labelField: 'code' }),
      ]),
    );
    expect(body.fields[0]).toMatchObject({ validation: { min: 0, options: [1, 2.5] }, default: 10 });
    expect(body.fields[1]?.reference).toEqual({
      mode: 'own',
      document: 'currency',
      labelField: 'code',
      fills: [],
    });
  });

  it('says what the server would refuse, by the draft own paths', () => {
    const issues = draftIssues(
      draft([
        field({ code: 'Bad code!' }),
        field({ code: 'balance', type: 'double', min: '5', default: '1' }),
        field({ code: 'balance' }),
        field({ code: 'x', mode: 'api', path: 'not-ours', valueField: 'id', labelField: 'name' }),
      ]),
    );
    expect(issues['fields.0.code']).toBe('invalidCode');
    expect(issues['fields.1.default']).toBe('valueTooSmall');
    expect(issues['fields.2.code']).toBe('codeTaken');
    expect(issues['fields.3.path']).toBe('invalidPath');
    expect(draftIssues(draft([field({ code: 'bankName' })]))).toEqual({});
  });

  it('maps contract paths onto the draft and previews only fields valid on their own', () => {
    expect(draftPath(['fields', 2, 'validation', 'min'])).toBe('fields.2.min');
    expect(draftPath(['fields', 1, 'reference', 'name'])).toBe('fields.1.fn');
    expect(draftPath(['name', 'en'])).toBe('name.en');
    const shown = previewFields(draft([field({ code: 'ok' }), field({ code: '' }), field({ code: 'ok' })]));
    expect(shown.map((f) => f.code)).toEqual(['ok']);
  });
});
