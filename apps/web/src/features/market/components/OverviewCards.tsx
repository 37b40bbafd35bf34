import { dataTypeCode, exchangeName } from '@bitdata/contracts/constants';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { tickerFreshness } from '../freshness';
import { useFeedStates } from '../hooks/useFreshness';
import { useOverview } from '../hooks/useMarketQueries';
import { formatMillions, formatPercent, formatPrice, marketDetailPath } from '../markets';
import { LiveBadge } from './LiveBadge';
import { Sparkline } from './Sparkline';
import { trendColor } from './trend-color';

/**
 * BTC and ETH: price, 24 h change and a 24-hour sparkline (a publish component, also usable in a form). On
 * /crypto they stack beside the top volume list; `side by side` (the dashboard) keeps them in a row.
 */
export function OverviewCards({ sideBySide = false }: { sideBySide?: boolean }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const { data, isPending, isError } = useOverview();
  const feeds = useFeedStates();
  if (isError) return <Alert severity="error">{t('market.errors.load')}</Alert>;
  const items = data ?? [];
  return (
    <Grid container spacing={3} sx={{ height: { lg: sideBySide ? 'auto' : 1 } }}>
      {(isPending ? (['btc', 'eth'] as const) : items).map((item) => {
        if (typeof item === 'string')
          return (
            <Grid key={item} size={{ xs: 12, md: 6, lg: sideBySide ? 6 : 12 }}>
              <Skeleton variant="rounded" height={164} />
            </Grid>
          );
        const up = (item.changePercent ?? 0) >= 0;
        const color = up ? theme.palette.success.main : theme.palette.error.main;
        return (
          <Grid
            key={`${item.exchangeId}-${item.dataType}-${item.symbol}`}
            size={{ xs: 12, md: 6, lg: sideBySide ? 6 : 12 }}
            sx={{ height: { lg: sideBySide ? 'auto' : 'calc(50% - 12px)' } }}
          >
            <Card data-testid={`overview-${item.base}`} sx={{ height: 1 }}>
              <CardActionArea
                component={RouterLink}
                to={marketDetailPath(item, '1h')}
                sx={{
                  p: 3,
                  height: 1,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  justifyContent: 'space-between',
                }}
              >
                <Stack
                  direction="row"
                  spacing={2}
                  sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
                >
                  <div>
                    <Typography
                      variant="overline"
                      component="p"
                      sx={{ color: 'text.secondary', lineHeight: 1.6 }}
                    >
                      {item.base}/USDT · {exchangeName(item.exchangeId)}{' '}
                      {t(`market.dataTypes.${dataTypeCode(item.dataType)}`)}
                    </Typography>
                    <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatPrice(item.price, i18n.language)}
                    </Typography>
                    <LiveBadge
                      freshness={tickerFreshness(
                        feeds.data?.find(
                          (f) => f.exchangeId === item.exchangeId && f.dataType === item.dataType,
                        ),
                        item,
                      )}
                    />
                  </div>
                  <Typography
                    variant="subtitle1"
                    component="p"
                    dir="ltr"
                    sx={{
                      color: trendColor(item.changePercent),
                      fontWeight: 700,
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {formatPercent(item.changePercent, i18n.language)}
                  </Typography>
                </Stack>
                <Sparkline values={item.sparkline} color={color} />
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('market.overview.volume', { value: formatMillions(item.quoteVolume, i18n.language) })}
                </Typography>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
