import { dataTypeCode } from '@bitdata/contracts/constants';
import type { MarketSummary } from '@bitdata/contracts/market';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ScrollTable';
import { useSetPinned } from '../hooks/useMarketFeed';
import { useMarketList } from '../hooks/useMarketList';
import { formatMillions } from '../markets';
import {
  MarketListFilters,
  MarketListPagination,
  RetryAlert,
  SkeletonRows,
  TableMessageRow,
} from './MarketListControls';

const COLUMNS = 6;
const NUM = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The operators' market list: every known market with its rank in the top N and a switch that pins it
 * into the tracked universe (or releases it). Search, exchange / data type filters and paging are the
 * server's, as on /crypto. Without market "edit" the switches show the pins but cannot change them.
 */
export function FeedMarketsTable({ canPin }: { canPin: boolean }) {
  const { t, i18n } = useTranslation();
  const list = useMarketList();
  const { rows, isPending, isFetching, isError, refetch, sortHeader: header } = list;
  const setPinned = useSetPinned();
  const typeOf = (m: MarketSummary) => t(`market.dataTypes.${dataTypeCode(m.dataType)}`);

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
        <MarketListFilters
          searchWidth={200}
          search={list.search}
          onSearch={list.setSearch}
          filter={list.filter}
          onFilter={list.setFilter}
        />
      </Stack>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      {isError && <RetryAlert message={t('market.errors.load')} onRetry={() => void refetch()} />}
      <ScrollTable>
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
                      disabled={!canPin}
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
              <TableMessageRow colSpan={COLUMNS}>{t('market.empty.markets')}</TableMessageRow>
            )}
            {isPending && <SkeletonRows colSpan={COLUMNS} />}
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
