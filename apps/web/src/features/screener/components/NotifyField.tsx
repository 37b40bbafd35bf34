import { MAX_COOLDOWN_CANDLES } from '@bitdata/contracts/constants';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFilters } from '../hooks';
import '../texts';

interface NotifyValues {
  notify?: boolean;
  /** null: as the member's notification settings say */
  notifyOnLeave?: boolean | null;
  /** null: as the member's notification settings say */
  cooldownCandles?: number | null;
}

const LEAVE_CHOICES = ['default', 'yes', 'no'] as const;
const leaveChoice = (v: boolean | null | undefined) => (v == null ? 'default' : v ? 'yes' : 'no');

/**
 * The filter builder's "notify me" switch (the filter's `notify` flag), with how many of the plan's
 * notifying filters are in use, and, once on, this filter's own choices: also notify when a market
 * leaves, and a cooldown in candles; each left empty follows the member's notification settings.
 * Lives in the builder's form (react-hook-form context, validated by the filter's schema); a refused
 * save (403 NOTIFICATION_LIMIT) is told by the builder like its other refusals, translated.
 */
export function NotifyField() {
  const { t } = useTranslation();
  const { control } = useFormContext<NotifyValues>();
  const { field } = useController({ control, name: 'notify' });
  const leave = useController({ control, name: 'notifyOnLeave' });
  const cooldown = useController({ control, name: 'cooldownCandles' });
  // the text as typed ('' = the member's default), so a half-typed number is not rewritten under the caret
  const [cooldownText, setCooldownText] = useState(
    cooldown.field.value == null ? '' : String(cooldown.field.value),
  );
  const kept = cooldown.field.value;
  useEffect(() => {
    // a value set from outside (the form reset to a loaded filter) shows; what was typed stays as typed
    setCooldownText((text) => {
      const typed = text.trim() === '' ? null : Number(text);
      return typed === kept ? text : kept == null ? '' : String(kept);
    });
  }, [kept]);
  const usage = useFilters().data?.usage;
  return (
    <Stack spacing={1.5}>
      <Stack>
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'notify-usage' } }}
            />
          }
          label={t('screener:notify.notify')}
        />
        {usage && (
          <FormHelperText id="notify-usage" data-testid="notify-usage" sx={{ mt: 0 }}>
            {usage.notificationLimit === null
              ? t('screener:notify.usageUnlimited', { used: usage.notifying })
              : t('screener:notify.usage', { used: usage.notifying, limit: usage.notificationLimit })}
          </FormHelperText>
        )}
      </Stack>
      {field.value && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} data-testid="notify-options">
          <TextField
            select
            size="small"
            sx={{ minWidth: 240 }}
            label={t('screener:notify.onLeave')}
            value={leaveChoice(leave.field.value)}
            onChange={(e) =>
              leave.field.onChange(e.target.value === 'default' ? null : e.target.value === 'yes')
            }
          >
            {LEAVE_CHOICES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`screener:notify.onLeaveChoice.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={t('screener:notify.cooldown')}
            value={cooldownText}
            onChange={(e) => {
              setCooldownText(e.target.value);
              const text = e.target.value.trim();
              cooldown.field.onChange(text === '' ? null : Number(text));
            }}
            error={Boolean(cooldown.fieldState.error)}
            helperText={
              cooldown.fieldState.error
                ? t('screener:notify.cooldownInvalid', { max: MAX_COOLDOWN_CANDLES })
                : t('screener:notify.cooldownHelp')
            }
            slotProps={{ htmlInput: { min: 0, max: MAX_COOLDOWN_CANDLES, step: 1 } }}
          />
        </Stack>
      )}
    </Stack>
  );
}
