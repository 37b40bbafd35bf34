import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import type { Freshness } from '../freshness';

const DOT = { live: 'success.main', replay: 'info.main', historical: 'text.disabled' } as const;

/**
 * "Live" only for a live series (feed connected, last candle recent); "Replay" for the bundled
 * history played back; otherwise "Historical, as of" the close of the last candle.
 */
export function LiveBadge({ freshness }: { freshness: Freshness }) {
  const { t } = useTranslation();
  const label =
    freshness.kind === 'historical'
      ? freshness.asOf === null
        ? t('market.freshness.historical')
        : t('market.freshness.historicalAsOf', { time: formatDateTime(freshness.asOf) })
      : t(`market.freshness.${freshness.kind}`);
  return (
    <Chip
      size="small"
      variant="outlined"
      data-testid="live-badge"
      data-state={freshness.kind}
      label={label}
      icon={
        <Box
          component="span"
          aria-hidden="true"
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: DOT[freshness.kind] }}
        />
      }
    />
  );
}
