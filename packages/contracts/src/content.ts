import { z } from 'zod';
import { dataOf, pageOf, text } from './common';
import { LANGUAGES } from './constants/auth';
import { DEFAULT_PAGE_SIZE } from './constants/paging';
import { isStorableText } from './storable-text';

/**
 * The public site's words, written by operators: news, documentation, FAQ, the privacy policy and the
 * about page, each item in English and Vietnamese. An item's address is its kind and its code; a save
 * keeps a revision of the whole item; a published item with a future `publishAt` stays hidden from
 * the public until that time. Bodies are HTML, cleaned by the server on every write.
 */

export const CONTENT_KINDS = ['news', 'documentation', 'faq', 'policy', 'about'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The kinds whose items form a tree of sections (a parent and an order among its siblings). */
export const CONTENT_TREE_KINDS: readonly ContentKind[] = ['documentation'];

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** A list's items with their bodies, or without (titles, summaries and the rest). */
export const CONTENT_LIST_VIEWS = ['full', 'summary'] as const;

/** What an editor may ask a list for; the public (and an editor who asks nothing) sees what is live. */
export const CONTENT_LIST_STATUSES = ['draft', 'published', 'all'] as const;

export const CONTENT_CODE_MAX = 100;
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SUMMARY_MAX = 1_000;
/** Characters of one language's body, as sent (the cleaned HTML is never longer). */
export const CONTENT_BODY_MAX = 200_000;
export const CONTENT_TAGS_MAX = 10;
export const CONTENT_TAG_MAX = 40;
export const CONTENT_ORDER_MAX = 1_000_000;
/** Latest accepted publishing time (ms): the year 9999, well inside what every engine stores. */
const LATEST_TIME = 253_402_300_799_000;

/** Text both engines can store (no NUL, no lone surrogate), refused as invalidCharacters otherwise. */
const storable = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine(isStorableText, 'invalidCharacters');

export const contentKindSchema = z.enum(CONTENT_KINDS, { message: 'invalidValue' });

/** The item's address within its kind: lower-case letters, digits and hyphens. */
export const contentCodeSchema = z
  .string({ message: 'contentCodeInvalid' })
  .max(CONTENT_CODE_MAX, 'fieldTooLong')
  .regex(/^[a-z0-9-]+$/, 'contentCodeInvalid');

const tagSchema = storable(text({ max: CONTENT_TAG_MAX, required: 'fieldRequired' }));

/** A text in both languages; `vi` may be left empty while a translation is pending. */
const bilingual = <En extends z.ZodType<string>, Vi extends z.ZodType<string>>(
  en: En,
  vi: Vi,
  message: string,
) => z.object({ en, vi }, { message });

const title = bilingual(
  storable(text({ max: CONTENT_TITLE_MAX, required: 'contentTitleRequired' })),
  storable(text({ max: CONTENT_TITLE_MAX })).default(''),
  'contentTitleRequired',
);
const summaryText = storable(text({ max: CONTENT_SUMMARY_MAX, multiline: true })).default('');
const bodyHtml = storable(text({ max: CONTENT_BODY_MAX, multiline: true })).default('');
const EMPTY = { en: '', vi: '' };

/** POST /content/:kind and PUT /content/:kind/:code. Only code and the English title are required. */
export const contentWriteSchema = z.object({
  code: contentCodeSchema,
  title,
  summary: bilingual(summaryText, summaryText, 'invalidValue').default(EMPTY),
  /** HTML; the server keeps only its allowed elements (see the content module's html-policy). */
  body: bilingual(bodyHtml, bodyHtml, 'invalidValue').default(EMPTY),
  status: z.enum(CONTENT_STATUSES, { message: 'invalidValue' }).default('draft'),
  /** When a published item becomes public (ms); null: as soon as it is published. */
  publishAt: z
    .number({ message: 'invalidValue' })
    .int('invalidValue')
    .min(0, 'invalidValue')
    .max(LATEST_TIME, 'invalidValue')
    .nullable()
    .default(null),
  /** Kept in the order given, each once. */
  tags: z
    .array(tagSchema, { message: 'invalidValue' })
    .max(CONTENT_TAGS_MAX, 'contentTooManyTags')
    .default([])
    .transform((tags) => [...new Set(tags)]),
  /** The code of the parent section (documentation only). */
  parent: contentCodeSchema.nullable().default(null),
  /** The place among its siblings, smallest first. */
  order: z
    .number({ message: 'invalidValue' })
    .int('invalidValue')
    .min(0, 'valueTooSmall')
    .max(CONTENT_ORDER_MAX, 'valueTooLarge')
    .default(0),
  /** A file uploaded for the content document, or null. */
  cover: z.uuid('invalidValue').nullable().default(null),
});
export type ContentWriteInput = z.input<typeof contentWriteSchema>;
export type ContentWrite = z.output<typeof contentWriteSchema>;

export const contentKindParamsSchema = z.object({ kind: contentKindSchema });
export const contentParamsSchema = z.object({ kind: contentKindSchema, code: contentCodeSchema });
export const contentRevisionParamsSchema = z.object({
  kind: contentKindSchema,
  code: contentCodeSchema,
  revisionId: z.uuid('invalidValue'),
});

/**
 * GET /content/:kind. `lang` keeps the items whose title is written in that language; `status` is
 * honoured only for a caller who may edit content (drafts, scheduled items, or all of them).
 */
export const contentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  lang: z.enum(LANGUAGES, { message: 'invalidValue' }).optional(),
  tag: tagSchema.optional(),
  status: z.enum(CONTENT_LIST_STATUSES, { message: 'invalidValue' }).optional(),
  /** `summary` leaves the bodies out: a list of titles (news, the documentation's tree) needs none. */
  view: z.enum(CONTENT_LIST_VIEWS, { message: 'invalidValue' }).default('full'),
});
export type ContentListQuery = z.input<typeof contentListQuerySchema>;

/** A person named beside what they wrote; null once their account is gone. */
export const contentPersonSchema = z.object({ id: z.string(), name: z.string() });
export type ContentPerson = z.infer<typeof contentPersonSchema>;

const bilingualText = z.object({ en: z.string(), vi: z.string() });

export const contentItemSchema = z.object({
  id: z.string(),
  kind: contentKindSchema,
  code: z.string(),
  title: bilingualText,
  summary: bilingualText,
  /** The cleaned HTML. */
  body: bilingualText,
  status: z.enum(CONTENT_STATUSES),
  publishAt: z.number().int().nullable(),
  /** When the item first became public (its publishAt when it was scheduled); null until then. */
  publishedAt: z.number().int().nullable(),
  tags: z.array(z.string()),
  parent: z.string().nullable(),
  order: z.number().int(),
  cover: z.string().nullable(),
  /** Who created the item. */
  author: contentPersonSchema.nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** The item as one save left it: the write's fields with the cleaned HTML. */
export const contentSnapshotSchema = z.object({
  code: z.string(),
  title: bilingualText,
  summary: bilingualText,
  body: bilingualText,
  status: z.enum(CONTENT_STATUSES),
  publishAt: z.number().int().nullable(),
  tags: z.array(z.string()),
  parent: z.string().nullable(),
  order: z.number().int(),
  cover: z.string().nullable(),
});
export type ContentSnapshot = z.infer<typeof contentSnapshotSchema>;

export const contentRevisionSchema = z.object({
  id: z.string(),
  /** 1 for the item's first save, then one more each save. */
  number: z.number().int(),
  /** Who saved it. */
  author: contentPersonSchema.nullable(),
  createdAt: z.number().int(),
  content: contentSnapshotSchema,
});
export type ContentRevision = z.infer<typeof contentRevisionSchema>;

export const contentRevisionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

export const contentResponseSchema = dataOf(contentItemSchema);
/** An item of a list: without its body when the list was asked for `view=summary`. */
export const contentListItemSchema = contentItemSchema.extend({ body: bilingualText.optional() });
export type ContentListItem = z.infer<typeof contentListItemSchema>;
export const contentListResponseSchema = pageOf(contentListItemSchema);
/** Newest first. */
export const contentRevisionListResponseSchema = pageOf(contentRevisionSchema);

/** Words of a search query, as typed. */
export const CONTENT_SEARCH_QUERY_MAX = 200;
/** The kinds a search looks through: what a reader looks things up in. */
export const CONTENT_SEARCH_KINDS: readonly ContentKind[] = ['news', 'documentation', 'faq'];

/**
 * GET /content/search: live items whose title, summary or body in `lang` hold every word of `q`,
 * accents ignored (`loc` finds `lọc`, `dong` finds `đồng`), the last word also matching the words it
 * starts; best matches first (a word in the title weighs more than one in the text). Only letters and
 * digits make words: punctuation and search-engine operators in `q` are ignored. Where an item's
 * Vietnamese is pending (empty), the Vietnamese search reads its English.
 */
export const contentSearchQuerySchema = z.object({
  q: storable(text({ max: CONTENT_SEARCH_QUERY_MAX, required: 'fieldRequired' })),
  lang: z.enum(LANGUAGES, { message: 'invalidValue' }).default('en'),
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type ContentSearchQuery = z.input<typeof contentSearchQuerySchema>;

export const contentSearchHitSchema = z.object({
  kind: contentKindSchema,
  code: z.string(),
  /** In the language searched (the English one where the translation is pending). */
  title: z.string(),
  /** A passage around the first match: escaped text whose matched words are wrapped in `<mark>`. */
  snippet: z.string(),
  publishedAt: z.number().int().nullable(),
});
export type ContentSearchHit = z.infer<typeof contentSearchHitSchema>;
export const contentSearchResponseSchema = pageOf(contentSearchHitSchema);

/**
 * Where a file uploaded for the content document (a cover, an image of a body) is served to anybody:
 * such files are uploaded to be published. Relative to the API prefix.
 */
export const contentFilePath = (fileId: string) => `/content/files/${fileId}`;
