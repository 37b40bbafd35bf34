import type { MarketSummary } from '@bitdata/contracts/market';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMarkets } from '../hooks/useMarketQueries';
import { dataTypeCode, formatMillions, formatPercent, formatPrice, marketDetailPath } from '../markets';
import { MarketPicker, type MarketPickerValue } from './MarketPicker';
import { trendColor } from './trend-color';

/** Page size choices and default of spec section 9 (the environment's 25). */
export const PAGE_SIZES = [5, 10, 25, 50, 100];
export const DEFAULT_PAGE_SIZE = 25;

const HIDE_XS = { display: { xs: 'none', sm: 'table-cell' } } as const;

export type MarketSort = 'symbol' | 'change' | 'volume';
type Order = 'asc' | 'desc';

/** Clicking the active column flips the order; a new column starts with its natural order. */
export function nextSort(current: { sort: MarketSort; order: Order }, column: MarketSort) {
  if (current.sort === column)
    return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' } as const;
  return { sort: column, order: column === 'symbol' ? 'asc' : 'desc' } as const;
}

/**
 * The market table of /crypto: server-side search, exchange and data type filters, sorting by symbol,
 * 24 h change or 24 h dollar volume, and paging. Rows link to the chart.
 */
export function MarketTable() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<MarketPickerValue>({ exchangeId: 0, dataType: 0 });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim().slice(0, 30));
  const [sort, setSort] = useState<{ sort: MarketSort; order: Order }>({ sort: 'volume', order: 'desc' });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);

  const query = {
    ...(filter.exchangeId ? { exchange: filter.exchangeId } : {}),
    ...(filter.dataType ? { dataType: filter.dataType } : {}),
    ...(deferredSearch ? { search: deferredSearch } : {}),
    sort: sort.sort,
    order: sort.order,
    page: page + 1,
    pageSize,
  };
  const { data, isPending, isFetching, isError, refetch } = useMarkets(query);
  const rows: MarketSummary[] = data?.data ?? [];

  const header = (column: MarketSort, label: string, align: 'left' | 'right' = 'left') => (
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

  return (
    <Card data-testid="market-table">
      <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' } }}
        >
          <Typography variant="h6" component="h2">
            {t('market.table.title')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              size="small"
              sx={{ width: { xs: 1, sm: 220 } }}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(0);
              }}
              placeholder={t('market.table.search')}
              slotProps={{
                htmlInput: { 'aria-label': t('market.table.search'), maxLength: 30 },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <MarketPicker
              noWrap
              allowAll
              value={filter}
              onChange={(v) => {
                setFilter(v);
                setPage(0);
              }}
            />
          </Stack>
        </Stack>
      </Stack>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      {isError && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('market.errors.load')}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" sx={{ minWidth: { xs: 0, sm: 640 } }} aria-label={t('market.table.title')}>
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              {header('symbol', t('market.table.market'))}
              <TableCell sx={HIDE_XS}>{t('market.table.exchange')}</TableCell>
              <TableCell align="right">{t('market.table.price')}</TableCell>
              {header('change', t('market.table.change'), 'right')}
              {header('volume', t('market.table.volume'), 'right')}
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {t('market.table.intervals')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((m) => {
              const change = m.ticker?.changePercent ?? null;
              return (
                <TableRow
                  hover
                  key={`${m.exchangeId}-${m.dataType}-${m.symbol}`}
                  data-testid={`market-row-${m.symbol}`}
                >
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={marketDetailPath(m, m.intervals.includes('1h') ? '1h' : m.intervals[0])}
                      underline="hover"
                      sx={{ fontWeight: 600 }}
                    >
                      {m.base}
                      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                        /{m.quote}
                      </Typography>
                    </Link>
                    <Typography
                      variant="caption"
                      component="p"
                      sx={{ color: 'text.secondary', display: { sm: 'none' } }}
                    >
                      {m.exchange} · {t(`market.dataTypes.${dataTypeCode(m.dataType)}`)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={HIDE_XS}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{m.exchange}</span>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t(`market.dataTypes.${dataTypeCode(m.dataType)}`)}
                      />
                    </Stack>
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatPrice(m.ticker?.price, i18n.language)}
                  </TableCell>
                  <TableCell
                    align="right"
                    dir="ltr"
                    sx={{
                      color: trendColor(change),
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    {formatPercent(change, i18n.language)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatMillions(m.ticker?.quoteVolume, i18n.language)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, color: 'text.secondary' }}>
                    {m.intervals.map((code) => t(`market.intervals.${code}`)).join(' · ') || '–'}
                  </TableCell>
                </TableRow>
              );
            })}
            {!isPending && !isError && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                  {t('market.empty.markets')}
                </TableCell>
              </TableRow>
            )}
            {isPending &&
              ['s1', 's2', 's3', 's4', 's5'].map((k) => (
                <TableRow key={k}>
                  <TableCell colSpan={6} sx={{ height: 41 }} />
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={page}
        onPageChange={(_, p) => setPage(p)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onRowsPerPageChange={(e) => {
          setPageSize(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('market.table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('market.table.displayed', { from, to, count })}
      />
    </Card>
  );
}
