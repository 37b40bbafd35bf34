import type { DocumentWriteInput } from '@bitdata/contracts';
import type { FormWriteInput } from '@bitdata/contracts/backoffice/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
import { type BackofficeApp, call, createBackofficeApp } from '../records/records.test-helpers';

/**
 * A form becomes a document's create and edit screen only when members can fill in a record with it:
 * each field bound once, every required field they write bound by a component that edits it. The
 * server refuses it, whichever request would put it there, and stores nothing of a refused write.
 */

type FieldInput = DocumentWriteInput['fields'][number];
const field = (code: string, en: string, type: FieldInput['type'], extra: Partial<FieldInput> = {}) => ({
  code,
  label: { en, vi: en },
  type,
  ...extra,
});

const SIGNAL: DocumentWriteInput = {
  code: 'signal-plan',
  name: { en: 'Signal plan', vi: 'Kế hoạch tín hiệu' },
  collection: 'business',
  fields: [
    field('symbol', 'Symbol', 'string', { required: true }),
    field('entryPrice', 'Entry price', 'double', { required: true }),
    field('side', 'Side', 'string', { required: true, validation: { options: ['long', 'short'] } }),
    field('note', 'Note', 'string'),
    // computed by the server: no component needed
    field('summary', 'Summary', 'string', {
      required: true,
      reference: { mode: 'function', name: 'concat', args: ['symbol', 'side'] },
    }),
  ],
};
const OTHER: DocumentWriteInput = { ...SIGNAL, code: 'other-plan' };

const c = (id: string, kind: string, bound?: string) => ({
  id,
  kind,
  label: { en: '', vi: '' },
  ...(bound ? { field: bound } : {}),
});
const TRIPLE_SYMBOL = [c('s1', 'input', 'symbol'), c('s2', 'input', 'symbol'), c('s3', 'input', 'symbol')];
const FITTING = [
  c('symbol', 'input', 'symbol'),
  c('entry', 'input', 'entryPrice'),
  c('side', 'radio', 'side'),
  c('note', 'editor', 'note'),
];
const form = (layout: unknown[], extra: Record<string, unknown> = {}): FormWriteInput =>
  ({
    name: 'Signal form',
    document: SIGNAL.code,
    title: { en: '', vi: '' },
    layout,
    ...extra,
  }) as FormWriteInput;

const boundTwice = (name: string, components: string[]) =>
  expect.objectContaining({ key: 'formFieldBoundTwice', field: name, components });
const missing = (name: string, components: string[] = []) =>
  expect.objectContaining({ key: 'formRequiredFieldMissing', field: name, components });

describe(`a form as a document's screen (${dialectUnderTest})`, () => {
  let t: BackofficeApp;
  const screenForm = async () =>
    (await call(t, 'GET', `/documents/${SIGNAL.code}`, 'operator')).json().data.formId;
  const storedLayout = async (id: string) =>
    (await call(t, 'GET', `/forms/${id}`, 'operator')).json().data.layout;

  beforeAll(async () => {
    t = await createBackofficeApp();
    for (const doc of [SIGNAL, OTHER]) {
      const made = await call(t, 'POST', '/documents', 'operator', doc);
      expect(made.statusCode, made.body).toBe(201);
    }
  }, 120_000);
  afterAll(() => t.close());

  it('refuses a new form for the screens that binds a field twice or leaves required ones out, naming them', async () => {
    const res = await call(t, 'POST', '/forms', 'operator', form(TRIPLE_SYMBOL, { assigned: true }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', key: 'formScreenInvalid' });
    expect(res.json().error.details).toEqual([
      {
        path: 'layout',
        key: 'formFieldBoundTwice',
        message: 'This field is bound to more than one component',
        field: 'symbol',
        components: ['s1', 's2', 's3'],
      },
      missing('entryPrice'),
      missing('side'),
    ]);
    // nothing was stored: no form, and the document keeps its generated screen
    expect((await call(t, 'GET', `/forms?document=${SIGNAL.code}`, 'operator')).json().data).toEqual([]);
    expect(await screenForm()).toBeNull();
  });

  it('counts a component that only shows a required field as leaving it out, and a label of a bound field as a second binding', async () => {
    const layout = [
      ...FITTING.filter((x) => x.id !== 'side'),
      c('sideShown', 'label', 'side'),
      c('noteShown', 'label', 'note'),
    ];
    const res = await call(t, 'POST', '/forms', 'operator', form(layout, { assigned: true }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details).toEqual([
      missing('side', ['sideShown']),
      boundTwice('note', ['note', 'noteShown']),
    ]);
  });

  it('keeps such a form as a draft, and refuses to assign it until it is fixed', async () => {
    const draft = await call(t, 'POST', '/forms', 'operator', form(TRIPLE_SYMBOL));
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().data.assigned).toBe(false);
    const id = draft.json().data.id as string;

    const assign = await call(t, 'POST', `/forms/${id}/assign`, 'operator', { assigned: true });
    expect(assign.statusCode, assign.body).toBe(400);
    expect(assign.json().error.key).toBe('formScreenInvalid');
    expect(assign.json().error.details).toEqual([
      boundTwice('symbol', ['s1', 's2', 's3']),
      missing('entryPrice'),
      missing('side'),
    ]);
    expect(await screenForm()).toBeNull();

    // fixed and assigned in one save
    const fixed = await call(t, 'PUT', `/forms/${id}`, 'operator', form(FITTING, { assigned: true }));
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data.assigned).toBe(true);
    expect(await screenForm()).toBe(id);

    // the form on the screens: a save that would break them is refused and leaves the stored layout
    const broken = await call(
      t,
      'PUT',
      `/forms/${id}`,
      'operator',
      form([...FITTING, c('again', 'input', 'symbol')]),
    );
    expect(broken.statusCode, broken.body).toBe(400);
    expect(broken.json().error.details).toEqual([boundTwice('symbol', ['symbol', 'again'])]);
    expect((await storedLayout(id)).map((x: { id: string }) => x.id)).toEqual(FITTING.map((x) => x.id));
    expect(await screenForm()).toBe(id);

    // taken off the screens in the same save, it may be a draft again
    const unassigned = await call(
      t,
      'PUT',
      `/forms/${id}`,
      'operator',
      form([...FITTING, c('again', 'input', 'symbol')], { assigned: false }),
    );
    expect(unassigned.statusCode, unassigned.body).toBe(200);
    expect(unassigned.json().data.assigned).toBe(false);
    expect(await screenForm()).toBeNull();
    // cleared for the next test
    expect((await call(t, 'DELETE', `/forms/${id}`, 'operator')).statusCode).toBe(200);
  });

  it('holds a document write to the same rule: the form it names and the form it keeps must fit its fields', async () => {
    const bad = await call(t, 'POST', '/forms', 'operator', form(TRIPLE_SYMBOL));
    const good = await call(t, 'POST', '/forms', 'operator', form(FITTING));
    const foreign = await call(t, 'POST', '/forms', 'operator', form(FITTING, { document: OTHER.code }));
    const [badId, goodId, foreignId] = [bad, good, foreign].map((r) => r.json().data.id as string);

    const put = (body: Partial<DocumentWriteInput>) =>
      call(t, 'PUT', `/documents/${SIGNAL.code}`, 'operator', { ...SIGNAL, ...body });
    const refused = await put({ formId: badId });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.key).toBe('formScreenInvalid');
    expect(refused.json().error.details).toEqual([
      expect.objectContaining({ path: 'formId', field: 'symbol', key: 'formFieldBoundTwice' }),
      missing('entryPrice'),
      missing('side'),
    ]);
    const elsewhere = await put({ formId: foreignId });
    expect(elsewhere.statusCode, elsewhere.body).toBe(400);
    expect(elsewhere.json().error.details).toEqual([
      expect.objectContaining({ path: 'formId', key: 'formNotFound' }),
    ]);
    const created = await call(t, 'POST', '/documents', 'operator', {
      ...SIGNAL,
      code: 'third-plan',
      formId: goodId,
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(await screenForm()).toBeNull();

    expect((await put({ formId: goodId })).statusCode).toBe(200);
    expect(await screenForm()).toBe(goodId);
    // a new required field the kept form leaves out: named, and the document stays as it was
    const stop = field('stopLoss', 'Stop loss', 'double', { required: true });
    const grown = await put({ fields: [...SIGNAL.fields, stop] });
    expect(grown.statusCode, grown.body).toBe(400);
    expect(grown.json().error.details).toEqual([missing('stopLoss')]);
    const doc = (await call(t, 'GET', `/documents/${SIGNAL.code}`, 'operator')).json().data;
    expect(doc.fields.map((f: { code: string }) => f.code)).not.toContain('stopLoss');
    // with the screens given back to the generated form, the field may be added
    const released = await put({ fields: [...SIGNAL.fields, stop], formId: null });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().data.formId).toBeNull();
  });
});
