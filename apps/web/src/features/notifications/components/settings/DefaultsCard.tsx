import { MAX_COOLDOWN_CANDLES } from '@bitdata/contracts/constants';
import type { NotificationSettings, NotificationSettingsInput } from '@bitdata/contracts/notifications';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../texts';

interface Props {
  settings: NotificationSettings;
  saving: boolean;
  save: (body: NotificationSettingsInput) => Promise<unknown>;
}

/** What a notifying filter does unless it says otherwise: also tell when a market leaves; a cooldown in candles. */
export function DefaultsCard({ settings, saving, save }: Props) {
  const { t } = useTranslation();
  const [cooldown, setCooldown] = useState(String(settings.cooldownCandles));
  useEffect(() => setCooldown(String(settings.cooldownCandles)), [settings.cooldownCandles]);
  const value = Number(cooldown);
  const valid =
    cooldown.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= MAX_COOLDOWN_CANDLES;

  return (
    <Card sx={{ p: { xs: 2, md: 3 } }} data-testid="notification-defaults">
      <Typography variant="h6" component="h2">
        {t('notifications:settings.defaults')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('notifications:settings.defaultsText')}
      </Typography>
      <Stack spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={settings.notifyOnLeave}
              disabled={saving}
              onChange={(e) => void save({ notifyOnLeave: e.target.checked })}
            />
          }
          label={t('notifications:settings.notifyOnLeave')}
        />
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) void save({ cooldownCandles: value });
          }}
        >
          <TextField
            size="small"
            type="number"
            label={t('notifications:settings.cooldown')}
            value={cooldown}
            onChange={(e) => setCooldown(e.target.value)}
            error={!valid}
            helperText={t('notifications:settings.cooldownHelp', { max: MAX_COOLDOWN_CANDLES })}
            slotProps={{ htmlInput: { min: 0, max: MAX_COOLDOWN_CANDLES, step: 1 } }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={!valid || saving || value === settings.cooldownCandles}
          >
            {t('common.save')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
