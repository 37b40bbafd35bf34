import { dataTypeCode, exchangeName } from '@bitdata/contracts/constants';
import type { FilterField } from '@bitdata/contracts/filters';
import type { NotificationItem } from '@bitdata/contracts/notifications';
import { readingText } from '@bitdata/contracts/reading-text';
import BarChartIcon from '@mui/icons-material/BarChart';
import CandlestickChartIcon from '@mui/icons-material/CandlestickChart';
import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTimeZoned } from '../../../i18n/format';
import { formatPrice } from '../../market';
import { DeliveryStates } from './DeliveryStates';
import '../texts';

interface Props {
  notification: NotificationItem;
  fields: readonly FilterField[];
  onMarkRead?: (id: string) => void;
  marking?: boolean;
}

/**
 * One notification: the filter, the market and interval, the candle in the member's time zone, the
 * price, the values that matched in words, the way to the chart at that candle and to the filter's
 * statistics, and how each channel delivered it. Unread ones carry a mark and a "mark read" button;
 * opening the chart marks it read too.
 */
export function NotificationCard({ notification: n, fields, onMarkRead, marking }: Props) {
  const { t, i18n } = useTranslation();
  const unread = n.readAt === null;
  return (
    <Card
      component="article"
      data-testid="notification-item"
      data-unread={unread}
      aria-label={t('notifications:item.label', { filter: n.filterName, symbol: n.symbol })}
      sx={(theme) => ({
        p: 2,
        borderLeft: `4px solid ${unread ? theme.palette.primary.main : 'transparent'}`,
      })}
    >
      <Stack spacing={1.25}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Stack spacing={0.25}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography
                variant="subtitle1"
                component="h2"
                sx={{ fontWeight: 700 }}
                data-testid="notification-symbol"
              >
                {n.symbol}
              </Typography>
              <Chip
                size="small"
                color={n.kind === 'entered' ? 'primary' : 'default'}
                label={t(`notifications:kind.${n.kind}`)}
              />
              {unread && (
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  label={t('notifications:item.unread')}
                />
              )}
            </Stack>
            <Typography variant="body2">
              {t('notifications:item.filter')}{' '}
              <Link component={RouterLink} to={n.links.filter} sx={{ fontWeight: 600 }}>
                {n.filterName}
              </Link>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {`${exchangeName(n.exchangeId)} · ${t(`market.dataTypes.${dataTypeCode(n.dataType)}`)} · ${t(`market.intervals.${n.interval}`)}`}
            </Typography>
          </Stack>
          <Stack sx={{ alignItems: { sm: 'flex-end' }, flexShrink: 0 }}>
            <Typography variant="body2" data-testid="notification-candle">
              {t('notifications:item.candle', { time: formatDateTimeZoned(n.candleTime) })}
            </Typography>
            {n.price !== null && (
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('notifications:item.price', { price: formatPrice(n.price, i18n.language) })}
              </Typography>
            )}
          </Stack>
        </Stack>
        {n.values.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={t('notifications:item.why')}>
            {n.values
              .filter((r) => r.matched)
              .map((r) => (
                <Typography
                  component="li"
                  variant="body2"
                  key={r.member === undefined ? `${r.index}` : `${r.index}.${r.member}`}
                >
                  {readingText(r, fields, i18n.language)}
                </Typography>
              ))}
          </Box>
        )}
        <DeliveryStates deliveries={n.deliveries} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={n.links.chart}
            size="small"
            variant="contained"
            startIcon={<CandlestickChartIcon />}
            data-testid="notification-chart"
            // opening what it points at is reading it
            onClick={() => unread && onMarkRead?.(n.id)}
          >
            {t('notifications:item.chart')}
          </Button>
          <Button
            component={RouterLink}
            to={n.links.filter}
            size="small"
            variant="outlined"
            startIcon={<BarChartIcon />}
          >
            {t('notifications:item.statistics')}
          </Button>
          {unread && onMarkRead && (
            <Button
              size="small"
              color="inherit"
              startIcon={<DoneIcon />}
              disabled={marking}
              onClick={() => onMarkRead(n.id)}
            >
              {t('notifications:item.markRead')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
