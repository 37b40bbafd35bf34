import type { DocumentWriteInput } from '@bitdata/contracts';
import type { FormWriteInput } from '@bitdata/contracts/backoffice/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
import { download, samples, upload } from '../../files/files.test-helpers';
import {
  type BackofficeApp,
  CURRENCY_DOCUMENT,
  call,
  create,
  createBackofficeApp,
  setGrants,
  view,
} from '../records/records.test-helpers';

const ACCOUNT: DocumentWriteInput = {
  code: 'bank-account',
  name: { en: 'Bank account', vi: 'Tài khoản ngân hàng' },
  collection: 'business',
  fields: [
    { code: 'bankName', label: { en: 'Bank name', vi: 'Tên ngân hàng' }, type: 'string', required: true },
    {
      code: 'currency',
      label: { en: 'Currency', vi: 'Tiền tệ' },
      type: 'string',
      reference: { mode: 'own', document: 'currency', labelField: 'code' },
    },
    { code: 'opened', label: { en: 'Opened', vi: 'Ngày mở' }, type: 'date' },
    { code: 'statement', label: { en: 'Statement', vi: 'Sao kê' }, type: 'object' },
    { code: 'notes', label: { en: 'Notes', vi: 'Ghi chú' }, type: 'string' },
  ],
};

const component = (id: string, kind: string, extra: Record<string, unknown> = {}) => ({
  id,
  kind,
  label: { en: id, vi: id },
  ...extra,
});

const FORM: FormWriteInput = {
  name: 'Bank account form',
  document: 'bank-account',
  title: { en: 'Bank account', vi: 'Tài khoản ngân hàng' },
  layout: [
    component('bank', 'input', { field: 'bankName' }),
    component('currency', 'select', { field: 'currency', props: { optionsSource: 'field' } }),
    component('opened', 'datePicker', {
      field: 'opened',
      visibleWhen: { field: 'bankName', hasValue: true },
    }),
    component('statement', 'attachment', { field: 'statement' }),
    component('notes', 'editor', { field: 'notes' }),
    component('byCurrency', 'pieChart', { props: { groupBy: 'currency' } }),
    component('details', 'popup', {
      children: [component('hint', 'label', { props: { text: { en: 'Hi', vi: 'Chào' } } })],
    }),
  ],
};

describe(`forms (${dialectUnderTest})`, () => {
  let t: BackofficeApp;
  let formId: string;
  const currencies: Record<string, string> = {};

  beforeAll(async () => {
    t = await createBackofficeApp();
    for (const doc of [CURRENCY_DOCUMENT, ACCOUNT]) {
      const made = await call(t, 'POST', '/documents', 'operator', doc);
      expect(made.statusCode, made.body).toBe(201);
    }
    for (const code of ['USD', 'EUR']) {
      const res = await call(t, 'POST', '/data/currency', 'operator', { data: { code } });
      expect(res.statusCode, res.body).toBe(201);
      currencies[code] = res.json().data.id;
    }
    // members fill bank accounts (their own, row scope); basic users have nothing on them
    await setGrants(t, 'member', 'bank-account', [view, create]);
    await setGrants(t, 'member', 'currency', [view]);
  }, 120_000);
  afterAll(() => t.close());

  it('refuses layouts that do not fit the document, naming the component and what is wrong', async () => {
    const bad = (layout: unknown[]) => call(t, 'POST', '/forms', 'operator', { ...FORM, layout });
    const cases: Array<[unknown[], string, string]> = [
      [[component('a', 'input', { field: 'nope' })], 'layout.a.field', 'unknownField'],
      [[component('a', 'datePicker', { field: 'bankName' })], 'layout.a.field', 'formKindMismatch'],
      [[component('a', 'checkbox')], 'layout.a.field', 'formFieldRequired'],
      [[component('a', 'pieChart')], 'layout.a.groupBy', 'formChartInvalid'],
      [[component('a', 'newsDetail')], 'layout.a.kind', 'formKindUnavailable'],
      // a countdown reads a date: a text field does not fit it
      [[component('a', 'timer', { field: 'bankName' })], 'layout.a.field', 'formKindMismatch'],
      [
        [component('a', 'barChart', { props: { document: 'nothing', groupBy: 'x' } })],
        'layout.a.document',
        'documentNotFound',
      ],
    ];
    for (const [layout, path, key] of cases) {
      const res = await bad(layout);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details).toEqual([expect.objectContaining({ path, key })]);
    }
    const unknownKind = await bad([component('a', 'spaceship')]);
    expect(unknownKind.statusCode).toBe(400);
    const duplicate = await bad([component('a', 'label'), component('a', 'label')]);
    expect(duplicate.statusCode).toBe(400);
    // a tree deeper than the limit is refused by the schema, not stored
    let deep = component('d0', 'popup') as Record<string, unknown>;
    for (let i = 1; i < 8; i++) deep = component(`d${i}`, 'popup', { children: [deep] });
    expect((await bad([deep])).statusCode).toBe(400);
    const wrongDocument = await call(t, 'POST', '/forms', 'operator', { ...FORM, document: 'missing' });
    expect(wrongDocument.statusCode).toBe(404);
    expect((await call(t, 'POST', '/forms', 'member', FORM)).statusCode).toBe(403);
  });

  it('stores a form, assigns it to its document and lets the document’s members read it', async () => {
    const made = await call(t, 'POST', '/forms', 'operator', FORM);
    expect(made.statusCode, made.body).toBe(201);
    formId = made.json().data.id;
    expect(made.json().data).toMatchObject({ document: 'bank-account', assigned: false });
    expect(made.json().data.layout[0]).toMatchObject({ width: { xs: 12, sm: 12, md: 6, lg: 6 } });

    const assigned = await call(t, 'POST', `/forms/${formId}/assign`, 'operator', { assigned: true });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const doc = await call(t, 'GET', '/documents/bank-account', 'operator');
    expect(doc.json().data.formId).toBe(formId);

    const list = await call(t, 'GET', '/forms', 'operator');
    expect(list.json().data).toEqual([expect.objectContaining({ id: formId, assigned: true })]);
    expect((await call(t, 'GET', '/forms', 'member')).statusCode).toBe(403);
    expect((await call(t, 'GET', `/forms/${formId}`, 'member')).statusCode).toBe(200);
    expect((await call(t, 'GET', `/forms/${formId}`, 'basic')).statusCode).toBe(403);
    expect((await call(t, 'GET', '/forms/nothing', 'operator')).statusCode).toBe(404);

    const renamed = await call(t, 'PUT', `/forms/${formId}`, 'operator', { ...FORM, name: 'Accounts' });
    expect(renamed.json().data).toMatchObject({ name: 'Accounts', assigned: true });
  });

  it('sanitises rich text when a record is written, and leaves plain text with a "<" as typed', async () => {
    const res = await call(t, 'POST', '/data/bank-account', 'member', {
      data: {
        bankName: 'a < b',
        notes: '<p>Hi<script>alert(1)</script> <a href="javascript:alert(2)" onclick="x()">x</a><b>b</b></p>',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.data.bankName).toBe('a < b');
    expect(res.json().data.data.notes).toBe('<p>Hi <a>x</a><b>b</b></p>');
  });

  it('counts the records a caller may see by the chart’s field, named by the referenced label', async () => {
    for (const [user, currency] of [
      ['member', 'USD'],
      ['member', 'USD'],
      ['operator', 'EUR'],
    ] as const) {
      const res = await call(t, 'POST', '/data/bank-account', user, {
        data: { bankName: 'Bank', currency: currencies[currency] },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const all = await call(t, 'GET', `/forms/${formId}/charts/byCurrency`, 'operator');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toMatchObject({ groupBy: 'currency', total: 4 });
    expect(all.json().data.groups).toEqual([
      { value: currencies.USD, label: 'USD', count: 2 },
      { value: currencies.EUR, label: 'EUR', count: 1 },
      { value: null, label: null, count: 1 },
    ]);
    // the member's row scope: their own three records only
    const own = await call(t, 'GET', `/forms/${formId}/charts/byCurrency`, 'member');
    expect(own.json().data.total).toBe(3);
    expect((await call(t, 'GET', `/forms/${formId}/charts/byCurrency`, 'basic')).statusCode).toBe(403);
    expect((await call(t, 'GET', `/forms/${formId}/charts/bank`, 'operator')).statusCode).toBe(400);
    expect((await call(t, 'GET', `/forms/${formId}/charts/none`, 'operator')).statusCode).toBe(404);
  });

  it('attaches an upload to the record created with it: then viewers of the record may download it', async () => {
    const { pdf } = await samples();
    const up = await upload(t, t.tokens.member as string, [
      { field: 'document', value: 'bank-account' },
      { file: 'file', name: 'statement.pdf', bytes: pdf },
    ]);
    expect(up.statusCode, up.body).toBe(201);
    const file = up.json().data;
    const made = await call(t, 'POST', '/data/bank-account', 'member', {
      data: { bankName: 'With file', statement: file },
    });
    expect(made.statusCode, made.body).toBe(201);
    const recordId = made.json().data.id;
    const body = { document: 'bank-account', name: file.name, path: file.path, mimeType: file.mimeType };
    // not tied to the record yet: only its uploader may fetch it
    expect((await download(t, t.tokens.operator as string, body)).statusCode).toBe(403);

    const attach = { document: 'bank-account', recordId, fileId: file.id };
    expect((await call(t, 'POST', '/forms/attach', 'operator', attach)).statusCode).toBe(404);
    const other = await call(t, 'POST', '/data/bank-account', 'member', { data: { bankName: 'No file' } });
    const wrongRecord = { ...attach, recordId: other.json().data.id };
    expect((await call(t, 'POST', '/forms/attach', 'member', wrongRecord)).statusCode).toBe(404);
    const ok = await call(t, 'POST', '/forms/attach', 'member', attach);
    expect(ok.statusCode, ok.body).toBe(200);

    const fetched = await download(t, t.tokens.operator as string, body);
    expect(fetched.statusCode).toBe(201);
    expect(fetched.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await download(t, t.tokens.basic as string, body)).statusCode).toBe(403);
  });

  it('deleting a form gives its document the generated form back', async () => {
    expect((await call(t, 'DELETE', `/forms/${formId}`, 'member')).statusCode).toBe(403);
    const res = await call(t, 'DELETE', `/forms/${formId}`, 'operator');
    expect(res.statusCode, res.body).toBe(200);
    const doc = await call(t, 'GET', '/documents/bank-account', 'operator');
    expect(doc.json().data.formId).toBeNull();
    expect((await call(t, 'GET', `/forms/${formId}`, 'operator')).statusCode).toBe(404);
  });
});
