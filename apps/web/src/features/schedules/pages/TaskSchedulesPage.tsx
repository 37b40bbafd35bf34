import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import type { TaskSchedule } from '@bitdata/contracts/schedules';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { ForbiddenCard, RetryAlert, SkeletonRows } from '../../../components/PageStates';
import { useCan } from '../../auth';
import { schedulesApi } from '../api';
import { ScheduleDialog } from '../components/ScheduleDialog';
import { ScheduleList } from '../components/ScheduleList';
import { taskName } from '../format';
import { isForbidden, scheduleKeys, useSchedules } from '../hooks';
import '../texts';

type Act = 'pause' | 'resume';

/**
 * /core/taskschedule: the system's repeating tasks with their schedule, state, last and
 * next run; operators holding "edit" pause, resume, re-time and run them now. A run now is followed
 * until the server has recorded it (the list is read every second meanwhile).
 */
export function TaskSchedulesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const mayView = useCan(RESOURCE.taskschedule, PERMISSION_LEVEL.view);
  const mayEdit = useCan(RESOURCE.taskschedule, PERMISSION_LEVEL.edit);
  // task name -> its lastRunAt when "run now" was clicked: waiting until a newer run is recorded
  const [awaiting, setAwaiting] = useState<Record<string, number | null>>({});
  const [editing, setEditing] = useState<TaskSchedule | null>(null);
  const list = useSchedules(mayView, Object.keys(awaiting).length > 0);

  useEffect(() => {
    if (!list.data) return;
    setAwaiting((current) => {
      const done = Object.keys(current).filter((name) => {
        const task = list.data.find((s) => s.name === name);
        return !task || (task.lastRunAt !== current[name] && task.lastResult !== 'running');
      });
      if (done.length === 0) return current;
      const next = { ...current };
      for (const name of done) delete next[name];
      return next;
    });
  }, [list.data]);

  const replace = (saved: TaskSchedule) =>
    queryClient.setQueryData<TaskSchedule[]>(scheduleKeys.list, (rows) =>
      rows?.map((s) => (s.name === saved.name ? saved : s)),
    );
  const act = useMutation({
    mutationFn: ({ task, what }: { task: TaskSchedule; what: Act }) =>
      what === 'pause' ? schedulesApi.pause(task.name) : schedulesApi.resume(task.name),
    onSuccess: (saved, { task, what }) => {
      replace(saved);
      notify(
        t(`schedules:notices.${what === 'pause' ? 'paused' : 'resumed'}`, { task: taskName(t, task) }),
        'success',
      );
    },
  });
  const run = useMutation({
    mutationFn: (task: TaskSchedule) => schedulesApi.run(task.name),
    onMutate: (task) => setAwaiting((a) => ({ ...a, [task.name]: task.lastRunAt })),
    onSuccess: (_queued, task) =>
      notify(t('schedules:notices.runQueued', { task: taskName(t, task) }), 'info'),
    onError: (_error, task) =>
      setAwaiting((a) => {
        const { [task.name]: _dropped, ...rest } = a;
        return rest;
      }),
  });

  if (!mayView || (list.isError && isForbidden(list.error)))
    return (
      <ForbiddenCard
        testId="schedules-forbidden"
        title={t('schedules:title')}
        text={t('schedules:forbidden')}
      />
    );

  return (
    <Stack spacing={3} data-testid="schedules-page">
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('schedules:title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('schedules:subtitle')}</Typography>
      </Stack>
      {(act.isError || run.isError) && (
        <Alert
          severity="error"
          onClose={() => {
            act.reset();
            run.reset();
          }}
        >
          {errorText(act.error ?? run.error)}
        </Alert>
      )}
      {list.isPending ? (
        <SkeletonRows height={72} testId="schedules-loading" />
      ) : list.isError ? (
        <RetryAlert error={list.error} onRetry={() => void list.refetch()} testId="schedules-error" />
      ) : list.data.length === 0 ? (
        <Card sx={{ p: { xs: 4, md: 6 } }} data-testid="schedules-empty">
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <ScheduleIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
            <Typography sx={{ color: 'text.secondary' }}>{t('schedules:empty')}</Typography>
          </Stack>
        </Card>
      ) : (
        <ScheduleList
          tasks={list.data}
          mayEdit={mayEdit}
          awaiting={awaiting}
          busy={act.isPending}
          onPause={(task) => act.mutate({ task, what: 'pause' })}
          onResume={(task) => act.mutate({ task, what: 'resume' })}
          onEdit={setEditing}
          onRun={(task) => run.mutate(task)}
        />
      )}
      {editing && <ScheduleDialog task={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
