import { useEffect } from 'react';
import { useSiteName } from '../../../app/config/ConfigContext';

/**
 * The tab's title names the item being read ("Getting started | Site") once it has arrived, rather
 * than the route's generic one: a bookmark or a shared tab says what it is. The route tracker sets the
 * generic title first (it sits before the pages), so this one follows it in the same commit.
 */
export function useDocumentTitle(title: string | undefined) {
  const siteName = useSiteName();
  useEffect(() => {
    if (title) document.title = siteName ? `${title} | ${siteName}` : title;
  }, [title, siteName]);
}
