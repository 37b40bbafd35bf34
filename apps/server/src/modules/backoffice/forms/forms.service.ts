import crypto from 'node:crypto';
import {
  can,
  type DocumentField,
  EXPORT_PAGE_SIZE,
  type FieldIssue,
  type MessageKey,
  messageText,
  PERMISSION_LEVEL,
  RESOURCE,
} from '@bitdata/contracts';
import {
  type BackofficeForm,
  type ChartData,
  type FormAttach,
  type FormComponent,
  type FormWrite,
  walkLayout,
} from '@bitdata/contracts/backoffice/forms';
import { FORM_CHART_KINDS, FORM_LIMITS, formKindOf } from '@bitdata/contracts/constants/forms';
import type { AppDeps } from '../../../platform/app-deps';
import { AppError } from '../../../platform/errors';
import type { AuthContext } from '../../auth';
import type { FormsTable } from '../backoffice.tables';
import { fieldsOf } from '../documents/documents.model';
import * as documents from '../documents/documents.repository';
import { getRecord, listRecords } from '../records/records.service';
import * as repo from './forms.repository';
import { screenIssues, screenRefused } from './forms.screen';

/**
 * Forms: layouts of component kinds for a document's records. Operators with the `form`
 * resource design them; whoever may view or create the document's records reads the form its screens
 * use. A layout is checked against the document: every bound field exists and fits its kind.
 */

type Deps = Pick<AppDeps, 'db' | 'clock'>;
const { view, create, edit } = PERMISSION_LEVEL;
const notFound = () => AppError.of('NOT_FOUND', 'formNotFound');

function toForm(row: FormsTable, assigned: boolean): BackofficeForm {
  return {
    id: row.id,
    name: row.name,
    document: row.document_code,
    title: { en: row.title_en, vi: row.title_vi },
    layout: JSON.parse(row.layout) as FormComponent[],
    assigned,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

const issue = (path: string, key: MessageKey): FieldIssue => ({ path, key, message: messageText(key) });

/**
 * What a layout gets wrong against the document's fields (and the documents its data components
 * read): unknown fields, a kind that does not fit its field's type, unavailable kinds, a chart without
 * a field to count by. Paths are `layout.<componentId>.<what>`.
 */
export async function layoutIssues(
  deps: Deps,
  documentCode: string,
  fields: readonly DocumentField[],
  layout: readonly FormComponent[],
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const byCode = new Map(fields.map((f) => [f.code, f]));
  const otherFields = new Map<string, Map<string, DocumentField> | null>();
  const fieldsOfDocument = async (code: string) => {
    if (code === documentCode) return byCode;
    if (!otherFields.has(code)) {
      const row = await documents.findDocument(deps.db, code);
      otherFields.set(code, row ? new Map(fieldsOf(row.fields).map((f) => [f.code, f])) : null);
    }
    return otherFields.get(code) ?? null;
  };
  for (const { component: c } of walkLayout(layout)) {
    const at = `layout.${c.id}`;
    const kind = formKindOf(c.kind);
    if (!kind?.available) {
      issues.push(issue(`${at}.kind`, 'formKindUnavailable'));
      continue;
    }
    if (c.field !== undefined) {
      const field = byCode.get(c.field);
      if (!field) issues.push(issue(`${at}.field`, 'unknownField'));
      else if (
        kind.binding === 'none' ||
        (kind.fieldTypes.length > 0 && !kind.fieldTypes.includes(field.type))
      )
        issues.push(issue(`${at}.field`, 'formKindMismatch'));
    } else if (kind.binding === 'required') issues.push(issue(`${at}.field`, 'formFieldRequired'));
    if (c.visibleWhen && !byCode.has(c.visibleWhen.field))
      issues.push(issue(`${at}.visibleWhen`, 'unknownField'));
    if (kind.group === 'data' || kind.group === 'chart') {
      const source = c.props.document ?? documentCode;
      const sourceFields = await fieldsOfDocument(source);
      if (!sourceFields) {
        issues.push(issue(`${at}.document`, 'documentNotFound'));
        continue;
      }
      for (const column of c.props.columns ?? [])
        if (!sourceFields.has(column)) issues.push(issue(`${at}.columns`, 'unknownField'));
      if ((FORM_CHART_KINDS as readonly string[]).includes(c.kind)) {
        if (!c.props.groupBy) issues.push(issue(`${at}.groupBy`, 'formChartInvalid'));
        else if (!sourceFields.has(c.props.groupBy)) issues.push(issue(`${at}.groupBy`, 'unknownField'));
      }
    }
  }
  return issues;
}

/**
 * The row to store, once the layout fits the document and, when the write leaves the form on the
 * document's screens (`assigned`, or as it was when left out), fits them too. Nothing is stored
 * otherwise: the designer's one save either takes effect whole or not at all.
 */
async function checkedRow(deps: Deps, input: FormWrite, id: string | null) {
  const doc = await documents.findDocument(deps.db, input.document);
  if (!doc) throw AppError.of('NOT_FOUND', 'documentNotFound');
  const fields = fieldsOf(doc.fields);
  const assigned = input.assigned ?? (id !== null && doc.form_id === id);
  const issues = await layoutIssues(deps, doc.code, fields, input.layout);
  const onScreens = assigned ? screenIssues(fields, input.layout, 'layout') : [];
  if (issues.length) throw AppError.of('VALIDATION', 'badRequest', [...issues, ...onScreens]);
  if (onScreens.length) throw screenRefused(onScreens);
  const values = {
    name: input.name,
    document_code: doc.code,
    title_en: input.title.en,
    title_vi: input.title.vi,
    layout: JSON.stringify(input.layout),
  };
  return { values, assigned, usedBefore: id !== null && doc.form_id === id };
}

export async function listForms(deps: Deps, document?: string): Promise<BackofficeForm[]> {
  const rows = await repo.listForms(deps.db, document);
  const using = await repo.documentsUsing(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toForm(r, using.get(r.id) === r.document_code));
}

/**
 * One form: designers (view on `form`) read any; a member reads the form of a document whose records
 * they may view or create, since its screens are drawn from it.
 */
export async function getForm(deps: Deps, auth: AuthContext, id: string): Promise<BackofficeForm> {
  const row = await repo.findForm(deps.db, id);
  if (!row) throw notFound();
  const mayRead =
    can(auth.grants, RESOURCE.form, view) ||
    can(auth.grants, row.document_code, view) ||
    can(auth.grants, row.document_code, create);
  if (!mayRead) throw AppError.of('FORBIDDEN', 'forbidden');
  const using = await repo.documentsUsing(deps.db, [id]);
  return toForm(row, using.get(id) === row.document_code);
}

export async function createForm(deps: Deps, input: FormWrite): Promise<BackofficeForm> {
  const { values, assigned } = await checkedRow(deps, input, null);
  const now = deps.clock.now();
  const row: FormsTable = { id: crypto.randomUUID(), ...values, created_at: now, updated_at: now };
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertForm(trx, row);
    if (assigned) await repo.setDocumentForm(trx, row.document_code, row.id, now);
  });
  return toForm(row, assigned);
}

export async function updateForm(deps: Deps, id: string, input: FormWrite): Promise<BackofficeForm> {
  const { values, assigned, usedBefore } = await checkedRow(deps, input, id);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.updateForm(trx, id, { ...values, updated_at: now }))) throw notFound();
    // a form moved to another document is no longer the old one's
    await repo.releaseForm(trx, id, values.document_code, now);
    if (assigned && !usedBefore) await repo.setDocumentForm(trx, values.document_code, id, now);
    else if (!assigned && usedBefore) await repo.setDocumentForm(trx, values.document_code, null, now);
  });
  const row = await repo.findForm(deps.db, id);
  if (!row) throw notFound();
  const using = await repo.documentsUsing(deps.db, [id]);
  return toForm(row, using.get(id) === row.document_code);
}

export async function deleteForm(deps: Deps, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await repo.releaseForm(trx, id, null, deps.clock.now());
    if (!(await repo.deleteForm(trx, id))) throw notFound();
  });
}

/** The form's document uses it on its create and edit screens (or, unassigned, the generated form again). */
export async function assignForm(deps: Deps, id: string, assigned: boolean): Promise<BackofficeForm> {
  const row = await repo.findForm(deps.db, id);
  if (!row) throw notFound();
  const doc = await documents.findDocument(deps.db, row.document_code);
  if (!doc) throw AppError.of('NOT_FOUND', 'documentNotFound');
  if (assigned) {
    const issues = screenIssues(fieldsOf(doc.fields), toForm(row, false).layout, 'layout');
    if (issues.length) throw screenRefused(issues);
  }
  const now = deps.clock.now();
  if (assigned) await repo.setDocumentForm(deps.db, doc.code, id, now);
  else if (doc.form_id === id) await repo.setDocumentForm(deps.db, doc.code, null, now);
  return toForm(row, assigned);
}

const chartValue = (value: unknown): string | number | boolean | null =>
  value === undefined || value === null
    ? null
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : JSON.stringify(value);

/**
 * A chart's data: the records of its document the caller may see (the record list's permission and
 * row scope, read through the list itself), counted by the chart's field. The largest groups come
 * first; past FORM_LIMITS.chartGroups the smallest are left out, and `total` still counts them.
 */
export async function chartData(
  deps: AppDeps,
  auth: AuthContext,
  formId: string,
  componentId: string,
): Promise<ChartData> {
  const form = await getForm(deps, auth, formId);
  const component = walkLayout(form.layout).find((c) => c.component.id === componentId)?.component;
  if (!component) throw AppError.of('NOT_FOUND', 'formNotFound');
  if (!(FORM_CHART_KINDS as readonly string[]).includes(component.kind) || !component.props.groupBy)
    throw AppError.of('BAD_REQUEST', 'formNotChart');
  const document = component.props.document ?? form.document;
  const groupBy = component.props.groupBy;
  const counts = new Map<string, { value: string | number | boolean | null; count: number }>();
  let total = 0;
  // pages of the largest size the list answers, at most 10 (100,000 records): a chart, not a report
  for (let page = 1; page <= 10; page++) {
    const result = await listRecords(deps, auth, document, {
      page,
      pageSize: EXPORT_PAGE_SIZE,
      fields: groupBy,
    });
    for (const record of result.data) {
      const value = chartValue(record.data[groupBy]);
      const key = JSON.stringify(value);
      const group = counts.get(key) ?? { value, count: 0 };
      group.count += 1;
      counts.set(key, group);
      total += 1;
    }
    if (page * EXPORT_PAGE_SIZE >= result.total) break;
  }
  const top = [...counts.values()]
    .sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value)))
    .slice(0, FORM_LIMITS.chartGroups);
  // a reference to another document's records stores ids: the chart names them by their label field
  const docRow = await documents.findDocument(deps.db, document);
  const reference = docRow ? fieldsOf(docRow.fields).find((f) => f.code === groupBy)?.reference : undefined;
  const groups = await Promise.all(
    top.map(async (g) => {
      if (reference?.mode !== 'own' || typeof g.value !== 'string') return { ...g, label: null };
      const target = await getRecord(deps, auth, reference.document, g.value).catch(() => null);
      const label = target?.data[reference.labelField];
      return { ...g, label: typeof label === 'string' || typeof label === 'number' ? String(label) : null };
    }),
  );
  return { document, groupBy, groups, total };
}

/**
 * Ties a file uploaded while a record did not exist yet to the record its form just created: only the
 * uploader may, only a file of that document no record holds yet, only to a record the caller sees
 * that names the file in its data. Then whoever may view the record may download the file.
 */
export async function attachUpload(deps: AppDeps, auth: AuthContext, input: FormAttach): Promise<void> {
  const file = await repo.findUpload(deps.db, input.fileId);
  const fileGone = () => AppError.of('NOT_FOUND', 'fileNotFound');
  if (!file || file.document_code !== input.document || file.uploader_id !== auth.user.id) throw fileGone();
  if (file.record_id !== null && file.record_id !== input.recordId) throw fileGone();
  if (!can(auth.grants, input.document, create) && !can(auth.grants, input.document, edit))
    throw AppError.of('FORBIDDEN', 'forbidden');
  const record = await getRecord(deps, auth, input.document, input.recordId);
  if (!JSON.stringify(record.data).includes(file.store_key)) throw fileGone();
  await deps.attachFile(deps, file.id, input.document, input.recordId);
}
