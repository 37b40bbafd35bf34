import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import '../texts';

/**
 * No payment network is configured on this server: plans cannot be bought, and the operator reads
 * which settings make a network available (the names come from the API, the one place that knows).
 */
export function NotSetUp({ settings }: { settings: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" icon={<SettingsIcon />} data-testid="payments-not-set-up">
      <AlertTitle>{t('payments:notSetUp.title')}</AlertTitle>
      <Typography variant="body2">{t('payments:notSetUp.text')}</Typography>
      {settings.length > 0 && (
        <Box
          component="ul"
          aria-label={t('payments:notSetUp.settings')}
          sx={{ my: 1, pl: 3, fontFamily: 'monospace', fontSize: 13 }}
        >
          {settings.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </Box>
      )}
      <Typography variant="body2">{t('payments:notSetUp.restart')}</Typography>
    </Alert>
  );
}
