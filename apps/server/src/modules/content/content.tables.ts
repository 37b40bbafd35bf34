/**
 * Public content (module content): items, their tags and their revisions. Same conventions as
 * platform/db/schema.ts; each table joins `Database` below, so queries anywhere are typed by it.
 */
declare module '../../platform/db/schema' {
  interface Database {
    content_items: ContentItemsTable;
    content_tags: ContentTagsTable;
    content_revisions: ContentRevisionsTable;
    content_search: ContentSearchTable;
  }
}

/** One item of a kind (news, documentation, ...), addressed by (kind, code). */
export interface ContentItemsTable {
  id: string;
  kind: string;
  code: string;
  title_en: string;
  title_vi: string;
  summary_en: string;
  summary_vi: string;
  /** Cleaned HTML. */
  body_en: string;
  body_vi: string;
  cover_file_id: string | null;
  /** The parent documentation section. */
  parent_id: string | null;
  sort_order: number;
  /** 'draft' | 'published' (CONTENT_STATUSES). */
  status: string;
  publish_at: number | null;
  /** When it first became public; null until then. */
  published_at: number | null;
  /** Its creator; null once the account is gone. */
  author_id: string | null;
  created_at: number;
  updated_at: number;
}

/** An item's tag, `position` keeping the order it was written in. */
export interface ContentTagsTable {
  content_id: string;
  tag: string;
  position: number;
}

/** One save of an item: the whole item as JSON (ContentSnapshot), numbered from 1 per item. */
export interface ContentRevisionsTable {
  id: string;
  content_id: string;
  number: number;
  snapshot: string;
  /** Who saved it; null once the account is gone. */
  author_id: string | null;
  created_at: number;
}

/**
 * The search index (search/search.repository.ts): one row per item and language, every item
 * whatever its status. `title` and `body` are the texts shown (the body as plain text, after the
 * summary), the Vietnamese falling back to the English where a translation is pending; `folded_*`
 * the same words accents ignored, one space apart, which is what the engines index. PostgreSQL adds
 * `document`, the tsvector made from them (a generated column, never written).
 */
export interface ContentSearchTable {
  content_id: string;
  lang: string;
  title: string;
  body: string;
  folded_title: string;
  folded_body: string;
}
