import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSiteName } from '../../../app/config/ConfigContext';
import { PATHS } from '../../../app/paths';
import { notify } from '../../../components/notify';
import { CheckEmailPanel } from '../components/CheckEmailPanel';
import { PasskeySignIn } from '../components/PasskeySignIn';
import { RegisterForm } from '../components/RegisterForm';
import { ResendVerification } from '../components/ResendVerification';
import { ProviderButtons } from '../oauth/ProviderButtons';
import { usePasskeyErrorText } from '../passkeys/usePasskeyErrorText';

export function RegisterPage() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const [registered, setRegistered] = useState<string | null>(null);
  const navigate = useNavigate();
  const passkeyErrorText = usePasskeyErrorText();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);

  if (registered) {
    return (
      <CheckEmailPanel message={t('messages.registerSuccess')} testId="register-success">
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans i18nKey="auth.sentTo" values={{ email: registered }} components={{ strong: <strong /> }} />
        </Typography>
        <Stack direction="row" spacing={2}>
          <ResendVerification email={registered} />
          <Button component={RouterLink} to={PATHS.auth.login} variant="contained">
            {t('auth.backToLogin')}
          </Button>
        </Stack>
      </CheckEmailPanel>
    );
  }

  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('auth.registerTitle', { siteName })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('auth.haveAccount')}{' '}
          <Link
            component={RouterLink}
            to={PATHS.auth.login}
            variant="subtitle2"
            sx={{ textDecoration: 'underline' }}
          >
            {t('auth.login')}
          </Link>
        </Typography>
      </Stack>
      <ProviderButtons returnTo={null} />
      <RegisterForm onRegistered={setRegistered} />
      {/* someone who already has an account and a passkey signs in from here too */}
      {passkeyError && (
        <Alert severity="error" data-testid="passkey-error">
          {passkeyError}
        </Alert>
      )}
      <PasskeySignIn
        remember={() => true}
        onError={(error) => setPasskeyError(error === null ? null : passkeyErrorText(error))}
        onSuccess={() => {
          notify(t('messages.loginSuccess'), 'success');
          navigate(PATHS.dashboard.root, { replace: true });
        }}
      />
      <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        <Trans
          i18nKey="auth.agree"
          components={{
            terms: (
              <Link
                component={RouterLink}
                to={PATHS.policy}
                color="inherit"
                sx={{ textDecoration: 'underline' }}
              />
            ),
            privacy: (
              <Link
                component={RouterLink}
                to={PATHS.policy}
                color="inherit"
                sx={{ textDecoration: 'underline' }}
              />
            ),
          }}
        />
      </Typography>
    </Stack>
  );
}
