import {
  DEFAULT_PAGE_SIZE,
  MARKET_SEARCH_MAX,
  type MarketSort,
  type SortOrder,
} from '@bitdata/contracts/constants';
import type { MarketSummary } from '@bitdata/contracts/market';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useDeferredValue, useState } from 'react';
import type { MarketPickerValue } from '../components/MarketPicker';
import { useMarkets } from './useMarketQueries';

/** Clicking the active column flips the order; a new column starts with its natural order. */
export function nextSort(current: { sort: MarketSort; order: SortOrder }, column: MarketSort) {
  if (current.sort === column)
    return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' } as const;
  return { sort: column, order: column === 'symbol' ? 'asc' : 'desc' } as const;
}

/**
 * The state of a paged market list (search, exchange / data type filter, sort, page) and its query.
 * Any change of search, filter, sort or page size goes back to the first page.
 */
export function useMarketList() {
  const [filter, setFilterState] = useState<MarketPickerValue>({ exchangeId: 0, dataType: 0 });
  const [search, setSearchState] = useState('');
  const deferredSearch = useDeferredValue(search.trim().slice(0, MARKET_SEARCH_MAX));
  const [sort, setSort] = useState<{ sort: MarketSort; order: SortOrder }>({ sort: 'volume', order: 'desc' });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeState] = useState(DEFAULT_PAGE_SIZE);

  const query = useMarkets({
    ...(filter.exchangeId ? { exchange: filter.exchangeId } : {}),
    ...(filter.dataType ? { dataType: filter.dataType } : {}),
    ...(deferredSearch ? { search: deferredSearch } : {}),
    sort: sort.sort,
    order: sort.order,
    page: page + 1,
    pageSize,
  });
  const rows: MarketSummary[] = query.data?.data ?? [];

  const firstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  /** A sortable column header. */
  const sortHeader = (column: MarketSort, label: string, align: 'left' | 'right' = 'left') => (
    <TableCell align={align} sortDirection={sort.sort === column ? sort.order : false}>
      <TableSortLabel
        active={sort.sort === column}
        direction={sort.sort === column ? sort.order : column === 'symbol' ? 'asc' : 'desc'}
        onClick={() => {
          setSort(nextSort(sort, column));
          setPage(0);
        }}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );

  return {
    ...query,
    rows,
    total: query.data?.total ?? 0,
    filter,
    setFilter: firstPage(setFilterState),
    search,
    setSearch: firstPage(setSearchState),
    page,
    setPage,
    pageSize,
    setPageSize: firstPage(setPageSizeState),
    sortHeader,
  };
}
