import type { Kysely } from 'kysely';

// Public content: news, documentation, FAQ, policy, about.
// - content_items: one row per item, addressed by (kind, code); each text in English and Vietnamese;
//   documentation sections point to their parent section (parent_id) and sort by sort_order.
//   `published_at`: when the item first became public, for "newest first"; `author_id`: its creator.
// - content_tags: an item's tags, in their order (position), read back to filter a list by tag.
// - content_revisions: every save's whole item as JSON (`snapshot`), numbered per item.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_items')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('code', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_vi', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary_en', 'text', (c) => c.notNull())
    .addColumn('summary_vi', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_vi', 'text', (c) => c.notNull())
    .addColumn('cover_file_id', 'varchar(36)')
    .addColumn('parent_id', 'varchar(36)', (c) => c.references('content_items.id'))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('publish_at', 'bigint')
    .addColumn('published_at', 'bigint')
    .addColumn('author_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('content_items_kind_code', ['kind', 'code'])
    .execute();
  await db.schema
    .createIndex('content_items_live')
    .on('content_items')
    .columns(['kind', 'status', 'published_at'])
    .execute();
  await db.schema.createIndex('content_items_parent').on('content_items').column('parent_id').execute();

  await db.schema
    .createTable('content_tags')
    .addColumn('content_id', 'varchar(36)', (c) =>
      c.notNull().references('content_items.id').onDelete('cascade'),
    )
    .addColumn('tag', 'varchar(40)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_tags_pk', ['content_id', 'tag'])
    .execute();
  await db.schema.createIndex('content_tags_tag').on('content_tags').column('tag').execute();

  await db.schema
    .createTable('content_revisions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('content_id', 'varchar(36)', (c) =>
      c.notNull().references('content_items.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('author_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('content_revisions_number', ['content_id', 'number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_revisions').execute();
  await db.schema.dropTable('content_tags').execute();
  await db.schema.dropTable('content_items').execute();
}
