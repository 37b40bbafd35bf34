import type { StatisticResult } from '@bitdata/contracts/statistics';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { intervalsOf, pairsOf, type ResultKey } from '../run-state';
import '../texts';

const pairValue = (p: { takeProfit: number; stoploss: number }) => `${p.takeProfit}/${p.stoploss}`;

/** Picks which result of a run is shown: its interval and its take-profit/stop-loss pair. */
export function ResultPicker({
  results,
  value,
  onChange,
}: {
  results: readonly StatisticResult[];
  value: ResultKey;
  onChange: (next: ResultKey) => void;
}) {
  const { t } = useTranslation();
  const intervals = intervalsOf(results);
  const pairs = pairsOf(results);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {intervals.length > 1 && (
        <TextField
          select
          size="small"
          label={t('statistics:picker.interval')}
          value={value.interval}
          onChange={(e) => onChange({ ...value, interval: e.target.value as ResultKey['interval'] })}
          sx={{ minWidth: 140 }}
        >
          {intervals.map((i) => (
            <MenuItem key={i} value={i}>
              {t(`market.intervals.${i}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label={t('statistics:picker.pair')}
        value={pairValue(value)}
        onChange={(e) => {
          const pair = pairs.find((p) => pairValue(p) === e.target.value);
          if (pair) onChange({ ...value, ...pair });
        }}
        sx={{ minWidth: 220 }}
        slotProps={{ htmlInput: { 'data-testid': 'pair-picker' } }}
      >
        {pairs.map((p) => (
          <MenuItem key={pairValue(p)} value={pairValue(p)}>
            {t('statistics:picker.pairLabel', { tp: p.takeProfit, sl: p.stoploss })}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
