import { dataTypeCode, exchangeName } from '@bitdata/contracts/constants';
import type { FeedStatus } from '@bitdata/contracts/market';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ScrollTable';
import { formatDateTime } from '../../../i18n/format';
import { FEED_STATE_COLOR, feedLag } from '../feed-status';
import { FEED_REFRESH_MS } from '../hooks/useMarketFeed';
import { RetryAlert, TableMessageRow } from './MarketListControls';

export interface FeedStatusPanelProps {
  feeds: FeedStatus[] | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  /** when the shown figures were read: the lag is counted up to this moment */
  readAt: number;
  onRetry: () => void;
}

const COLUMNS = 7;

/**
 * A soft chip: the state's deep shade on a light tint of it (white text on the status colours misses the
 * 4.5:1 contrast of small text), with a dot of the full colour.
 */
function StateChip({ state, label }: { state: FeedStatus['state']; label: string }) {
  const color = FEED_STATE_COLOR[state];
  return (
    <Chip
      size="small"
      label={label}
      data-testid="feed-state"
      data-state={state}
      data-color={color}
      icon={
        <Box
          component="span"
          aria-hidden="true"
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: `${color}.main` }}
        />
      }
      sx={(theme) => ({
        fontWeight: 700,
        bgcolor: alpha(theme.palette[color].main, 0.16),
        color: theme.palette.mode === 'dark' ? theme.palette[color].light : theme.palette[color].dark,
        '& .MuiChip-icon': { ml: 1 },
      })}
    />
  );
}
const NUM = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** One row per exchange and data type: state, source, last closed candle, last message, lag and detail. */
export function FeedStatusPanel({
  feeds,
  isPending,
  isFetching,
  isError,
  readAt,
  onRetry,
}: FeedStatusPanelProps) {
  const { t } = useTranslation();
  const rows = feeds ?? [];
  const time = (v: number | null) => (v === null ? t('marketFeed.status.never') : formatDateTime(v));

  return (
    <Card data-testid="feed-status">
      <Stack spacing={0.5} sx={{ p: { xs: 2, md: 3 }, pb: { xs: 1, md: 2 } }}>
        <Typography variant="h6" component="h2">
          {t('marketFeed.status.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('marketFeed.status.subtitle', { seconds: FEED_REFRESH_MS / 1000 })}
        </Typography>
      </Stack>
      <Box sx={{ height: 4 }}>{isFetching && !isPending && <LinearProgress />}</Box>
      {isError && (
        <RetryAlert message={t('marketFeed.status.error')} onRetry={onRetry} testId="feed-status-error" />
      )}
      <ScrollTable>
        <Table size="small" sx={{ minWidth: 720 }} aria-label={t('marketFeed.status.title')}>
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              <TableCell>{t('marketFeed.status.exchange')}</TableCell>
              <TableCell>{t('marketFeed.status.state')}</TableCell>
              <TableCell>{t('marketFeed.status.source')}</TableCell>
              <TableCell>{t('marketFeed.status.lastCandle')}</TableCell>
              <TableCell>{t('marketFeed.status.lastMessage')}</TableCell>
              <TableCell align="right">{t('marketFeed.status.lag')}</TableCell>
              <TableCell>{t('marketFeed.status.detail')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((f) => {
              const lag = feedLag(f.lastMessageAt, readAt);
              return (
                <TableRow
                  key={`${f.exchangeId}-${f.dataType}`}
                  data-testid={`feed-row-${f.exchangeId}-${f.dataType}`}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {exchangeName(f.exchangeId)} · {t(`market.dataTypes.${dataTypeCode(f.dataType)}`)}
                  </TableCell>
                  <TableCell>
                    <StateChip
                      state={f.state}
                      label={
                        // a replay that played all its history: the same words as its prices' badge
                        f.source === 'replay' && f.state === 'offline'
                          ? t('market.freshness.replayEnded')
                          : t(`marketFeed.states.${f.state}`)
                      }
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`marketFeed.sources.${f.source}`)}</TableCell>
                  <TableCell sx={NUM}>{time(f.lastCandleTime)}</TableCell>
                  <TableCell sx={NUM}>{time(f.lastMessageAt)}</TableCell>
                  <TableCell align="right" sx={NUM} data-testid="feed-lag">
                    {lag ? t(`marketFeed.duration.${lag.unit}`, { n: lag.n }) : '–'}
                  </TableCell>
                  <TableCell sx={{ color: 'text.secondary', maxWidth: 320, overflowWrap: 'anywhere' }}>
                    {f.detail || '–'}
                  </TableCell>
                </TableRow>
              );
            })}
            {!isPending && !isError && rows.length === 0 && (
              <TableMessageRow colSpan={COLUMNS}>{t('marketFeed.status.empty')}</TableMessageRow>
            )}
            {isPending &&
              ['s1', 's2', 's3'].map((k) => (
                <TableRow key={k} data-testid="feed-status-skeleton">
                  <TableCell colSpan={COLUMNS}>
                    <Skeleton variant="text" />
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </ScrollTable>
    </Card>
  );
}
