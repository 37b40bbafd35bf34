import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../app/settings/SettingsContext';

export function SettingsButton() {
  const { t } = useTranslation();
  const { setDrawerOpen } = useSettings();
  return (
    <IconButton
      color="inherit"
      aria-label={t('settings.open')}
      title={t('settings.open')}
      onClick={() => setDrawerOpen(true)}
      data-testid="settings-button"
    >
      <SettingsIcon />
    </IconButton>
  );
}
