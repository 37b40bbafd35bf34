import { dataTypeCode } from '@bitdata/contracts/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTopVolume } from '../hooks/useMarketQueries';
import { formatNumber, formatPercent, marketDetailPath } from '../markets';
import { trendColor } from './trend-color';

/** Top 10 markets by 24 h quote volume, in millions of dollars, with a relative bar. */
export function TopVolume() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = useTopVolume();
  const max = Math.max(1, ...(data ?? []).map((d) => d.quoteVolumeMillions));
  return (
    <Card sx={{ height: 1 }} data-testid="top-volume">
      <CardHeader
        title={t('market.topVolume.title')}
        subheader={t('market.topVolume.subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <Box sx={{ px: 3, pb: 3 }}>
        {isError && <Alert severity="error">{t('market.errors.load')}</Alert>}
        {isPending && <Skeleton variant="rounded" height={320} />}
        {data && data.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{t('market.empty.markets')}</Typography>
        )}
        <Stack component="ol" spacing={1.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {(data ?? []).map((d, i) => (
            <Box component="li" key={`${d.exchangeId}-${d.dataType}-${d.symbol}`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                <Typography variant="body2" sx={{ color: 'text.secondary', width: 20 }}>
                  {i + 1}
                </Typography>
                <Link
                  component={RouterLink}
                  to={marketDetailPath(d, '1h')}
                  underline="hover"
                  sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}
                >
                  {d.symbol}{' '}
                  <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                    {t(`market.dataTypes.${dataTypeCode(d.dataType)}`)}
                  </Typography>
                </Link>
                <Typography
                  variant="caption"
                  dir="ltr"
                  sx={{
                    color: trendColor(d.changePercent),
                  }}
                >
                  {formatPercent(d.changePercent, i18n.language)}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 72, textAlign: 'end' }}
                >
                  {formatNumber(d.quoteVolumeMillions, i18n.language, 0)}
                </Typography>
              </Stack>
              <Box
                sx={{
                  ml: 3.5,
                  mt: 0.5,
                  height: 4,
                  borderRadius: 2,
                  bgcolor: 'action.hover',
                  overflow: 'hidden',
                }}
              >
                <Box
                  sx={{
                    width: `${(d.quoteVolumeMillions / max) * 100}%`,
                    height: 1,
                    bgcolor: 'primary.main',
                  }}
                />
              </Box>
            </Box>
          ))}
        </Stack>
      </Box>
    </Card>
  );
}
