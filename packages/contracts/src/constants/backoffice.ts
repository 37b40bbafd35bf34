/**
 * Back office master data: collections, field types, reference modes, and the
 * fixed list of server functions a `function` reference may name. Documents, records, roles, groups
 * and menus themselves are data; these are the words they are written in.
 */

/** The built-in collections, seeded; operators may add more. */
export const SEEDED_COLLECTIONS = [
  'masterdata',
  'user',
  'collection',
  'role',
  'group',
  'menu',
  'form',
  'configuration',
  'userconfiguration',
  'event',
  'document',
  'taskschedule',
  'import',
  'business',
  'public',
  'statistic',
  'payment',
  'block',
] as const;

/** Field types. number is an integer; double and float are decimals. */
export const FIELD_TYPES = [
  'string',
  'number',
  'double',
  'float',
  'boolean',
  'object',
  'array',
  'time',
  'date',
  'datetime',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * How a field's value is chosen: from one of our API paths (`api`), from the
 * records of another document (`own`), computed on the server (`function`), or never written by
 * clients (`readonly`).
 */
export const REFERENCE_MODES = ['api', 'own', 'function', 'readonly'] as const;
export type ReferenceMode = (typeof REFERENCE_MODES)[number];

/** The named functions a `function` field may be computed by, from the record's other fields. */
export const FIELD_FUNCTIONS = ['concat', 'sum', 'product', 'upper', 'lower', 'slug', 'now'] as const;
export type FieldFunction = (typeof FIELD_FUNCTIONS)[number];

/** Codes of documents, collections, roles, groups and fields: what a URL and a JSON key can carry. */
export const CODE_PATTERN = /^[a-z][a-z0-9_-]{0,62}$/;
export const FIELD_CODE_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]{0,62}$/;

/** Limits on what an operator defines and what a record holds (bad input stays a 400, never a 500). */
export const BACKOFFICE_LIMITS = {
  fieldsPerDocument: 100,
  /** Longest string value of a record field. */
  stringLength: 10_000,
  /** Largest record (its data as JSON, in characters). */
  recordJsonLength: 100_000,
  /** Items of an array field, keys of an object field. */
  collectionItems: 1_000,
  optionsPerField: 500,
} as const;

/** The status of a back-office user account. */
export const USER_STATUSES = ['active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
