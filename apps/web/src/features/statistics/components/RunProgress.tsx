import type { StatisticRun } from '@bitdata/contracts/statistics';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ChannelState } from '../../../api/realtime';
import { progressPercent } from '../run-state';
import '../texts';

/** The spec's 'calculating...' while a run is queued or calculated: markets done out of the total. */
export function RunProgress({
  run,
  channel,
}: {
  run: Pick<StatisticRun, 'status' | 'progress'>;
  channel: ChannelState;
}) {
  const { t } = useTranslation();
  const percent = progressPercent(run);
  const queued = run.status === 'queued';
  return (
    <Stack spacing={1} data-testid="statistic-progress" aria-live="polite">
      <Typography variant="h6" component="p">
        {t('statistics:run.calculating')}
      </Typography>
      <LinearProgress
        variant={queued ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={t('statistics:run.calculating')}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="statistic-progress-count">
          {queued
            ? t('statistics:run.queued')
            : t('statistics:run.progress', { done: run.progress.done, total: run.progress.total, percent })}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {channel === 'live' ? t('statistics:run.liveUpdates') : t('statistics:run.polling')}
        </Typography>
      </Box>
    </Stack>
  );
}
