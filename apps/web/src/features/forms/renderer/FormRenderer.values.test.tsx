import type { BackofficeDocument, DocumentField } from '@bitdata/contracts/backoffice/documents';
import type { FormComponent } from '@bitdata/contracts/backoffice/forms';
import type { BackofficeRecord } from '@bitdata/contracts/backoffice/records';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installApi, renderWithApp } from '../../../test/render';
import { newComponent } from '../layout';
import { FormRenderer } from './FormRenderer';

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

const DOCUMENT: BackofficeDocument = {
  id: 'd1',
  code: 'note',
  name: { en: 'Note', vi: 'Ghi chú' },
  collection: 'business',
  builtIn: false,
  operations: { list: true, read: true, create: true, update: true, delete: true },
  fields: [field('body', 'string'), field('tags', 'array'), field('extra', 'object')],
  removedFields: [],
  formId: 'f1',
  createdAt: 0,
  updatedAt: 0,
};

const IMG = '<img src=x onerror=window.__xss=1>';
const RECORD: BackofficeRecord = {
  id: 'r1',
  document: 'note',
  data: { body: '<p>Hello <b>there</b></p>', tags: [IMG, 'plain'], extra: { h: IMG } },
  ownerId: null,
  createdAt: 0,
  updatedAt: 0,
};

const at = (kind: string, id: string, code: string): FormComponent => ({
  ...newComponent(kind, DOCUMENT.fields),
  id,
  field: code,
});

describe('FormRenderer with stored values', () => {
  beforeEach(() => installApi(() => ({ status: 404, body: {} })));

  it('shows markup in arrays and objects as text and a label bound to an object as its JSON', () => {
    const layout = [
      at('editor', 'body', 'body'),
      at('dragDrop', 'tags', 'tags'),
      at('label', 'extraLabel', 'extra'),
      at('label', 'tagsLabel', 'tags'),
    ];
    const { container } = renderWithApp(
      <FormRenderer document={DOCUMENT} layout={layout} formId="f1" record={RECORD} readOnly />,
    );
    // the editor holds the rich text as its own formatting
    expect(screen.getByTestId('form-editor')).toHaveTextContent('Hello there');
    expect(screen.getByTestId('form-editor').querySelector('strong, b')).toHaveTextContent('there');
    expect(screen.getByTestId('form-drag-drop')).toHaveTextContent(IMG);
    expect(screen.getByTestId('form-component-extraLabel')).toHaveTextContent(JSON.stringify({ h: IMG }));
    expect(screen.getByTestId('form-component-tagsLabel')).toHaveTextContent(JSON.stringify([IMG, 'plain']));
    expect(container.querySelector('img')).toBeNull();
  });
});
