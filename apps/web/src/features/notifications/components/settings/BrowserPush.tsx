import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../components/form/useErrorText';
import { notify } from '../../../../components/notify';
import { formatDateTime } from '../../../../i18n/format';
import { notificationApi } from '../../api';
import { notificationKeys, useDevices } from '../../hooks';
import { thisDeviceId, unsubscribePush } from '../../push';
import { PushSwitch } from './PushSwitch';
import '../../texts';

/**
 * Web Push: this browser's subscription on or off, and the member's registered browsers (the plan
 * limits how many), each removable. Shown under the push channel.
 */
export function BrowserPush() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const devices = useDevices();
  const remove = useMutation({
    // this browser's own device: its subscription ends with it
    mutationFn: (deviceId: string) =>
      deviceId === thisDeviceId() ? unsubscribePush() : notificationApi.removeDevice(deviceId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.devices }),
    onError: (error) => notify(errorText(error), 'error'),
  });
  const data = devices.data;
  const current = thisDeviceId();

  return (
    <Stack spacing={1} sx={{ pl: { sm: 6 } }} data-testid="browser-push">
      <PushSwitch checkedAt={devices.dataUpdatedAt} />
      <Typography variant="subtitle2" component="h3">
        {t('notifications:devices.list')}
      </Typography>
      {data && data.limit !== null && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="device-usage">
          {t('notifications:devices.usage', { used: data.devices.length, limit: data.limit })}
        </Typography>
      )}
      {devices.isError ? (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {errorText(devices.error)}
        </Typography>
      ) : data && data.devices.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('notifications:devices.none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {(data?.devices ?? []).map((d) => {
            const name = d.name || t('notifications:devices.unnamed');
            return (
              <ListItem
                key={d.deviceId}
                disableGutters
                data-testid="device"
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('notifications:devices.remove', { name })}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(d.deviceId)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={d.deviceId === current ? `${name} (${t('notifications:devices.current')})` : name}
                  secondary={t('notifications:devices.lastUsed', {
                    time: formatDateTime(d.lastUsedAt ?? d.createdAt),
                  })}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
