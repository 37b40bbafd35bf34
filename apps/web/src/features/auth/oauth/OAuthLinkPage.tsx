import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { useAuth } from '../hooks/useAuth';
import { oauthApi } from './oauth.api';

/**
 * The link mailed to prove an account is the person's own (instead of its password): opening it links
 * the provider they came with and signs them in. The token is good once.
 */
export function OAuthLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { startSession } = useAuth();
  const errorTextOf = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  // StrictMode runs effects twice in development, and the token is good once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setFailure(t('messages.oauthCodeInvalid'));
      return;
    }
    oauthApi
      .confirmLink(token)
      .then((answer) => {
        startSession(answer, true);
        notify(t('auth.oauth.linkedByMail'), 'success');
        navigate(PATHS.dashboard.root, { replace: true });
      })
      .catch((error: unknown) => setFailure(errorTextOf(error)));
  }, [token, startSession, navigate, errorTextOf, t]);

  if (failure)
    return (
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="oauth-link-failed">
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
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="oauth-link">
      <CircularProgress aria-label={t('auth.oauth.linking')} />
      <Typography variant="h5" component="h1">
        {t('auth.oauth.linking')}
      </Typography>
    </Stack>
  );
}
