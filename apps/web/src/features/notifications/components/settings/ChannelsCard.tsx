import { NOTIFICATION_CHANNELS, type NotificationChannelCode } from '@bitdata/contracts/constants';
import type { NotificationSettings, NotificationSettingsInput } from '@bitdata/contracts/notifications';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TelegramLink } from './TelegramLink';
import { WebhookForm } from './WebhookForm';
import '../../texts';

interface Props {
  settings: NotificationSettings;
  saving: boolean;
  save: (body: NotificationSettingsInput) => Promise<unknown>;
  /** this browser's push and the devices, under the push channel */
  push: React.ReactNode;
}

/**
 * Every channel, each on or off; in-app is always on. Under a channel, what it needs: the e-mail
 * rhythm, the webhook address, the Telegram chat, this browser's push subscription. A channel this
 * server cannot deliver (Telegram without a bot) stays listed, switched off and marked "not offered
 * here" with the reason: a member who read about it elsewhere learns why it is missing.
 */
export function ChannelsCard({ settings, saving, save, push }: Props) {
  const { t } = useTranslation();
  const offered = (c: NotificationChannelCode) => c === 'inApp' || settings.available.includes(c);
  const extra = (channel: NotificationChannelCode) => {
    if (!offered(channel))
      return (
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary' }}
          data-testid={`channel-${channel}-not-offered`}
        >
          {t('notifications:settings.notOfferedWhy', { channel: t(`notifications:channels.${channel}`) })}
        </Typography>
      );
    if (channel === 'email')
      return (
        <RadioGroup
          row
          aria-label={t('notifications:settings.emailMode')}
          value={settings.emailMode}
          onChange={(e) => void save({ emailMode: e.target.value as NotificationSettings['emailMode'] })}
        >
          <FormControlLabel
            value="immediate"
            disabled={saving}
            control={<Radio />}
            label={t('notifications:settings.emailImmediate')}
          />
          <FormControlLabel
            value="digest"
            disabled={saving}
            control={<Radio />}
            label={t('notifications:settings.emailDigest')}
          />
        </RadioGroup>
      );
    if (channel === 'webhook') return <WebhookForm settings={settings} save={save} />;
    if (channel === 'telegram') return <TelegramLink settings={settings} saving={saving} save={save} />;
    if (channel === 'webPush') return push;
    return null;
  };

  return (
    <Card sx={{ p: { xs: 2, md: 3 } }} data-testid="notification-channels">
      <Typography variant="h6" component="h2">
        {t('notifications:settings.channels')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('notifications:settings.channelsText')}
      </Typography>
      <Stack divider={<Divider flexItem />} spacing={2}>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <Stack key={channel} spacing={1} data-testid={`channel-${channel}`} data-offered={offered(channel)}>
            <FormControlLabel
              control={
                <Switch
                  checked={channel === 'inApp' || (offered(channel) && Boolean(settings.channels[channel]))}
                  disabled={channel === 'inApp' || !offered(channel) || saving}
                  onChange={(e) => void save({ channels: { [channel]: e.target.checked } })}
                />
              }
              label={
                <Stack>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="subtitle2">{t(`notifications:channels.${channel}`)}</Typography>
                    {!offered(channel) && (
                      <Chip size="small" variant="outlined" label={t('notifications:settings.notOffered')} />
                    )}
                  </Stack>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t(`notifications:settings.about.${channel}`)}
                  </Typography>
                </Stack>
              }
            />
            {extra(channel)}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
