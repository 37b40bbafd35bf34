import type { MarketSummary } from '@bitdata/contracts/market';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
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
import { useSetPinned } from '../hooks/useMarketFeed';
import { useMarkets } from '../hooks/useMarketQueries';
import { dataTypeCode, formatMillions } from '../markets';
import { MarketPicker, type MarketPickerValue } from './MarketPicker';
import { DEFAULT_PAGE_SIZE, type MarketSort, nextSort, PAGE_SIZES } from './MarketTable';

const COLUMNS = 6;
const NUM = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The operators' market list: every known market with its rank in the top N and a switch that pins it
 * into the tracked universe (or releases it). Search, exchange / data type filters and paging are the
 * server's, as on /crypto.
 */
export function FeedMarketsTable() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<MarketPickerValue>({ exchangeId: 0, dataType: 0 });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim().slice(0, 30));
  const [sort, setSort] = useState<{ sort: MarketSort; order: 'asc' | 'desc' }>({
    sort: 'volume',
    order: 'desc',
  });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const setPinned = useSetPinned();

  const { data, isPending, isFetching, isError, refetch } = useMarkets({
    ...(filter.exchangeId ? { exchange: filter.exchangeId } : {}),
    ...(filter.dataType ? { dataType: filter.dataType } : {}),
    ...(deferredSearch ? { search: deferredSearch } : {}),
    sort: sort.sort,
    order: sort.order,
    page: page + 1,
    pageSize,
  });
  const rows: MarketSummary[] = data?.data ?? [];
  const typeOf = (m: MarketSummary) => t(`market.dataTypes.${dataTypeCode(m.dataType)}`);

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
    <Card data-testid="feed-markets">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{
          p: { xs: 2, md: 3 },
          justifyContent: 'space-between',
          alignItems: { xs: 'stretch', md: 'center' },
        }}
      >
        <Stack spacing={0.5}>
          <Typography variant="h6" component="h2">
            {t('marketFeed.markets.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('marketFeed.markets.subtitle')}
          </Typography>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            size="small"
            sx={{ width: { xs: 1, sm: 200 } }}
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
        <Table size="small" sx={{ minWidth: 640 }} aria-label={t('marketFeed.markets.title')}>
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              <TableCell>{t('market.table.exchange')}</TableCell>
              <TableCell>{t('market.picker.dataType')}</TableCell>
              {header('symbol', t('marketFeed.markets.symbol'))}
              {header('volume', t('market.table.volume'), 'right')}
              <TableCell align="right">{t('marketFeed.markets.rank')}</TableCell>
              <TableCell align="center">{t('marketFeed.markets.pinned')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((m) => {
              const id = `${m.exchangeId}-${m.dataType}-${m.symbol}`;
              return (
                <TableRow hover key={id} data-testid={`feed-market-${id}`}>
                  <TableCell>{m.exchange}</TableCell>
                  <TableCell>{typeOf(m)}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{m.symbol}</TableCell>
                  <TableCell align="right" sx={NUM}>
                    {formatMillions(m.ticker?.quoteVolume, i18n.language)}
                  </TableCell>
                  <TableCell align="right" sx={NUM}>
                    {m.rank ?? '–'}
                  </TableCell>
                  <TableCell align="center" padding="checkbox">
                    <Switch
                      size="small"
                      checked={m.pinned}
                      onChange={(_, pinned) =>
                        setPinned.mutate({
                          exchangeId: m.exchangeId,
                          dataType: m.dataType,
                          symbol: m.symbol,
                          pinned,
                        })
                      }
                      slotProps={{
                        input: {
                          'aria-label': t('marketFeed.markets.pin', {
                            market: `${m.exchange} ${typeOf(m)} ${m.symbol}`,
                          }),
                        },
                      }}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
            {!isPending && !isError && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                  {t('market.empty.markets')}
                </TableCell>
              </TableRow>
            )}
            {isPending &&
              ['s1', 's2', 's3', 's4', 's5'].map((k) => (
                <TableRow key={k}>
                  <TableCell colSpan={COLUMNS}>
                    <Skeleton variant="text" />
                  </TableCell>
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
