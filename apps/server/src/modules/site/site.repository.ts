import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { ContactMessagesTable, PageViewsTable } from './site.tables';

export async function insertPageView(db: Kysely<Database>, row: Insertable<PageViewsTable>): Promise<void> {
  await db.insertInto('page_views').values(row).execute();
}

export async function insertContactMessage(
  db: Kysely<Database>,
  row: Insertable<ContactMessagesTable>,
): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}
