/**
 * The public site's records (module site): page views and contact messages. Same conventions as
 * platform/db/schema.ts; each table joins `Database` below, so queries anywhere are typed by it.
 */
declare module '../../platform/db/schema' {
  interface Database {
    page_views: PageViewsTable;
    contact_messages: ContactMessagesTable;
  }
}

export interface PageViewsTable {
  id: string;
  path: string;
  title: string;
  referrer: string;
  language: string;
  user_id: string | null;
  created_at: number;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string;
  created_at: number;
}
