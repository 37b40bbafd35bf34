import type { TaskSchedule } from '@bitdata/contracts/schedules';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import { describeDuration, describeSchedule, taskName } from '../format';
import '../texts';

/** The task's translated name with its job name beneath (what the logs call it). */
export function TaskNameCell({ task }: { task: TaskSchedule }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {taskName(t, task)}
      </Typography>
      <Typography
        variant="caption"
        component="code"
        sx={{ color: 'text.secondary', fontFamily: 'monospace' }}
      >
        {task.name}
      </Typography>
    </Stack>
  );
}

export function ScheduleCell({ task }: { task: TaskSchedule }) {
  const { t } = useTranslation();
  const text = describeSchedule(t, task.schedule);
  return task.overridden ? (
    <Tooltip title={t('schedules:changedByOperator', { schedule: describeSchedule(t, task.declared) })}>
      <Typography variant="body2" data-testid="schedule-timing">
        {text} *
      </Typography>
    </Tooltip>
  ) : (
    <Typography variant="body2" data-testid="schedule-timing">
      {text}
    </Typography>
  );
}

export function StateCell({ task }: { task: TaskSchedule }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={task.paused ? 'warning' : 'success'}
      label={task.paused ? t('schedules:state.paused') : t('schedules:state.active')}
      data-testid="schedule-state"
    />
  );
}

const RESULT_COLOR = { running: 'info', ok: 'success', failed: 'error' } as const;

/** When it last ran, with its result and duration; while a run now is awaited, a progress mark. */
export function LastRunCell({ task, awaiting }: { task: TaskSchedule; awaiting: boolean }) {
  const { t } = useTranslation();
  const inProgress = awaiting || task.lastResult === 'running';
  return (
    <Stack spacing={0.5} data-testid="schedule-last-run">
      {task.lastRunAt === null ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('schedules:never')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="body2" data-testid="schedule-last-run-at">
            {formatDateTime(task.lastRunAt)}
          </Typography>
          {task.lastResult && (
            <Chip
              size="small"
              color={RESULT_COLOR[task.lastResult]}
              label={t(`schedules:result.${task.lastResult}`)}
            />
          )}
        </Stack>
      )}
      {task.lastDurationMs !== null && task.lastResult !== 'running' && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {describeDuration(t, task.lastDurationMs)}
        </Typography>
      )}
      {task.lastResult === 'failed' && task.lastError && (
        <Typography variant="caption" sx={{ color: 'error.main', wordBreak: 'break-word' }}>
          {task.lastError}
        </Typography>
      )}
      {inProgress && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
          role="status"
          data-testid="schedule-waiting"
        >
          <CircularProgress size={14} />
          <Typography variant="caption">
            {task.lastResult === 'running' ? t('schedules:runningNow') : t('schedules:waitingForRun')}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}

export function NextRunCell({ task }: { task: TaskSchedule }) {
  const { t } = useTranslation();
  return (
    <Typography
      variant="body2"
      sx={{ color: task.nextRunAt === null ? 'text.secondary' : undefined }}
      data-testid="schedule-next-run"
    >
      {task.nextRunAt === null ? t('schedules:notWhilePaused') : formatDateTime(task.nextRunAt)}
    </Typography>
  );
}
