/**
 * Attachments (module files). Same conventions as
 * platform/db/schema.ts; each table joins `Database` below, so queries anywhere are typed by it.
 */
declare module '../../platform/db/schema' {
  interface Database {
    files: FilesTable;
  }
}

/** An uploaded attachment: `store_key` names its bytes in the file store; unattached ones expire. */
export interface FilesTable {
  id: string;
  store_key: string;
  name: string;
  mime_type: string;
  size: number;
  sha256: string;
  uploader_id: string;
  document_code: string;
  record_id: string | null;
  created_at: number;
}
