import type { FailedJobDto } from '@bitdata/contracts/system';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { SkeletonRows } from '../../../components/PageStates';
import { formatDateTime } from '../../../i18n/format';
import { systemApi } from '../api';
import { systemKeys, useFailedJobs } from '../hooks';
import '../texts';

/**
 * A queue's failed jobs with the error each ended on; operators holding "edit" retry one (it runs
 * again with all its attempts) or discard it after confirming.
 */
export function FailedJobs({ queue, mayEdit }: { queue: string; mayEdit: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const failed = useFailedJobs(queue, true);
  const [discarding, setDiscarding] = useState<FailedJobDto | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: systemKeys.all });

  const retry = useMutation({
    mutationFn: (job: FailedJobDto) => systemApi.retry(job.id),
    onSuccess: (_done, job) => {
      notify(t('system:notices.retried', { name: job.name }), 'success');
      void refresh();
    },
  });
  const discard = useMutation({
    mutationFn: (job: FailedJobDto) => systemApi.discard(job.id),
    onSuccess: (_done, job) => {
      notify(t('system:notices.discarded', { name: job.name }), 'success');
      setDiscarding(null);
      void refresh();
    },
  });
  const actionError = retry.error ?? discard.error;

  if (failed.isPending) return <SkeletonRows height={40} rows={2} testId="failed-loading" />;
  if (failed.isError)
    return (
      <Alert severity="error" data-testid="failed-error">
        {t('system:queues.loadError')} {errorText(failed.error)}
      </Alert>
    );
  const { jobs, total } = failed.data;
  if (jobs.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary', py: 1 }} data-testid="failed-empty">
        {t('system:queues.noFailed')}
      </Typography>
    );

  return (
    <Stack spacing={1} sx={{ py: 1 }}>
      {actionError && (
        <Alert
          severity="error"
          onClose={() => {
            retry.reset();
            discard.reset();
          }}
          data-testid="failed-action-error"
        >
          {errorText(actionError)}
        </Alert>
      )}
      <Table size="small" aria-label={t('system:queues.showFailed', { queue })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('system:queues.job')}</TableCell>
            <TableCell>{t('system:queues.error')}</TableCell>
            <TableCell>{t('system:queues.attempts')}</TableCell>
            <TableCell>{t('system:queues.failedAt')}</TableCell>
            {mayEdit && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.id} data-testid="failed-job" data-id={job.id} data-name={job.name}>
              <TableCell>
                <Typography variant="body2">{job.name}</Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
                  {job.id}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 480 }}>
                <Typography
                  variant="body2"
                  sx={{ color: 'error.main', wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}
                  data-testid="failed-job-error"
                >
                  {job.error ?? t('system:queues.noError')}
                </Typography>
              </TableCell>
              <TableCell>
                {job.attempts} / {job.maxAttempts}
              </TableCell>
              <TableCell>{formatDateTime(job.failedAt)}</TableCell>
              {mayEdit && (
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="contained"
                      loading={retry.isPending && retry.variables?.id === job.id}
                      disabled={retry.isPending || discard.isPending}
                      onClick={() => retry.mutate(job)}
                      data-testid="failed-job-retry"
                    >
                      {t('system:queues.retry')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={retry.isPending || discard.isPending}
                      onClick={() => setDiscarding(job)}
                      data-testid="failed-job-discard"
                    >
                      {t('system:queues.discard')}
                    </Button>
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > jobs.length && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('system:queues.shown', { shown: jobs.length, total })}
        </Typography>
      )}
      <ConfirmDialog
        open={discarding !== null}
        title={t('system:discardDialog.title')}
        text={t('system:discardDialog.text', { name: discarding?.name ?? '' })}
        confirmLabel={t('system:discardDialog.confirm')}
        onConfirm={() => (discarding ? discard.mutateAsync(discarding).catch(() => undefined) : undefined)}
        onClose={() => setDiscarding(null)}
      />
    </Stack>
  );
}
