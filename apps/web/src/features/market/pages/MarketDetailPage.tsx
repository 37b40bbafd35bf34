import { dataTypeCode, exchangeName, isIntervalCode } from '@bitdata/contracts/constants';
import type { CandleDto, IntervalCode } from '@bitdata/contracts/market';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CandlestickChartIcon from '@mui/icons-material/CandlestickChartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/errors';
import { PATHS } from '../../../app/paths';
import { formatDateTimeZoned } from '../../../i18n/format';
import { mergeCandles } from '../chart/chart-data';
import { CHART_NS } from '../chart/texts';
import { LatestValues } from '../components/LatestValues';
import { LayerToggles } from '../components/LayerToggles';
import { LiveBadge } from '../components/LiveBadge';
import { MarketPicker } from '../components/MarketPicker';
import { trendColor } from '../components/trend-color';
import { useChartLayers } from '../hooks/useChartLayers';
import { useFreshness } from '../hooks/useFreshness';
import { useFinestPrice } from '../hooks/useLatestPrice';
import { marketKeys, useCandles, useMarketDetail } from '../hooks/useMarketQueries';
import { marketChannelOf, useMarketStream } from '../hooks/useMarketStream';
import { useThrottled } from '../hooks/useThrottled';
import { closedPrice, latestPrice } from '../latest-price';
import {
  documentOf,
  formatPercent,
  formatPrice,
  type MarketKey,
  marketDetailPath,
  parseMarketRoute,
} from '../markets';

// lightweight-charts and the indicator engine load with the chart, after the page shell painted
const MarketChart = lazy(() => import('../chart/MarketChart').then((m) => ({ default: m.MarketChart })));

/** Candles kept for the chart: the loaded history plus what the stream added, newest last. */
const KEEP = 1500;
/** Latest values are re-read at most this often while candles close (and once after the last). */
const DETAIL_REFRESH_MS = 10_000;

/** A chart still loading after this long is shown as an error with a retry, not an endless skeleton. */
export const CHART_TIMEOUT_MS = 15_000;

/** True once `active` has held for `ms` without a break; a new `attempt` starts the wait over. */
function useTimedOut(active: boolean, ms: number, attempt: number) {
  const [timedOut, setTimedOut] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (new attempt) starts the wait over
  useEffect(() => {
    setTimedOut(false);
    if (!active) return;
    const timer = setTimeout(() => setTimedOut(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms, attempt]);
  return active && timedOut;
}

const notFound = (e: unknown) => e instanceof ApiError && (e.status === 404 || e.status === 400);

function StateCard({ title, text, action }: { title: string; text?: string; action?: React.ReactNode }) {
  return (
    <Card sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }} data-testid="market-state">
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <CandlestickChartIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
        <Typography variant="h6" component="p">
          {title}
        </Typography>
        {text && <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>{text}</Typography>}
        {action}
      </Stack>
    </Card>
  );
}

/** /core/detail/{document}/{marketName}: the candle chart of one market with its latest indicator values. */
export function MarketDetailPage() {
  const { document, marketName } = useParams();
  const market = parseMarketRoute(document, marketName);
  const { t } = useTranslation();
  if (!market)
    return (
      <StateCard
        title={t('market.detail.unknownTitle')}
        text={t('market.detail.unknownText')}
        action={
          <Button component={RouterLink} to={PATHS.dashboard.markets} variant="contained">
            {t('market.detail.allMarkets')}
          </Button>
        }
      />
    );
  return <MarketDetail key={`${market.exchangeId}-${market.dataType}-${market.symbol}`} market={market} />;
}

function MarketDetail({ market }: { market: MarketKey }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const asked = params.get('interval');
  // ?at=<open time>: a screener match opened from its table, marked on the chart
  const at = Number(params.get('at')) || null;
  // &exit=<open time>: a statistics trade's deciding candle, marked beside its entry (`at`)
  const exit = at === null ? null : Number(params.get('exit')) || null;
  const [layers, setLayers] = useChartLayers();
  const { exchangeId, dataType, symbol } = market;

  // the detail of the asked (or 1h) interval tells which intervals have candles
  const wanted: IntervalCode = isIntervalCode(asked) ? asked : '1h';
  const detail = useMarketDetail(exchangeId, dataType, symbol, wanted);
  const available = detail.data?.market.intervals;
  const interval: IntervalCode =
    available && available.length > 0 && !available.includes(wanted) && !isIntervalCode(asked)
      ? available.includes('1h')
        ? '1h'
        : available[0]
      : wanted;
  const hasData = available ? available.includes(interval) : true;
  // latest values of the interval shown (a second read only when the asked one had no candles)
  const fallbackDetail = useMarketDetail(exchangeId, dataType, symbol, interval, interval !== wanted);
  const latest = interval === wanted ? detail.data : fallbackDetail.data;
  const candlesQ = useCandles(exchangeId, dataType, symbol, interval, hasData && !detail.isError);
  const loading = (candlesQ.isPending && candlesQ.fetchStatus !== 'idle') || detail.isPending;
  const [attempt, setAttempt] = useState(0);
  const timedOut = useTimedOut(loading, CHART_TIMEOUT_MS, attempt);
  const builtFrom = candlesQ.data?.builtFrom ?? null;

  // candles that arrived by websocket since the history was loaded
  const [extra, setExtra] = useState<CandleDto[]>([]);
  const [forming, setForming] = useState<CandleDto | null>(null);
  // a new interval or a reloaded history starts the stream's additions over (reset during render)
  const streamKey = `${interval}:${candlesQ.dataUpdatedAt}`;
  const [seenKey, setSeenKey] = useState(streamKey);
  if (seenKey !== streamKey) {
    setSeenKey(streamKey);
    setExtra([]);
    setForming(null);
  }

  // the latest values follow the closes, re-read at most every DETAIL_REFRESH_MS (and after the last)
  const refreshDetail = useThrottled(() => {
    void queryClient.invalidateQueries({
      queryKey: marketKeys.detail(exchangeId, dataType, symbol, interval),
    });
  }, DETAIL_REFRESH_MS);
  const onClosed = useCallback(
    (c: CandleDto) => {
      setExtra((prev) =>
        prev.length && prev[prev.length - 1].time === c.time ? [...prev.slice(0, -1), c] : [...prev, c],
      );
      setForming((f) => (f && f.time <= c.time ? null : f));
      refreshDetail();
    },
    [refreshDetail],
  );
  const onUpdate = useCallback((c: CandleDto) => setForming(c), []);
  useMarketStream(
    hasData ? marketChannelOf(exchangeId, dataType, symbol, interval) : null,
    useMemo(() => ({ onClosed, onUpdate }), [onClosed, onUpdate]),
  );

  const closed = useMemo(() => {
    const all = mergeCandles(candlesQ.data?.candles ?? [], extra);
    return all.length > KEEP ? all.slice(-KEEP) : all;
  }, [candlesQ.data, extra]);
  const lastClosed = closed.length ? closed[closed.length - 1] : null;
  const freshness = useFreshness(exchangeId, dataType, interval, lastClosed?.time ?? null);
  const live = forming ?? candlesQ.data?.live ?? null;
  const shownForming = live && (!lastClosed || live.time > lastClosed.time) ? live : null;

  const ticker = detail.data?.market.ticker;
  // the headline is the market's latest price, the same whichever interval the chart shows
  const finest = available?.[0];
  const finestPrice = useFinestPrice(market, finest);
  const price = latestPrice([
    ticker?.price != null ? { price: ticker.price, at: ticker.time ?? Number.NEGATIVE_INFINITY } : null,
    finestPrice,
    closedPrice(lastClosed, interval),
    // the finest interval's forming candle carries the last trade; a coarser one (a week built from
    // days) may be as old as its last source candle
    shownForming && interval === finest ? { price: shownForming.close, at: Number.POSITIVE_INFINITY } : null,
  ]);
  const change = ticker?.changePercent ?? null;
  const base = detail.data?.market.base ?? symbol.replace(/USDT$/, '');
  const quote = detail.data?.market.quote ?? 'USDT';

  const setInterval = (next: IntervalCode) => {
    const p = new URLSearchParams(params);
    p.set('interval', next);
    setParams(p, { replace: true });
  };

  if (detail.isError && notFound(detail.error)) {
    return (
      <StateCard
        title={t('market.detail.notTrackedTitle', { symbol })}
        text={t('market.detail.notTrackedText', {
          symbol,
          exchange: exchangeName(exchangeId),
          dataType: t(`market.dataTypes.${dataTypeCode(dataType)}`),
        })}
        action={
          <Button component={RouterLink} to={PATHS.dashboard.markets} variant="contained">
            {t('market.detail.allMarkets')}
          </Button>
        }
      />
    );
  }

  return (
    <Stack spacing={3} data-testid="market-detail">
      <Stack spacing={1.5}>
        <Box>
          <Button
            component={RouterLink}
            to={PATHS.dashboard.markets}
            size="small"
            color="inherit"
            startIcon={<ArrowBackIcon />}
            sx={(theme) => ({
              color: 'text.secondary',
              '& .MuiButton-startIcon svg': { transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' },
            })}
          >
            {t('market.detail.allMarkets')}
          </Button>
        </Box>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'flex-end' } }}
        >
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="h4" component="h1" data-testid="market-title">
                {base}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  /{quote}
                </Box>
              </Typography>
              <Chip
                size="small"
                label={`${exchangeName(exchangeId)} · ${t(`market.dataTypes.${dataTypeCode(dataType)}`)}`}
              />
              <LiveBadge freshness={freshness} />
            </Stack>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', mt: 1, flexWrap: 'wrap' }}>
              <Typography
                variant="h5"
                component="p"
                sx={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid="market-price"
              >
                {formatPrice(price, i18n.language)}
              </Typography>
              <Typography
                dir="ltr"
                sx={{
                  color: trendColor(change),
                  fontWeight: 600,
                }}
              >
                {formatPercent(change, i18n.language)}{' '}
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  {t('market.detail.day')}
                </Box>
              </Typography>
            </Stack>
          </Box>
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary' }}
            data-testid="last-candle-time"
            data-time={lastClosed?.time ?? ''}
            data-count={closed.length}
          >
            {lastClosed
              ? t('market.detail.lastCandle', {
                  time: formatDateTimeZoned(lastClosed.time),
                  n: closed.length,
                })
              : t('market.detail.noCandle')}
          </Typography>
        </Stack>
      </Stack>

      <Card sx={{ p: { xs: 1.5, md: 2.5 } }}>
        <Stack spacing={2}>
          <MarketPicker
            showInterval
            value={{ exchangeId, dataType, interval }}
            availableIntervals={available}
            onChange={(v) => {
              if (v.exchangeId !== exchangeId || v.dataType !== dataType) {
                if (documentOf(v.exchangeId, v.dataType))
                  navigate(
                    marketDetailPath({ exchangeId: v.exchangeId, dataType: v.dataType, symbol }, v.interval),
                  );
              } else if (v.interval && v.interval !== interval) setInterval(v.interval);
            }}
          />
          <LayerToggles value={layers} onChange={setLayers} />
          {at !== null && (
            <Chip
              color="warning"
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
              data-testid="matched-candle"
              label={
                exit === null
                  ? t('market.detail.matchedAt', { time: formatDateTimeZoned(at) })
                  : t('market.detail.entryAt', { time: formatDateTimeZoned(at) })
              }
            />
          )}
          {exit !== null && (
            <Chip
              color="info"
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
              data-testid="exit-candle"
              label={t('market.detail.exitAt', { time: formatDateTimeZoned(exit) })}
            />
          )}
          {builtFrom && (
            <Chip
              size="small"
              variant="outlined"
              sx={{
                alignSelf: 'flex-start',
                maxWidth: 1,
                height: 'auto',
                '& .MuiChip-label': { whiteSpace: 'normal' },
              }}
              data-testid="chart-built"
              label={t(`${CHART_NS}:built`)}
            />
          )}
          {detail.isError || candlesQ.isError || timedOut ? (
            <Alert
              severity="error"
              data-testid="chart-error"
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    setAttempt((a) => a + 1);
                    void Promise.all([detail.refetch(), candlesQ.refetch()]);
                  }}
                >
                  {t('common.retry')}
                </Button>
              }
            >
              {timedOut ? t(`${CHART_NS}:timeout`) : t('market.errors.load')}
            </Alert>
          ) : !hasData || (candlesQ.isSuccess && closed.length === 0 && !shownForming) ? (
            <Box sx={{ py: 8, textAlign: 'center' }} data-testid="chart-empty">
              <Typography variant="subtitle1">
                {t('market.empty.intervalTitle', { interval: t(`market.intervals.${interval}`) })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {available && available.length > 0
                  ? t('market.empty.intervalText', {
                      intervals: available.map((c) => t(`market.intervals.${c}`)).join(', '),
                    })
                  : t('market.empty.noCandles')}
              </Typography>
            </Box>
          ) : candlesQ.isPending || detail.isPending ? (
            <Skeleton variant="rounded" height={440} data-testid="chart-loading" />
          ) : (
            <Suspense fallback={<Skeleton variant="rounded" height={440} />}>
              <MarketChart
                closed={closed}
                forming={shownForming}
                interval={interval}
                layers={layers}
                at={at}
                exit={exit}
              />
            </Suspense>
          )}
        </Stack>
      </Card>

      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('market.values.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {latest?.candle
            ? t('market.values.subtitle', {
                interval: t(`market.intervals.${interval}`),
                time: formatDateTimeZoned(latest.candle.time),
              })
            : t('market.values.noCandle')}
        </Typography>
        {detail.isPending ? (
          <Skeleton variant="rounded" height={240} />
        ) : latest && hasData ? (
          <LatestValues values={latest.indicators} />
        ) : null}
      </Box>
    </Stack>
  );
}
