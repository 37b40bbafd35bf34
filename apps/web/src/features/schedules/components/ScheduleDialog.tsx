import { SCHEDULE_MIN_INTERVAL_MS } from '@bitdata/contracts/constants';
import type { ScheduleSpecDto, TaskSchedule } from '@bitdata/contracts/schedules';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { schedulesApi } from '../api';
import { describeSchedule, splitInterval, taskName, UNITS, type Unit, unitMs } from '../format';
import { scheduleKeys } from '../hooks';
import '../texts';

type Kind = 'every' | 'cron';

/** What the form holds, started from the timing in force. */
function initial(spec: ScheduleSpecDto) {
  const every = 'every' in spec ? splitInterval(spec.every) : { amount: 1, unit: 'hours' as Unit };
  return {
    kind: ('every' in spec ? 'every' : 'cron') as Kind,
    amount: String(every.amount),
    unit: every.unit,
    cron: 'cron' in spec ? spec.cron : '',
    zone: 'cron' in spec ? (spec.tz ?? 'UTC') : 'UTC',
  };
}

/**
 * Re-times one task: an interval or a cron expression in a zone, or back to the code's default.
 * The checks here are the server's (whole positive numbers, at most once every 10 seconds); a cron the
 * server cannot read comes back as the field's error.
 */
export function ScheduleDialog({ task, onClose }: { task: TaskSchedule; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => initial(task.schedule));
  const [problem, setProblem] = useState<string | null>(null);
  const name = taskName(t, task);

  const save = useMutation({
    mutationFn: (schedule: ScheduleSpecDto | null) => schedulesApi.change(task.name, { schedule }),
    onSuccess: (saved) => {
      queryClient.setQueryData<TaskSchedule[]>(scheduleKeys.list, (list) =>
        list?.map((s) => (s.name === saved.name ? saved : s)),
      );
      notify(t('schedules:notices.changed', { task: name }), 'success');
      onClose();
    },
    onError: (error) => {
      const issue =
        error instanceof ApiError ? error.fieldIssues.find((i) => i.path === 'schedule') : undefined;
      setProblem(issue ? t(`messages.${issue.key}`) : null);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (form.kind === 'every') {
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount <= 0) return setProblem(t('schedules:dialog.amountInvalid'));
      const every = amount * unitMs(form.unit);
      if (every < SCHEDULE_MIN_INTERVAL_MS) return setProblem(t('schedules:dialog.minimum'));
      return save.mutate({ every });
    }
    const cron = form.cron.trim();
    if (!cron) return setProblem(t('schedules:dialog.cronRequired'));
    save.mutate({ cron, tz: form.zone.trim() || 'UTC' });
  };
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="schedule-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{t('schedules:dialog.title', { task: name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <RadioGroup
              row
              aria-label={t('schedules:dialog.kind')}
              value={form.kind}
              onChange={(e) => set({ kind: e.target.value as Kind })}
            >
              <FormControlLabel value="every" control={<Radio />} label={t('schedules:dialog.kindEvery')} />
              <FormControlLabel value="cron" control={<Radio />} label={t('schedules:dialog.kindCron')} />
            </RadioGroup>
            {form.kind === 'every' ? (
              <Stack direction="row" spacing={1.5}>
                <TextField
                  autoFocus
                  name="amount"
                  type="number"
                  label={t('schedules:dialog.amount')}
                  value={form.amount}
                  onChange={(e) => set({ amount: e.target.value })}
                  slotProps={{ htmlInput: { min: 1, step: 1, 'data-testid': 'schedule-amount' } }}
                  sx={{ flex: 1 }}
                />
                <TextField
                  select
                  name="unit"
                  label={t('schedules:dialog.unit')}
                  value={form.unit}
                  onChange={(e) => set({ unit: e.target.value as Unit })}
                  slotProps={{ htmlInput: { 'data-testid': 'schedule-unit' } }}
                  sx={{ flex: 1 }}
                >
                  {UNITS.map(([unit]) => (
                    <MenuItem key={unit} value={unit}>
                      {t(`schedules:dialog.units.${unit}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
            ) : (
              <>
                <TextField
                  autoFocus
                  name="cron"
                  label={t('schedules:dialog.cron')}
                  value={form.cron}
                  onChange={(e) => set({ cron: e.target.value })}
                  helperText={t('schedules:dialog.cronHelp')}
                  slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'schedule-cron' } }}
                />
                <TextField
                  name="zone"
                  label={t('schedules:dialog.zone')}
                  value={form.zone}
                  onChange={(e) => set({ zone: e.target.value })}
                  helperText={t('schedules:dialog.zoneHelp')}
                />
              </>
            )}
            {problem && (
              <Alert severity="error" data-testid="schedule-problem">
                {problem}
              </Alert>
            )}
            {save.isError && !problem && <Alert severity="error">{errorText(save.error)}</Alert>}
            {task.overridden && (
              <Alert severity="info">
                {t('schedules:changedByOperator', { schedule: describeSchedule(t, task.declared) })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {task.overridden && (
            <Button onClick={() => save.mutate(null)} disabled={save.isPending}>
              {t('schedules:dialog.reset')}
            </Button>
          )}
          <Button onClick={onClose}>{t('schedules:dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="schedule-save">
            {t('schedules:dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
