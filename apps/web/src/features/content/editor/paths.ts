import type { ContentKind } from '@bitdata/contracts/content';
import { SERVICE_PREFIX } from '../../../api/config';

/** The editor's screens under the dashboard: content/{kind}, content/{kind}/create, content/{kind}/item/{code}. */
export const EDITOR_PATHS = {
  home: `/${SERVICE_PREFIX}/content`,
  list: (kind: ContentKind) => `/${SERVICE_PREFIX}/content/${kind}`,
  create: (kind: ContentKind) => `/${SERVICE_PREFIX}/content/${kind}/create`,
  item: (kind: ContentKind, code: string) =>
    `/${SERVICE_PREFIX}/content/${kind}/item/${encodeURIComponent(code)}`,
};

/** Where a stored file of the content document is served to anybody (covers, body images). */
export const contentFileUrl = (id: string) =>
  `/api/${SERVICE_PREFIX}/content/files/${encodeURIComponent(id)}`;

/** The public page of an item, as a visitor opens it. */
export const publicPathOf = (kind: ContentKind, code: string): string =>
  kind === 'news'
    ? `/new/${code}`
    : kind === 'documentation'
      ? `/documentation/${code}`
      : kind === 'faq'
        ? `/faqs#${code}`
        : kind === 'policy'
          ? '/policy'
          : '/about';
