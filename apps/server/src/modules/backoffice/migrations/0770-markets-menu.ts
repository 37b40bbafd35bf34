import { type Kysely, sql } from 'kysely';

// The dashboard's menu is data (0610): members reach the markets from the sidebar too, right after
// the dashboard (every signed-in user; market data is public, so no document guards it). The entries
// after it move down one place. Skipped when an operator removed the general section or already
// added the entry.
export async function up(db: Kysely<unknown>): Promise<void> {
  const present = await sql<{ id: string }>`select id from menu_nodes
    where id = 'general-markets' or (id = 'general' and parent_id is null)`.execute(db);
  const ids = present.rows.map((r) => r.id);
  if (!ids.includes('general') || ids.includes('general-markets')) return;
  const now = Date.now();
  await sql`update menu_nodes set sort_order = sort_order + 1
    where parent_id = 'general' and sort_order >= 1`.execute(db);
  await sql`insert into menu_nodes (id, kind, parent_id, title_en, title_vi, path, icon, service, url_dynamic,
      document, sort_order, roles, groups, created_at, updated_at)
    values ('general-markets', 'item', 'general', 'Markets', 'Thị trường', 'crypto', 'markets', '', 0, null, 1,
      '[]', '[]', ${now}, ${now})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const removed = await sql`delete from menu_nodes where id = 'general-markets'`.execute(db);
  if (Number(removed.numAffectedRows ?? 0) > 0)
    await sql`update menu_nodes set sort_order = sort_order - 1
      where parent_id = 'general' and sort_order > 1`.execute(db);
}
