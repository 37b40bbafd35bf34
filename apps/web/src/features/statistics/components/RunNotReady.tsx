import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../../api/errors';
import { useErrorText } from '../../../components/form/useErrorText';
import type { useStatisticRun } from '../hooks';
import { startedStatus } from '../paths';
import { RunProgress } from './RunProgress';
import '../texts';

type RunQuery = ReturnType<typeof useStatisticRun>;

/**
 * A run view before its run is read: 'calculating...' at once for a run just started (its start answer
 * came in the navigation state), a skeleton otherwise, or the read's error (not found said as such).
 * Null once the run is there.
 */
export function RunNotReady({ run, height, retry }: { run: RunQuery; height: number; retry?: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const started = startedStatus(useLocation().state);
  if (run.isPending)
    return started ? (
      <Card sx={{ p: { xs: 2, md: 3 } }} data-testid="statistic-run">
        <RunProgress run={{ status: started, progress: { done: 0, total: 0 } }} channel={run.channel} />
      </Card>
    ) : (
      <Skeleton variant="rounded" height={height} data-testid="run-loading" />
    );
  if (run.isError) {
    const notFound = run.error instanceof ApiError && run.error.status === 404;
    return (
      <Alert
        severity="error"
        data-testid="run-error"
        action={
          retry && !notFound ? (
            <Button color="inherit" size="small" onClick={() => void run.refetch()}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      >
        {notFound ? t('statistics:run.notFound') : errorText(run.error)}
      </Alert>
    );
  }
  return null;
}
