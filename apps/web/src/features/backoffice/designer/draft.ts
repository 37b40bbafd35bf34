import {
  type BackofficeDocument,
  type DocumentField,
  type DocumentFieldInput,
  type DocumentWriteInput,
  documentFieldSchema,
  documentWriteSchema,
} from '@bitdata/contracts/backoffice/documents';
import { checkFieldValue } from '@bitdata/contracts/backoffice/record-schema';
import type { FieldFunction, FieldType, ReferenceMode } from '@bitdata/contracts/constants';

/**
 * The document designer edits a draft: every input is its text, so a half-typed number or an empty
 * option stays on screen; `toWrite` turns it into the API's body and `draftIssues` says, by the
 * draft's own paths, what the contracts' schema (and each default's own field rules) refuse.
 */
export interface Fill {
  from: string;
  to: string;
}
export interface FieldDraft {
  code: string;
  label: { en: string; vi: string };
  type: FieldType;
  required: boolean;
  unique: boolean;
  listed: boolean;
  sortable: boolean;
  searchable: boolean;
  default: string;
  min: string;
  max: string;
  minLength: string;
  maxLength: string;
  pattern: string;
  options: string[];
  mode: ReferenceMode | '';
  path: string;
  valueField: string;
  labelField: string;
  document: string;
  fn: FieldFunction | '';
  args: string[];
  fills: Fill[];
}
export interface DocumentDraft {
  code: string;
  name: { en: string; vi: string };
  collection: string;
  fields: FieldDraft[];
}

const NUMERIC: readonly FieldType[] = ['number', 'double', 'float'];
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function newField(): FieldDraft {
  return {
    code: '',
    label: { en: '', vi: '' },
    type: 'string',
    required: false,
    unique: false,
    listed: true,
    sortable: false,
    searchable: false,
    default: '',
    min: '',
    max: '',
    minLength: '',
    maxLength: '',
    pattern: '',
    options: [],
    mode: '',
    path: '',
    valueField: '',
    labelField: '',
    document: '',
    fn: '',
    args: [],
    fills: [],
  };
}

function defaultText(field: DocumentField): string {
  if (field.default === undefined || field.default === null) return '';
  return typeof field.default === 'object' ? JSON.stringify(field.default) : String(field.default);
}

export function toFieldDraft(field: DocumentField): FieldDraft {
  const v = field.validation ?? {};
  const r = field.reference;
  return {
    ...newField(),
    code: field.code,
    label: { ...field.label },
    type: field.type,
    required: field.required,
    unique: field.unique,
    listed: field.listed,
    sortable: field.sortable,
    searchable: field.searchable,
    default: defaultText(field),
    min: text(v.min),
    max: text(v.max),
    minLength: text(v.minLength),
    maxLength: text(v.maxLength),
    pattern: v.pattern ?? '',
    options: (v.options ?? []).map(String),
    mode: r?.mode ?? '',
    path: r?.mode === 'api' ? r.path : '',
    valueField: r?.mode === 'api' ? r.valueField : '',
    labelField: r?.mode === 'api' || r?.mode === 'own' ? r.labelField : '',
    document: r?.mode === 'own' ? r.document : '',
    fn: r?.mode === 'function' ? r.name : '',
    args: r?.mode === 'function' ? [...r.args] : [],
    fills: r?.mode === 'api' || r?.mode === 'own' ? r.fills.map((f) => ({ ...f })) : [],
  };
}

export const toDraft = (document?: BackofficeDocument): DocumentDraft =>
  document
    ? {
        code: document.code,
        name: { ...document.name },
        collection: document.collection,
        fields: document.fields.map(toFieldDraft),
      }
    : { code: '', name: { en: '', vi: '' }, collection: 'masterdata', fields: [] };

/** A number typed in a text input; an unparsable text goes through as is, for the schema to refuse. */
const num = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** A default in the field's type: numbers, booleans and JSON parsed; an unparsable text stays text. */
function typedDefault(type: FieldType, value: string): unknown {
  if (value === '') return undefined;
  if (NUMERIC.includes(type)) return Number.isNaN(Number(value)) ? value : Number(value);
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  if (type === 'object' || type === 'array') {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

function referenceOf(d: FieldDraft): DocumentFieldInput['reference'] {
  switch (d.mode) {
    case 'api':
      return {
        mode: 'api',
        path: d.path,
        valueField: d.valueField,
        labelField: d.labelField,
        fills: d.fills,
      };
    case 'own':
      return { mode: 'own', document: d.document, labelField: d.labelField, fills: d.fills };
    case 'function':
      return { mode: 'function', name: d.fn as FieldFunction, args: d.args };
    case 'readonly':
      return { mode: 'readonly' };
    default:
      return undefined;
  }
}

export function toFieldInput(d: FieldDraft): DocumentFieldInput {
  const options = d.options.map((o) =>
    NUMERIC.includes(d.type) && !Number.isNaN(Number(o)) ? Number(o) : o,
  );
  const validation = Object.fromEntries(
    Object.entries({
      min: num(d.min),
      max: num(d.max),
      minLength: num(d.minLength),
      maxLength: num(d.maxLength),
      pattern: d.pattern === '' ? undefined : d.pattern,
      options: options.length > 0 ? options : undefined,
    }).filter(([, value]) => value !== undefined),
  );
  const field: DocumentFieldInput = {
    code: d.code.trim(),
    label: d.label,
    type: d.type,
    required: d.required,
    unique: d.unique,
    listed: d.listed,
    sortable: d.sortable,
    searchable: d.searchable,
    validation,
  };
  const value = typedDefault(d.type, d.default);
  if (value !== undefined) field.default = value;
  const reference = referenceOf(d);
  if (reference) field.reference = reference;
  return field;
}

export const toWrite = (draft: DocumentDraft): DocumentWriteInput => ({
  code: draft.code.trim(),
  name: draft.name,
  collection: draft.collection,
  fields: draft.fields.map(toFieldInput),
});

/** The contracts' path of an issue (fields.2.validation.min) as the draft's (fields.2.min). */
export function draftPath(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'fields' && parts.length > 2) {
    const [, index, group, key] = parts;
    if (group === 'validation' && key) return `fields.${index}.${key}`;
    if (group === 'reference') {
      if (key === 'name') return `fields.${index}.fn`;
      if (key === 'fills' || key === undefined || key === 'mode') return `fields.${index}.mode`;
      return `fields.${index}.${key}`;
    }
  }
  return parts.join('.');
}

/** The fields of a draft the preview can show now: each one that is already valid on its own. */
export function previewFields(draft: DocumentDraft): DocumentField[] {
  const seen = new Set<string>();
  const fields: DocumentField[] = [];
  for (const d of draft.fields) {
    const parsed = documentFieldSchema.safeParse(toFieldInput(d));
    if (parsed.success && !seen.has(parsed.data.code)) {
      seen.add(parsed.data.code);
      fields.push(parsed.data);
    }
  }
  return fields;
}

/** Draft path -> MESSAGES key of what the server would refuse; empty when the draft can be saved. */
export function draftIssues(draft: DocumentDraft): Record<string, string> {
  const issues: Record<string, string> = {};
  const body = toWrite(draft);
  const parsed = documentWriteSchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) issues[draftPath(issue.path)] ??= issue.message;
  const codes = new Map<string, number>();
  body.fields.forEach((field, index) => {
    if (codes.has(field.code)) issues[`fields.${index}.code`] ??= 'codeTaken';
    codes.set(field.code, index);
    const ok = documentFieldSchema.safeParse(field);
    if (ok.success && field.default !== undefined) {
      const checked = checkFieldValue({ ...ok.data, required: false }, field.default);
      if (!checked.ok) issues[`fields.${index}.default`] ??= checked.key;
    }
  });
  return issues;
}
