import { QueryClient } from '@tanstack/react-query';

/** The public /crypto page has no dashboard shell around it, hence its own query client. */
export const publicMarketQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
