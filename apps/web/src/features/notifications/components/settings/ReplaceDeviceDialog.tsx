import type { Device } from '@bitdata/contracts/notifications';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../i18n/format';
import '../../texts';

interface Props {
  /** the member's devices when the plan's limit refused one more; null: closed */
  devices: readonly Device[] | null;
  limit: number | null;
  busy: boolean;
  onReplace: (deviceId: string) => void;
  onCancel: () => void;
}

/** The plan's devices are used up: which one this browser replaces (spec: basic 1 device, middle and premium 2). */
export function ReplaceDeviceDialog({ devices, limit, busy, onReplace, onCancel }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    setChosen(devices?.[0]?.deviceId ?? '');
  }, [devices]);
  return (
    <Dialog open={devices !== null} onClose={onCancel} aria-labelledby="replace-device-title">
      <DialogTitle id="replace-device-title">{t('notifications:devices.replaceTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('notifications:devices.replaceText', { count: limit ?? devices?.length ?? 0 })}
        </DialogContentText>
        <RadioGroup
          aria-label={t('notifications:devices.replaceTitle')}
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
        >
          {(devices ?? []).map((d) => (
            <FormControlLabel
              key={d.deviceId}
              value={d.deviceId}
              control={<Radio />}
              label={t('notifications:devices.line', {
                name: d.name || t('notifications:devices.unnamed'),
                time: formatDateTime(d.lastUsedAt ?? d.createdAt),
              })}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          {t('common.cancel')}
        </Button>
        <Button variant="contained" disabled={!chosen || busy} onClick={() => onReplace(chosen)}>
          {t('notifications:devices.replace')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
