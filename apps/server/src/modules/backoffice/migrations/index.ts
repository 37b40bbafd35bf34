import type { Migrations } from '../../../platform/db/migrate';
import * as m0600BackofficeDocuments from './0600-backoffice-documents';
import * as m0610BackofficeAccess from './0610-backoffice-access';
import * as m0640Imports from './0640-imports';
import * as m0650Forms from './0650-forms';
import * as m0660Events from './0660-events';
import * as m0670ImportProgress from './0670-import-progress';
import * as m0680EventRunDelivered from './0680-event-run-delivered';
import * as m0720EventRuleAuthor from './0720-event-rule-author';
import * as m0770MarketsMenu from './0770-markets-menu';
import * as m0800ContentMenu from './0800-content-menu';

/**
 * The back office's migrations: documents and records, access (groups, field rules, menus; 0610 also
 * names the platform's roles in Vietnamese and gives staff the back office's grants), imports, forms
 * and event rules. Their numbers belong to the one sequence every module shares (bootstrap/modules.ts):
 * a new migration takes the next free number of all of them.
 */
export const migrations: Migrations = {
  '0600-backoffice-documents': m0600BackofficeDocuments,
  '0610-backoffice-access': m0610BackofficeAccess,
  '0640-imports': m0640Imports,
  '0650-forms': m0650Forms,
  '0660-events': m0660Events,
  '0670-import-progress': m0670ImportProgress,
  '0680-event-run-delivered': m0680EventRunDelivered,
  '0720-event-rule-author': m0720EventRuleAuthor,
  '0770-markets-menu': m0770MarketsMenu,
  '0800-content-menu': m0800ContentMenu,
};
