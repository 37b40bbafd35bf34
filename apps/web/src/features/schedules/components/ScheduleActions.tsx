import type { TaskSchedule } from '@bitdata/contracts/schedules';
import EditIcon from '@mui/icons-material/EditOutlined';
import PauseIcon from '@mui/icons-material/PauseCircleOutlineOutlined';
import PlayIcon from '@mui/icons-material/PlayCircleOutlineOutlined';
import RunIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import '../texts';

export interface ScheduleActionHandlers {
  onPause: (task: TaskSchedule) => void;
  onResume: (task: TaskSchedule) => void;
  onEdit: (task: TaskSchedule) => void;
  onRun: (task: TaskSchedule) => void;
}

/** Pause or resume, change the schedule, run now: the operator's buttons of one task. */
export function ScheduleActions({
  task,
  busy,
  awaitingRun,
  ...on
}: ScheduleActionHandlers & { task: TaskSchedule; busy: boolean; awaitingRun: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {task.paused ? (
        <Button
          size="small"
          startIcon={<PlayIcon />}
          disabled={busy}
          onClick={() => on.onResume(task)}
          data-testid="schedule-resume"
        >
          {t('schedules:actions.resume')}
        </Button>
      ) : (
        <Button
          size="small"
          startIcon={<PauseIcon />}
          disabled={busy}
          onClick={() => on.onPause(task)}
          data-testid="schedule-pause"
        >
          {t('schedules:actions.pause')}
        </Button>
      )}
      <Button
        size="small"
        startIcon={<EditIcon />}
        disabled={busy}
        onClick={() => on.onEdit(task)}
        data-testid="schedule-edit"
      >
        {t('schedules:actions.edit')}
      </Button>
      <Button
        size="small"
        startIcon={<RunIcon />}
        disabled={busy || awaitingRun}
        onClick={() => on.onRun(task)}
        data-testid="schedule-run"
      >
        {t('schedules:actions.run')}
      </Button>
    </Stack>
  );
}
