import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFilters } from '../../screener/hooks';
import '../texts';

/**
 * The filter builder's "notify me" switch (the filter's `notify` flag), with how many of the plan's
 * notifying filters are in use. Lives in the builder's form (react-hook-form context); a refused save
 * (403 NOTIFICATION_LIMIT) is told by the builder like its other refusals, translated.
 */
export function NotifyField() {
  const { t } = useTranslation();
  const { control } = useFormContext<{ notify?: boolean }>();
  const { field } = useController({ control, name: 'notify' });
  const usage = useFilters().data?.usage;
  return (
    <Stack>
      <FormControlLabel
        control={
          <Switch
            checked={Boolean(field.value)}
            onChange={(e) => field.onChange(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'notify-usage' } }}
          />
        }
        label={t('notifications:filter.notify')}
      />
      {usage && (
        <FormHelperText id="notify-usage" data-testid="notify-usage" sx={{ mt: 0 }}>
          {usage.notificationLimit === null
            ? t('notifications:filter.usageUnlimited', { used: usage.notifying })
            : t('notifications:filter.usage', { used: usage.notifying, limit: usage.notificationLimit })}
        </FormHelperText>
      )}
    </Stack>
  );
}
