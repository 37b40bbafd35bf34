import { type Kysely, sql } from 'kysely';

// The dashboard's menu is data (0610): the content screens (news, documentation, FAQ, policy, about)
// under management, for whoever may view `content` (operators and administrators by default). Skipped
// when an operator removed the management section or already added the entry.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = Date.now();
  await sql`insert into menu_nodes (id, kind, parent_id, title_en, title_vi, path, icon, service, url_dynamic,
      document, sort_order, roles, groups, created_at, updated_at)
    select 'management-content', 'item', 'management', 'Content', 'Nội dung', 'content', 'content', '', 0,
      'content', 12, '[]', '[]', ${now}, ${now}
    where exists (select 1 from menu_nodes where id = 'management')
      and not exists (select 1 from menu_nodes where id = 'management-content')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from menu_nodes where id = 'management-content'`.execute(db);
}
