import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths';

/**
 * A provider step the page works on by itself (exchanging a code, following a mailed link): what it
 * is doing, or why it failed and the way back to the login (`<testId>-failed`).
 */
export function OAuthStepStatus({
  testId,
  working,
  failure,
}: {
  testId: string;
  working: string;
  failure: string | null;
}) {
  const { t } = useTranslation();
  if (failure)
    return (
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid={`${testId}-failed`}>
        <ErrorOutlineIcon sx={{ fontSize: 72, color: 'error.main' }} />
        <Typography variant="h4" component="h1">
          {t('auth.oauth.failedTitle')}
        </Typography>
        <Alert severity="error" sx={{ textAlign: 'start' }} data-testid="form-error">
          {failure}
        </Alert>
        <Button component={RouterLink} to={PATHS.auth.login} variant="contained" size="large">
          {t('auth.backToLogin')}
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid={testId}>
      <CircularProgress aria-label={working} />
      <Typography variant="h5" component="h1">
        {working}
      </Typography>
    </Stack>
  );
}
