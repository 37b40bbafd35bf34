import { z } from 'zod';
import { text } from '../common';
import {
  BACKOFFICE_LIMITS,
  CODE_PATTERN,
  FIELD_CODE_PATTERN,
  FIELD_FUNCTIONS,
  FIELD_TYPES,
} from '../constants/backoffice';

/** A code of a document, collection, role or group: lower case, digits, '-' and '_'. */
export const codeSchema = z.string().trim().regex(CODE_PATTERN, 'invalidCode');
/** A field's code: the key of its value in a record's data. */
export const fieldCodeSchema = z.string().trim().regex(FIELD_CODE_PATTERN, 'invalidCode');

/** A text an operator writes in both languages of the product. */
export const localizedTextSchema = z.object({
  en: text({ max: 200, required: 'fieldRequired' }),
  vi: text({ max: 200, required: 'fieldRequired' }),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** A field value as JSON carries it (a default, an option). */
const scalarSchema = z.union([z.string().max(BACKOFFICE_LIMITS.stringLength), z.number(), z.boolean()]);

/** Checks beyond the type; which apply depends on it (min/max on numbers, lengths and pattern on strings). */
export const fieldValidationSchema = z
  .object({
    min: z.number().optional(),
    max: z.number().optional(),
    minLength: z.number().int().min(0).max(BACKOFFICE_LIMITS.stringLength).optional(),
    maxLength: z.number().int().min(1).max(BACKOFFICE_LIMITS.stringLength).optional(),
    /** A regular expression (JavaScript syntax) the whole string value must match. */
    pattern: z.string().max(500).optional(),
    /** The allowed values: a select in the form. */
    options: z.array(scalarSchema).max(BACKOFFICE_LIMITS.optionsPerField).optional(),
  })
  .strict();
export type FieldValidation = z.infer<typeof fieldValidationSchema>;

/** When a reference is chosen, copy `from` of the chosen item into this record's field `to`. */
const fillSchema = z.object({ from: fieldCodeSchema, to: fieldCodeSchema }).strict();

/** The reference modes: where a field's value comes from (REFERENCE_MODES). */
export const fieldReferenceSchema = z.discriminatedUnion('mode', [
  z
    .object({
      mode: z.literal('api'),
      /** One of our GET API paths (starting with /api/), answering a list of items. */
      path: z
        .string()
        .regex(/^\/api\/[A-Za-z0-9/_\-.?=&]*$/, 'invalidPath')
        .max(300),
      valueField: fieldCodeSchema,
      labelField: fieldCodeSchema,
      fills: z.array(fillSchema).max(20).default([]),
    })
    .strict(),
  z
    .object({
      mode: z.literal('own'),
      /** Records of this document; the stored value is the record's id. */
      document: codeSchema,
      labelField: fieldCodeSchema,
      fills: z.array(fillSchema).max(20).default([]),
    })
    .strict(),
  z
    .object({
      mode: z.literal('function'),
      name: z.enum(FIELD_FUNCTIONS),
      /** The record's fields the function reads, in order. */
      args: z.array(fieldCodeSchema).max(20).default([]),
    })
    .strict(),
  z.object({ mode: z.literal('readonly') }).strict(),
]);
export type FieldReference = z.infer<typeof fieldReferenceSchema>;

/** A field of a document. */
export const documentFieldSchema = z
  .object({
    code: fieldCodeSchema,
    label: localizedTextSchema,
    type: z.enum(FIELD_TYPES),
    required: z.boolean().default(false),
    unique: z.boolean().default(false),
    default: z.unknown().optional(),
    validation: fieldValidationSchema.default({}),
    /** Shown as a column of the generic list. */
    listed: z.boolean().default(true),
    sortable: z.boolean().default(false),
    /** Filterable in the list query; the server keeps an index on it. */
    searchable: z.boolean().default(false),
    reference: fieldReferenceSchema.optional(),
  })
  .strict();
export type DocumentField = z.infer<typeof documentFieldSchema>;
export type DocumentFieldInput = z.input<typeof documentFieldSchema>;

/** What the generic screens may do with a document's records (a built-in adapter may allow less). */
export const documentOperationsSchema = z.object({
  list: z.boolean(),
  read: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});
export type DocumentOperations = z.infer<typeof documentOperationsSchema>;

/** A document (record type). */
export const documentSchema = z.object({
  id: z.string(),
  code: codeSchema,
  name: localizedTextSchema,
  collection: codeSchema,
  /** A product table shown through an adapter (users, intervals, ...): its fields are fixed. */
  builtIn: z.boolean(),
  operations: documentOperationsSchema,
  fields: z.array(documentFieldSchema),
  /** Fields taken out of the document: hidden everywhere, their values kept until purged. */
  removedFields: z.array(documentFieldSchema),
  /** The form its create and edit screens use; null: the generated form. */
  formId: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type BackofficeDocument = z.infer<typeof documentSchema>;

/** POST /api/core/documents and PUT /api/core/documents/{code} (the code cannot change on PUT). */
export const documentWriteSchema = z
  .object({
    code: codeSchema,
    name: localizedTextSchema,
    collection: codeSchema,
    fields: z.array(documentFieldSchema).max(BACKOFFICE_LIMITS.fieldsPerDocument),
    formId: z.string().nullable().optional(),
  })
  .strict();
export type DocumentWrite = z.infer<typeof documentWriteSchema>;
export type DocumentWriteInput = z.input<typeof documentWriteSchema>;

export const documentListQuerySchema = z.object({
  collection: codeSchema.optional(),
  /** Matches the code or either name. */
  search: text({ max: 100 }).optional(),
});

/** A collection: a named group of documents. */
export const collectionSchema = z.object({
  code: codeSchema,
  name: localizedTextSchema,
  builtIn: z.boolean(),
  documentCount: z.number().int(),
});
export type Collection = z.infer<typeof collectionSchema>;
export const collectionWriteSchema = z.object({ code: codeSchema, name: localizedTextSchema }).strict();
export type CollectionWrite = z.infer<typeof collectionWriteSchema>;
