import type { NotificationSettings, NotificationSettingsInput } from '@bitdata/contracts/notifications';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../components/form/useErrorText';
import '../../texts';

interface Props {
  settings: NotificationSettings;
  save: (body: NotificationSettingsInput) => Promise<unknown>;
}

/**
 * The member's webhook: an https address the server posts each notification to, signed with the
 * secret shown here (HMAC-SHA256 of the body). A refused address (not https, or private) is said on
 * the field, in the member's language.
 */
export function WebhookForm({ settings, save }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [url, setUrl] = useState(settings.webhookUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = settings.webhookUrl ?? '';

  const submit = async (value: string | null) => {
    setBusy(true);
    setError(null);
    try {
      await save({ webhookUrl: value });
      if (value === null) setUrl('');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(e) => {
        e.preventDefault();
        void submit(url.trim() || null);
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          fullWidth
          type="url"
          label={t('notifications:settings.webhookUrl')}
          placeholder="https://example.com/hooks/bitdata"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? t('notifications:settings.webhookHelp')}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'webhook-url' } }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy || url.trim() === saved}>
            {t('common.save')}
          </Button>
          {saved && (
            <Button color="inherit" disabled={busy} onClick={() => void submit(null)}>
              {t('notifications:settings.remove')}
            </Button>
          )}
        </Stack>
      </Stack>
      {settings.webhookSecret && (
        <Typography variant="caption" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
          {t('notifications:settings.webhookSecret')}{' '}
          <Typography component="code" variant="caption" sx={{ fontFamily: 'monospace' }}>
            {settings.webhookSecret}
          </Typography>
        </Typography>
      )}
    </Stack>
  );
}
