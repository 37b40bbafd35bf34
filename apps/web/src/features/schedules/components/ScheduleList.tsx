import type { TaskSchedule } from '@bitdata/contracts/schedules';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ScheduleActionHandlers, ScheduleActions } from './ScheduleActions';
import { LastRunCell, NextRunCell, ScheduleCell, StateCell, TaskNameCell } from './ScheduleCells';
import '../texts';

interface Props extends ScheduleActionHandlers {
  tasks: TaskSchedule[];
  mayEdit: boolean;
  awaiting: Record<string, number | null>;
  busy: boolean;
}

/** One labelled value of a task on a narrow screen. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

/** The tasks as a table on wide screens, as one card each on a phone (390 px). */
export function ScheduleList({ tasks, mayEdit, awaiting, busy, ...on }: Props) {
  const { t } = useTranslation();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const actions = (task: TaskSchedule) =>
    mayEdit && <ScheduleActions task={task} busy={busy} awaitingRun={task.name in awaiting} {...on} />;
  const row = (task: TaskSchedule) => ({
    'data-testid': 'schedule-row',
    'data-name': task.name,
    'data-last-run': task.lastRunAt ?? '',
  });

  if (!wide)
    return (
      <Stack spacing={1.5}>
        {tasks.map((task) => (
          <Card key={task.name} sx={{ p: 2 }} {...row(task)}>
            <Stack spacing={1.5}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
              >
                <TaskNameCell task={task} />
                <StateCell task={task} />
              </Stack>
              <Field label={t('schedules:columns.schedule')}>
                <ScheduleCell task={task} />
              </Field>
              <Field label={t('schedules:columns.lastRun')}>
                <LastRunCell task={task} awaiting={task.name in awaiting} />
              </Field>
              <Field label={t('schedules:columns.nextRun')}>
                <NextRunCell task={task} />
              </Field>
              {actions(task)}
            </Stack>
          </Card>
        ))}
      </Stack>
    );

  return (
    <TableContainer component={Card}>
      <Table size="small" aria-label={t('schedules:title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('schedules:columns.task')}</TableCell>
            <TableCell>{t('schedules:columns.schedule')}</TableCell>
            <TableCell>{t('schedules:columns.state')}</TableCell>
            <TableCell>{t('schedules:columns.lastRun')}</TableCell>
            <TableCell>{t('schedules:columns.nextRun')}</TableCell>
            {mayEdit && <TableCell>{t('schedules:columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {tasks.map((task) => (
            <TableRow key={task.name} {...row(task)}>
              <TableCell>
                <TaskNameCell task={task} />
              </TableCell>
              <TableCell>
                <ScheduleCell task={task} />
              </TableCell>
              <TableCell>
                <StateCell task={task} />
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <LastRunCell task={task} awaiting={task.name in awaiting} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <NextRunCell task={task} />
              </TableCell>
              {mayEdit && <TableCell>{actions(task)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
