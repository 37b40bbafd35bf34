import { createContext, useContext } from 'react';

/**
 * `leadsSomewhere` (app/reachable.ts) for a feature's page. A page is in the route table that
 * function reads, so it cannot import it without closing a loop; the app hands it down instead.
 */
export const LeadsSomewhereContext = createContext<((path: string) => boolean) | null>(null);

export function useLeadsSomewhere(): (path: string) => boolean {
  const leadsSomewhere = useContext(LeadsSomewhereContext);
  if (!leadsSomewhere) throw new Error('useLeadsSomewhere is used outside LeadsSomewhereContext');
  return leadsSomewhere;
}
