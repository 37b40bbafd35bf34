import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import type { Freshness } from '../freshness';
import { formatMoment } from '../moment';

const DOT = {
  live: 'success.main',
  replay: 'info.main',
  replayEnded: 'text.disabled',
  historical: 'text.disabled',
} as const;
const AS_OF_KEY = {
  historical: 'market.freshness.historicalAsOf',
  replayEnded: 'market.freshness.replayEndedAsOf',
} as const;

/**
 * "Live" only for a live series (feed connected, last candle recent); "Replay of" the moment the
 * bundled history is played back at ("Replay ended, as of" once it is used up); otherwise
 * "Historical, as of" the close of the last candle.
 */
export function LiveBadge({
  freshness,
  dense = false,
}: {
  freshness: Freshness;
  /** a line of small text instead of a chip: table rows, where a chip per row is too heavy */
  dense?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const label =
    freshness.kind === 'replay' && freshness.asOf !== null
      ? t('market.freshness.replayOf', { time: formatMoment(freshness.asOf, i18n.language) })
      : (freshness.kind === 'historical' || freshness.kind === 'replayEnded') && freshness.asOf !== null
        ? t(AS_OF_KEY[freshness.kind], { time: formatDateTime(freshness.asOf) })
        : t(`market.freshness.${freshness.kind}`);
  const dot = (
    <Box
      component="span"
      aria-hidden="true"
      sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: DOT[freshness.kind], flexShrink: 0 }}
    />
  );
  if (dense)
    return (
      <Typography
        variant="caption"
        component="span"
        data-testid="live-badge"
        data-state={freshness.kind}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}
      >
        {dot}
        {label}
      </Typography>
    );
  return (
    <Chip
      size="small"
      variant="outlined"
      data-testid="live-badge"
      data-state={freshness.kind}
      label={label}
      icon={dot}
    />
  );
}
