import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import type { NotificationSettingsInput } from '@bitdata/contracts/notifications';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { useCan } from '../../auth';
import { LoadError, Loading } from '../../screener';
import { NotificationsNotAllowed } from '../components/NotAllowed';
import { BrowserPush } from '../components/settings/BrowserPush';
import { ChannelsCard } from '../components/settings/ChannelsCard';
import { DefaultsCard } from '../components/settings/DefaultsCard';
import { useNotificationSettings, useSaveSettings } from '../hooks';
import { NOTIFICATION_PATHS } from '../paths';
import '../texts';

/**
 * /core/notification/settings: which channels deliver the member's notifications (e-mail at once or
 * as an hourly digest, a webhook, Telegram, this browser's push and the registered devices) and the
 * defaults of notifying filters. Each change is saved as it is made.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mayView = useCan(RESOURCE.notification, PERMISSION_LEVEL.view);
  const mayEdit = useCan(RESOURCE.notification, PERMISSION_LEVEL.edit);
  const settings = useNotificationSettings(mayView);
  const saving = useSaveSettings();
  if (!mayView) return <NotificationsNotAllowed />;

  /** Toggles tell a refusal as a notice; the webhook form shows its own on the field. */
  const save = (body: NotificationSettingsInput) => saving.mutateAsync(body);
  const saveOrSay = async (body: NotificationSettingsInput) => {
    try {
      await save(body);
      notify(t('notifications:settings.saved'), 'success');
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };

  return (
    <Stack spacing={3} data-testid="notification-settings-page">
      <Box>
        <Button
          component={RouterLink}
          to={NOTIFICATION_PATHS.list}
          size="small"
          color="inherit"
          startIcon={<ArrowBackIcon />}
        >
          {t('notifications:list.title')}
        </Button>
      </Box>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('notifications:settings.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('notifications:settings.subtitle')}</Typography>
      </Stack>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <ChannelsCard
            settings={settings.data}
            saving={saving.isPending || !mayEdit}
            save={(body) => (body.webhookUrl === undefined ? saveOrSay(body) : save(body))}
            push={<BrowserPush />}
          />
          <DefaultsCard settings={settings.data} saving={saving.isPending || !mayEdit} save={saveOrSay} />
        </>
      )}
    </Stack>
  );
}
