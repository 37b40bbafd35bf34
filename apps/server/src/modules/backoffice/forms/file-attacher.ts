import type { AppDeps } from '../../../platform/app-deps';

/**
 * Tying an uploaded file to the record that keeps it, which saves it from the unattached files'
 * expiry: what a form needs of the files module once the record it created names the upload. The
 * files module provides it and the bootstrap puts it in AppDeps, so the back office imports nothing
 * of the files module, which asks the back office whether a file's record may be viewed.
 */
export type FileAttacher = (
  deps: Pick<AppDeps, 'db'>,
  fileId: string,
  documentCode: string,
  recordId: string,
) => Promise<void>;

declare module '../../../platform/app-deps' {
  interface AppDeps {
    /** The files module's: ties an uploaded file to the record that keeps it (a form's upload). */
    attachFile: FileAttacher;
  }
}
