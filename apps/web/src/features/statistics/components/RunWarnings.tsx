import type { StatisticDetail } from '@bitdata/contracts/statistics';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import '../texts';

/** What the member should know about the data behind a run: history shorter than asked, no markets. */
export function RunWarnings({ warnings }: { warnings: StatisticDetail['warnings'] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="run-warnings">
      {warnings.map((w) => (
        <Alert key={`${w.interval}-${w.code}`} severity="warning">
          {t(`statistics:warnings.${w.code}`, {
            interval: t(`market.intervals.${w.interval}`),
            count: w.count,
            symbols: w.symbols.join(', '),
          })}
        </Alert>
      ))}
    </Stack>
  );
}
