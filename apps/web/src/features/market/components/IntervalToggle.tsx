import { INTERVAL_CODES, type IntervalCode } from '@bitdata/contracts/constants';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useIntervalHistory } from '../hooks/useIntervalHistory';

export interface IntervalToggleProps {
  /** the feed whose history marks the intervals */
  exchangeId: number;
  dataType: number;
  value: IntervalCode | null;
  onChange: (next: IntervalCode) => void;
  /** intervals that may be chosen (a market's stored ones, a plan's); the others are shown disabled */
  available?: readonly IntervalCode[];
  label: string;
}

/**
 * The seven intervals as one row of buttons. An interval of which the feed holds no candles stays
 * selectable (a filter on it matches once live candles arrive) but says "no history yet", so an empty
 * answer on it is not read as "nothing matches"; the week, built from daily candles, is not marked.
 */
export function IntervalToggle({
  exchangeId,
  dataType,
  value,
  onChange,
  available,
  label,
}: IntervalToggleProps) {
  const { t } = useTranslation();
  const historyOf = useIntervalHistory(exchangeId, dataType);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, next: IntervalCode | null) => next && onChange(next)}
      aria-label={label}
      sx={{ flexWrap: 'wrap' }}
    >
      {INTERVAL_CODES.map((code) => {
        const name = t(`market.intervals.${code}`);
        const empty = available ? !available.includes(code) : false;
        const { hasHistory } = historyOf(code);
        const button = (
          <ToggleButton
            key={code}
            value={code}
            disabled={empty}
            data-testid={`interval-${code}`}
            sx={{ px: 1.25, minWidth: 44, flexDirection: 'column', lineHeight: 1.25 }}
          >
            {name}
            {/* the space makes the accessible name "15m no history yet", not "15mno history yet" */}
            {!hasHistory && ' '}
            {!hasHistory && (
              <Box
                component="span"
                data-testid="interval-no-history"
                sx={{ fontSize: '0.625rem', fontWeight: 400, textTransform: 'none', color: 'text.secondary' }}
              >
                {t('market.picker.noHistory')}
              </Box>
            )}
          </ToggleButton>
        );
        // a disabled button gets no pointer events: the tooltip sits on a wrapper
        return empty ? (
          <Tooltip key={code} title={t('market.picker.noData', { interval: name })}>
            <span data-testid={`interval-${code}-empty`}>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
    </ToggleButtonGroup>
  );
}
