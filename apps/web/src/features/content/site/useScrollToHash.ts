import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The address's #anchor, scrolled to once the page has drawn what it names: the browser looked for it
 * when the page opened, before the text had arrived.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // a malformed escape: looked for as written
    }
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
