import type { BackofficeDocument, DocumentField } from '@bitdata/contracts/backoffice/documents';
import type { FormComponent } from '@bitdata/contracts/backoffice/forms';
import { FORM_COMPONENT_KINDS } from '@bitdata/contracts/constants/forms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installApi, renderWithApp } from '../../../test/render';
import { fitsKind, newComponent } from '../layout';
import { FormRenderer } from './FormRenderer';

const field = (
  code: string,
  type: DocumentField['type'],
  extra: Partial<DocumentField> = {},
): DocumentField => ({
  code,
  label: { en: code, vi: code },
  type,
  required: false,
  unique: false,
  validation: {},
  listed: true,
  sortable: false,
  searchable: false,
  ...extra,
});

const DOCUMENT: BackofficeDocument = {
  id: 'd1',
  code: 'bank-account',
  name: { en: 'Bank account', vi: 'Tài khoản' },
  collection: 'business',
  builtIn: false,
  operations: { list: true, read: true, create: true, update: true, delete: true },
  fields: [
    field('bankName', 'string', { required: true }),
    field('kind', 'string', { validation: { options: ['checking', 'savings'] } }),
    field('opened', 'date'),
    field('active', 'boolean'),
    field('statement', 'object'),
    field('tags', 'array'),
    field('site', 'string'),
  ],
  removedFields: [],
  formId: 'f1',
  createdAt: 0,
  updatedAt: 0,
};

/** One component of every kind the app has, each that needs a field bound to the first it fits. */
const LAYOUT: FormComponent[] = FORM_COMPONENT_KINDS.filter((k) => k.available).map((k) => {
  const fit = k.binding === 'required' ? DOCUMENT.fields.find((f) => fitsKind(k.kind, f)) : undefined;
  return { ...newComponent(k.kind, DOCUMENT.fields), id: k.kind, ...(fit ? { field: fit.code } : {}) };
});

describe('FormRenderer', () => {
  beforeEach(() => {
    installApi((_method, path) => {
      if (path.startsWith('/forms/f1/charts/'))
        return {
          status: 200,
          body: {
            data: {
              document: 'bank-account',
              groupBy: 'bankName',
              groups: [{ value: 'ACB', label: null, count: 2 }],
              total: 2,
            },
          },
        };
      if (path.startsWith('/data/bank-account'))
        return { status: 200, body: { data: [], total: 0, page: 1, pageSize: 10 } };
      if (path === '/file/settings') return { status: 200, body: { data: { maxBytes: 1000, maxItems: 1 } } };
      return { status: 404, body: {} };
    });
  });

  it('draws every available kind, validates with the record schema and shows a component once its condition holds', async () => {
    const layout: FormComponent[] = [
      ...LAYOUT,
      { ...newComponent('input', DOCUMENT.fields), id: 'site', field: 'site' },
      {
        ...newComponent('label', DOCUMENT.fields),
        id: 'shy',
        label: { en: 'Shown with a site', vi: 'x' },
        visibleWhen: { field: 'site', hasValue: true },
      },
    ];
    renderWithApp(<FormRenderer document={DOCUMENT} layout={layout} formId="f1" preview />);
    for (const id of [
      'input',
      'select',
      'radio',
      'checkbox',
      'datePicker',
      'editor',
      'attachment',
      'dragDrop',
    ])
      expect(screen.getByTestId(`form-component-${id}`)).toBeInTheDocument();
    expect(screen.getByTestId('form-editor')).toBeInTheDocument();
    expect(screen.getByTestId('attachment')).toBeInTheDocument();
    expect(screen.getByTestId('form-transfer-list')).toBeInTheDocument();
    expect(screen.getByTestId('form-drag-drop')).toBeInTheDocument();
    expect(await screen.findByTestId('form-chart-legend', {}, { timeout: 5000 })).toHaveTextContent('ACB: 2');
    expect(screen.queryByText('Shown with a site')).not.toBeInTheDocument();

    // the required bank name is refused as the server refuses it
    await userEvent.click(screen.getAllByTestId('form-save-button')[0] as HTMLElement);
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('textbox', { name: 'site' }));
    await userEvent.paste('https://example.com');
    expect(await screen.findByText('Shown with a site')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('textbox', { name: /bankName/ })[0] as HTMLElement);
    await userEvent.paste('ACB');
    await userEvent.click(screen.getAllByTestId('form-save-button')[0] as HTMLElement);
    await waitFor(() => expect(screen.getByText('These values would be accepted.')).toBeInTheDocument());
  }, 120_000);

  it("draws the site's own widgets: the market picker and a countdown to a bound date", async () => {
    const layout: FormComponent[] = [
      { ...newComponent('marketPicker', DOCUMENT.fields), id: 'picker' },
      { ...newComponent('timer', DOCUMENT.fields), id: 'timer', field: 'opened' },
      { ...newComponent('input', DOCUMENT.fields), id: 'name', field: 'bankName' },
    ];
    renderWithApp(<FormRenderer document={DOCUMENT} layout={layout} formId="f1" preview />);
    expect(await screen.findByRole('combobox', { name: 'Market type' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Interval' })).toBeInTheDocument();
    // no date yet: the countdown says so instead of counting to nothing
    expect(screen.getByTestId('form-component-timer')).toHaveTextContent('—');
  }, 60_000);
});
