import type { NotificationSettings, NotificationSettingsInput } from '@bitdata/contracts/notifications';
import TelegramIcon from '@mui/icons-material/Telegram';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import '../../texts';

interface Props {
  settings: NotificationSettings;
  saving: boolean;
  save: (body: NotificationSettingsInput) => Promise<unknown>;
}

/**
 * Telegram: a linked chat, or the button opening the bot with a one-time code (`t.me/<bot>?start=`);
 * the bot links the chat when the member presses Start there. The settings read again on return.
 */
export function TelegramLink({ settings, saving, save }: Props) {
  const { t } = useTranslation();
  const { linked, linkUrl } = settings.telegram;
  if (linked)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" data-testid="telegram-linked">
          {t('notifications:settings.telegramLinked')}
        </Typography>
        <Button
          size="small"
          color="inherit"
          disabled={saving}
          onClick={() => void save({ telegramUnlink: true })}
        >
          {t('notifications:settings.telegramUnlink')}
        </Button>
      </Stack>
    );
  if (!linkUrl) return null;
  return (
    <div>
      <Button
        variant="outlined"
        size="small"
        startIcon={<TelegramIcon />}
        href={linkUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="telegram-link"
      >
        {t('notifications:settings.telegramLink')}
      </Button>
    </div>
  );
}
