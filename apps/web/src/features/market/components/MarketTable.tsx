import { dataTypeCode } from '@bitdata/contracts/constants';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ScrollTable } from '../../../components/ScrollTable';
import { tickerFreshness } from '../freshness';
import { useFeedStates } from '../hooks/useFreshness';
import { useMarketList } from '../hooks/useMarketList';
import { formatMillions, formatPercent, formatPrice, marketDetailPath } from '../markets';
import { LiveBadge } from './LiveBadge';
import {
  MarketListFilters,
  MarketListPagination,
  RetryAlert,
  SkeletonRows,
  TableMessageRow,
} from './MarketListControls';
import { trendColor } from './trend-color';

const HIDE_XS = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * The market table of /crypto: server-side search, exchange and data type filters, sorting by symbol,
 * 24 h change or 24 h dollar volume, and paging. Rows link to the chart.
 */
export function MarketTable() {
  const { t, i18n } = useTranslation();
  const list = useMarketList();
  const feeds = useFeedStates();
  const { rows, isPending, isFetching, isError, refetch, sortHeader: header } = list;

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
          <MarketListFilters
            search={list.search}
            onSearch={list.setSearch}
            filter={list.filter}
            onFilter={list.setFilter}
          />
        </Stack>
      </Stack>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      {isError && <RetryAlert message={t('market.errors.load')} onRetry={() => void refetch()} />}
      <ScrollTable>
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
                    {m.ticker && (
                      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                        <LiveBadge
                          dense
                          freshness={tickerFreshness(
                            feeds.data?.find(
                              (f) => f.exchangeId === m.exchangeId && f.dataType === m.dataType,
                            ),
                            m.ticker,
                          )}
                        />
                      </Box>
                    )}
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
                  <TableCell
                    // one line per row: the Vietnamese names ("1 giờ · 4 giờ · Ngày · Tuần") wrapped at 1440 px
                    sx={{
                      display: { xs: 'none', md: 'table-cell' },
                      color: 'text.secondary',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {m.intervals.map((code) => t(`market.intervals.${code}`)).join(' · ') || '–'}
                  </TableCell>
                </TableRow>
              );
            })}
            {!isPending && !isError && rows.length === 0 && (
              <TableMessageRow colSpan={6}>{t('market.empty.markets')}</TableMessageRow>
            )}
            {isPending && <SkeletonRows colSpan={6} />}
          </TableBody>
        </Table>
      </ScrollTable>
      <MarketListPagination
        total={list.total}
        page={list.page}
        pageSize={list.pageSize}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
      />
    </Card>
  );
}
