import { NOTIFICATION_ERROR } from '@bitdata/contracts/constants';
import type { Device } from '@bitdata/contracts/notifications';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/errors';
import { useErrorText } from '../../../../components/form/useErrorText';
import { notify } from '../../../../components/notify';
import { notificationKeys } from '../../hooks';
import { type PushState, PushUnavailableError, pushState, subscribePush, unsubscribePush } from '../../push';
import { deviceName } from './device-name';
import { ReplaceDeviceDialog } from './ReplaceDeviceDialog';
import '../../texts';

interface Refused {
  devices: Device[];
  limit: number | null;
}

/** 403 DEVICE_LIMIT carries the member's devices and the plan's limit, so the member picks one to replace. */
function deviceLimit(error: unknown): Refused | null {
  if (!(error instanceof ApiError) || error.code !== NOTIFICATION_ERROR.deviceLimit) return null;
  const details = (error.details ?? {}) as { devices?: Device[]; limit?: number };
  return { devices: details.devices ?? [], limit: details.limit ?? null };
}

/**
 * This browser's Web Push on or off. Turning it on asks the browser's permission, subscribes and
 * registers the browser as a device; at the plan's device limit it asks which device to replace.
 */
export function PushSwitch({ checkedAt }: { checkedAt: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refused | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever the devices list changed (this browser's device removed or replaced elsewhere)
  useEffect(() => {
    let live = true;
    void pushState().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [checkedAt]);

  const run = async (action: () => Promise<unknown>, next: PushState) => {
    setBusy(true);
    try {
      await action();
      setState(next);
      setRefused(null);
    } catch (error) {
      const limit = deviceLimit(error);
      if (limit) setRefused(limit);
      else if (error instanceof PushUnavailableError) setState(error.reason);
      else notify(errorText(error), 'error');
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.devices });
    }
  };
  const name = deviceName(navigator.userAgent);
  const turnOn = (replaceDeviceId?: string) =>
    run(() => subscribePush({ name, ...(replaceDeviceId ? { replaceDeviceId } : {}) }), 'on');

  const unavailable = state === 'unsupported' || state === 'denied';
  return (
    <Stack>
      <FormControlLabel
        control={
          <Switch
            checked={state === 'on'}
            disabled={state === null || unavailable || busy}
            onChange={(e) => void (e.target.checked ? turnOn() : run(unsubscribePush, 'off'))}
          />
        }
        label={t('notifications:devices.thisBrowser')}
      />
      {unavailable && (
        <FormHelperText sx={{ mt: 0 }} data-testid="push-unavailable">
          {t(`notifications:devices.${state}`)}
        </FormHelperText>
      )}
      <ReplaceDeviceDialog
        devices={refused?.devices ?? null}
        limit={refused?.limit ?? null}
        busy={busy}
        onReplace={(deviceId) => void turnOn(deviceId)}
        onCancel={() => setRefused(null)}
      />
    </Stack>
  );
}
