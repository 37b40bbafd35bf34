import type { ModuleManifest } from '../../platform/module';
import { registerFileJobs } from './files.handlers';
import { filesRoutes } from './files.routes';
import { migrations } from './migrations';

export const filesModule: ModuleManifest = {
  name: 'files',
  migrations,
  jobs: [registerFileJobs],
  routes: [filesRoutes],
};

// The module's door: what other modules may use of it (lint:deps refuses any other way in). The
// bootstrap hands attachFile to the back office: a form's record keeps the files uploaded into it;
// the content module serves its document's files (covers, images of bodies) to anybody; the backup
// copies the stored files its database copy names.
export { type CopiedFiles, copyStoredFiles } from './files.backup';
export { attachFile, openDocumentFile } from './files.service';
