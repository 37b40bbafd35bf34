import { type ContentKind, contentFilePath } from '@bitdata/contracts/content';
import { SERVICE_PREFIX } from '../../../api/config';
import { PATHS } from '../../../app/paths';
import { EDITOR_PATHS } from '../editor/paths';

/** Where a public item is read. */
export function publicPathOf(kind: ContentKind, code: string): string {
  switch (kind) {
    case 'news':
      return PATHS.news(code);
    case 'documentation':
      return PATHS.documentationPage(code);
    case 'faq':
      return `${PATHS.faqs}#${encodeURIComponent(code)}`;
    case 'policy':
      return `${PATHS.policy}#${encodeURIComponent(code)}`;
    default:
      return PATHS.about;
  }
}

/** The dashboard's editor of an item (the content editor's screen). */
export const editorPathOf = (kind: ContentKind, code: string) => EDITOR_PATHS.item(kind, code);

/** A public address of a stored file uploaded for content (a cover). */
export const contentFileUrl = (fileId: string) => `/api/${SERVICE_PREFIX}${contentFilePath(fileId)}`;
