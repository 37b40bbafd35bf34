import { useMemo } from 'react';
import { withHeadingIds } from './toc';

/** A body with its headings' anchors and table of contents, made once per body. */
export function useArticle(html: string | undefined, taken?: ReadonlySet<string>) {
  return useMemo(() => withHeadingIds(html ?? '', 'section', taken), [html, taken]);
}
