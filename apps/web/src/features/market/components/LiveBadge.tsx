import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { StreamState } from '../hooks/useMarketStream';

const DOT = { live: 'success.main', connecting: 'warning.main', offline: 'text.disabled' } as const;

/** "Live" once the websocket subscription is confirmed, "Offline" when the stream is down. */
export function LiveBadge({ state }: { state: StreamState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      data-testid="live-badge"
      data-state={state}
      label={t(`market.stream.${state}`)}
      icon={
        <Box
          component="span"
          aria-hidden="true"
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: DOT[state] }}
        />
      }
    />
  );
}
