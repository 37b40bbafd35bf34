import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { authApi } from '../../../api/endpoints';
import { ApiError } from '../../../api/errors';
import { PATHS } from '../../../app/paths';
import { useErrorText } from '../../../components/form/useErrorText';

type State =
  | { status: 'verifying' }
  | { status: 'verified'; already: boolean }
  | { status: 'failed'; message: string };

/** Opens the link of the verification e-mail: /core/auth/verify/account/{username}/{codeVerify}. */
export function VerifyAccountPage() {
  const { t } = useTranslation();
  const { username = '', codeVerify = '' } = useParams();
  const errorTextOf = useErrorText();
  const [state, setState] = useState<State>({ status: 'verifying' });
  // StrictMode runs effects twice in development; a verification code is single-use.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    authApi
      .verify(username, codeVerify)
      .then((answer) => setState({ status: 'verified', already: answer.key === 'accountAlreadyVerified' }))
      .catch((error) =>
        setState({
          status: 'failed',
          message: error instanceof ApiError && !error.key ? t('messages.verifyFailed') : errorTextOf(error),
        }),
      );
  }, [username, codeVerify, errorTextOf, t]);

  return (
    <Stack
      spacing={3}
      sx={{ alignItems: 'center', textAlign: 'center' }}
      data-testid={`verify-${state.status}`}
    >
      {state.status === 'verifying' && (
        <>
          <CircularProgress aria-label={t('auth.verifying')} />
          <Typography variant="h5" component="h1">
            {t('auth.verifying')}
          </Typography>
        </>
      )}
      {state.status === 'verified' && (
        <>
          <VerifiedIcon sx={{ fontSize: 72, color: 'success.main' }} />
          <Typography variant="h4" component="h1">
            {t('auth.verifiedTitle')}
          </Typography>
          <Typography
            sx={{ color: 'text.secondary' }}
            data-testid={state.already ? 'verify-already' : undefined}
          >
            {/* a link opened again: the account was verified the first time */}
            {state.already ? t('messages.accountAlreadyVerified') : t('auth.verifiedText')}
          </Typography>
          <Button
            component={RouterLink}
            to={PATHS.auth.login}
            variant="contained"
            size="large"
            data-testid="verified-login"
          >
            {t('auth.login')}
          </Button>
        </>
      )}
      {state.status === 'failed' && (
        <>
          <ErrorOutlineIcon sx={{ fontSize: 72, color: 'error.main' }} />
          <Typography variant="h4" component="h1">
            {t('auth.verifyFailedTitle')}
          </Typography>
          <Alert severity="error" sx={{ textAlign: 'start' }}>
            {state.message}
          </Alert>
          <Stack direction="row" spacing={2}>
            <Button component={RouterLink} to={PATHS.auth.verify} variant="outlined">
              {t('auth.resend')}
            </Button>
            <Button component={RouterLink} to={PATHS.auth.login} variant="contained">
              {t('auth.backToLogin')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
