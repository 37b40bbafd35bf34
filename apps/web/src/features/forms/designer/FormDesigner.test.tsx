import type { BackofficeDocument, DocumentField } from '@bitdata/contracts/backoffice/documents';
import type { BackofficeForm } from '@bitdata/contracts/backoffice/forms';
import { MESSAGES } from '@bitdata/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installApi, renderWithApp } from '../../../test/render';
import { FormDesigner } from './FormDesigner';

const field = (code: string, en: string, extra: Partial<DocumentField> = {}): DocumentField => ({
  code,
  label: { en, vi: en },
  type: 'string',
  required: true,
  unique: false,
  validation: {},
  listed: true,
  sortable: false,
  searchable: false,
  ...extra,
});

const DOCUMENT: BackofficeDocument = {
  id: 'd1',
  code: 'signal-plan',
  name: { en: 'Signal plan', vi: 'Kế hoạch tín hiệu' },
  collection: 'business',
  builtIn: false,
  operations: { list: true, read: true, create: true, update: true, delete: true },
  fields: [field('symbol', 'Symbol'), field('side', 'Side'), field('note', 'Note', { required: false })],
  removedFields: [],
  formId: null,
  createdAt: 0,
  updatedAt: 0,
};

const input = (id: string, bound: string) => ({
  id,
  kind: 'input' as const,
  field: bound,
  label: { en: '', vi: '' },
  width: { xs: 12, sm: 12, md: 6, lg: 6 },
  props: {},
});

const FORM: BackofficeForm = {
  id: 'f1',
  name: 'Signal form',
  document: DOCUMENT.code,
  title: { en: 'New signal', vi: 'Tín hiệu mới' },
  layout: [input('first', 'symbol'), input('second', 'symbol')],
  assigned: false,
  createdAt: 0,
  updatedAt: 0,
};

/** The server's refusal of FORM as the document's screens, as the forms API answers it. */
const REFUSAL = {
  status: 400,
  body: {
    error: {
      code: 'VALIDATION',
      key: 'formScreenInvalid',
      message: MESSAGES.formScreenInvalid,
      details: [
        {
          path: 'layout',
          key: 'formFieldBoundTwice',
          message: MESSAGES.formFieldBoundTwice,
          field: 'symbol',
          components: ['first', 'second'],
        },
        {
          path: 'layout',
          key: 'formRequiredFieldMissing',
          message: MESSAGES.formRequiredFieldMissing,
          field: 'side',
          components: [],
        },
      ],
    },
  },
};

function serve() {
  return installApi((method, path) => {
    if (method === 'GET' && path === '/documents') return { status: 200, body: { data: [DOCUMENT] } };
    if (method === 'GET' && path === `/documents/${DOCUMENT.code}`)
      return { status: 200, body: { data: DOCUMENT } };
    if (method === 'PUT' && path === `/forms/${FORM.id}`) return REFUSAL;
    return { status: 404, body: {} };
  });
}

describe('FormDesigner', () => {
  it('starts a new form off the screens and its new components bound to no field', async () => {
    serve();
    renderWithApp(<FormDesigner />);
    expect(
      screen.getByRole('checkbox', { name: "Use on the document's create and edit screens" }),
    ).not.toBeChecked();
    await userEvent.click(await screen.findByRole('combobox', { name: /Document/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Signal plan (signal-plan)' }));
    for (let i = 0; i < 2; i++)
      await userEvent.click(await screen.findByRole('button', { name: 'Add Input' }));
    expect(within(screen.getByTestId('form-inspector')).getByTestId('inspector-field')).toHaveValue('');
    expect(screen.getByTestId('form-canvas')).not.toHaveTextContent('symbol');
    expect(await screen.findAllByText('Input needs a field: choose one in its settings.')).toHaveLength(2);
  }, 60_000);

  it('saves the layout and the screens together, and names the fields of a refusal; the member view shows them first', async () => {
    const api = serve();
    renderWithApp(<FormDesigner form={FORM} />);
    await userEvent.click(
      screen.getByRole('checkbox', { name: "Use on the document's create and edit screens" }),
    );
    await userEvent.click(screen.getByTestId('form-save'));
    const error = await screen.findByTestId('form-designer-error');
    expect(error).toHaveTextContent(MESSAGES.formScreenInvalid);
    expect(error).toHaveTextContent(`Symbol (symbol): ${MESSAGES.formFieldBoundTwice}`);
    expect(error).toHaveTextContent(`Side (side): ${MESSAGES.formRequiredFieldMissing}`);
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ assigned: true, layout: FORM.layout });
    // one request: the assignment is part of the save
    expect(api.calls.filter((c) => c.path.endsWith('/assign'))).toEqual([]);

    await userEvent.click(screen.getByTestId('form-member-preview'));
    const preview = await screen.findByTestId('member-preview');
    expect(within(preview).getByTestId('member-preview-heading')).toHaveTextContent('New signal');
    const problems = within(preview).getByTestId('member-preview-problems');
    expect(problems).toHaveTextContent(`Symbol (symbol): ${MESSAGES.formFieldBoundTwice}`);
    expect(problems).toHaveTextContent(`Side (side): ${MESSAGES.formRequiredFieldMissing}`);
    await waitFor(() => expect(within(preview).getAllByRole('textbox', { name: /Symbol/ })).toHaveLength(2));
  }, 60_000);
});
