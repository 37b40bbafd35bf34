import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths';
import { ForbiddenCard, RetryAlert, SkeletonRows } from '../../../components/PageStates';
import { useCan } from '../../auth';
import { ConsumersTable } from '../components/ConsumersTable';
import { FeedsTable } from '../components/FeedsTable';
import { InstancesTable } from '../components/InstancesTable';
import { QueuesTable } from '../components/QueuesTable';
import { StatusChips } from '../components/StatusChips';
import { isForbidden, useSystem } from '../hooks';
import '../texts';

/** Where the repeating tasks are: the task schedules screen, for those who may see it. */
function SchedulesLink() {
  const { t } = useTranslation();
  if (!useCan(RESOURCE.taskschedule, PERMISSION_LEVEL.view)) return null;
  return (
    <Card sx={{ p: { xs: 2, md: 3 } }} data-testid="system-schedules">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ScheduleIcon sx={{ color: 'text.secondary' }} />
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2">
            {t('system:schedules.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('system:schedules.text')}
          </Typography>
        </Stack>
        <Button component={RouterLink} to={`${PATHS.service}/taskschedule`} variant="outlined">
          {t('system:schedules.open')}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * /core/system: the operators' view of the installation: instances and their heartbeats, database,
 * Redis and the job queue, the market feeds and who runs each, the queues (a queue opens onto its
 * failed jobs, which "edit" retries or discards), the candle consumers' lag. Read again whenever the
 * server pushes a change over the websocket.
 */
export function SystemPage() {
  const { t } = useTranslation();
  const mayView = useCan(RESOURCE.system, PERMISSION_LEVEL.view);
  const mayEdit = useCan(RESOURCE.system, PERMISSION_LEVEL.edit);
  const system = useSystem(mayView);

  if (!mayView || (system.isError && isForbidden(system.error)))
    return <ForbiddenCard testId="system-forbidden" title={t('system:title')} text={t('system:forbidden')} />;

  return (
    <Stack spacing={3} data-testid="system-page">
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('system:title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('system:subtitle')}</Typography>
      </Stack>
      {system.isPending ? (
        <SkeletonRows height={96} testId="system-loading" />
      ) : system.isError ? (
        <RetryAlert error={system.error} onRetry={() => void system.refetch()} testId="system-error" />
      ) : (
        <>
          <StatusChips snapshot={system.data} live={system.live} />
          <InstancesTable snapshot={system.data} />
          <QueuesTable snapshot={system.data} mayEdit={mayEdit} />
          <FeedsTable snapshot={system.data} />
          <ConsumersTable snapshot={system.data} />
          <SchedulesLink />
        </>
      )}
    </Stack>
  );
}
