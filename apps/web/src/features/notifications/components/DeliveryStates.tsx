import type { NotificationDelivery } from '@bitdata/contracts/notifications';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import '../texts';

const COLOR = { queued: 'default', sent: 'success', failed: 'error', skipped: 'default' } as const;

/**
 * Where the notification went: one chip per channel with its state, and for a failure the reason the
 * channel gave (the delivery was retried; this is why it finally gave up).
 */
export function DeliveryStates({ deliveries }: { deliveries: readonly NotificationDelivery[] }) {
  const { t } = useTranslation();
  if (deliveries.length === 0) return null;
  const failures = deliveries.filter((d) => d.status === 'failed' && d.error);
  return (
    <Stack spacing={0.5} data-testid="deliveries">
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('notifications:delivery.title')}
        </Typography>
        {deliveries.map((d) => (
          <Chip
            key={d.channel}
            size="small"
            variant="outlined"
            color={COLOR[d.status]}
            data-testid={`delivery-${d.channel}`}
            label={t('notifications:delivery.state', {
              channel: t(`notifications:channels.${d.channel}`),
              status: t(`notifications:delivery.status.${d.status}`),
            })}
          />
        ))}
      </Stack>
      {failures.map((d) => (
        <Typography key={d.channel} variant="caption" sx={{ color: 'error.main' }}>
          {t('notifications:delivery.failedBecause', {
            channel: t(`notifications:channels.${d.channel}`),
            reason: d.error,
            count: d.attempts,
          })}
        </Typography>
      ))}
    </Stack>
  );
}
