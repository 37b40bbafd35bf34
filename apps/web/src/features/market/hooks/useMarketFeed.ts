import type { MarketSummary, MarketsPage } from '@bitdata/contracts/market';
import { MARKET_ENDPOINTS as API } from '@bitdata/contracts/market.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { callsOf, endpointKey } from '../../../api/query-keys';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { marketApi } from '../api';
import type { MarketKey } from '../markets';

/** How often the operators' feed status is read again (the server persists it every 30 s). */
export const FEED_REFRESH_MS = 15_000;

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** The feed board's key, and every page of the markets list (the pages alone: not a market's detail). */
export const feedKeys = {
  status: endpointKey(API.status, {}),
  lists: callsOf(API.list),
};

/**
 * The feed status board, asked only when the user's grants allow it. A 403 (grants changed since
 * login) is final too: no retry, no polling, the page says the screen is not allowed.
 */
export const useFeedStatus = (enabled: boolean) =>
  useQuery({
    queryKey: feedKeys.status,
    enabled,
    queryFn: ({ signal }) => marketApi.feedStatus(signal),
    staleTime: 0,
    retry: (count, error) => !isForbidden(error) && count < 1,
    refetchInterval: (query) => (isForbidden(query.state.error) ? false : FEED_REFRESH_MS),
  });

interface PinVariables extends MarketKey {
  pinned: boolean;
}

const sameMarket = (m: MarketSummary, k: MarketKey) =>
  m.exchangeId === k.exchangeId && m.dataType === k.dataType && m.symbol === k.symbol;

/**
 * Pins or releases a market. The switch moves at once (every cached market page is patched), goes back
 * if the server refuses, and the lists are read again afterwards either way.
 */
export function useSetPinned() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const errorTextOf = useErrorText();
  return useMutation({
    mutationFn: (v: PinVariables) => marketApi.setPinned(v.exchangeId, v.dataType, v.symbol, v.pinned),
    onMutate: async (v) => {
      await queryClient.cancelQueries(feedKeys.lists);
      const previous = queryClient.getQueriesData<MarketsPage>(feedKeys.lists);
      queryClient.setQueriesData<MarketsPage>(feedKeys.lists, (page) =>
        page
          ? { ...page, data: page.data.map((m) => (sameMarket(m, v) ? { ...m, pinned: v.pinned } : m)) }
          : page,
      );
      return { previous };
    },
    onError: (error, _v, context) => {
      for (const [key, page] of context?.previous ?? []) queryClient.setQueryData(key, page);
      // a 403 was already announced by the client's global reaction
      if (!isForbidden(error)) notify(errorTextOf(error), 'error');
    },
    onSuccess: () => notify(t('messages.updateSuccess'), 'success'),
    onSettled: () => queryClient.invalidateQueries(feedKeys.lists),
  });
}
