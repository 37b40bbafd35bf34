import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useSiteName } from '../../../app/config/ConfigContext';
import { PATHS } from '../../../app/paths';
import { LoginForm } from '../components/LoginForm';
import { OAuthCompleteEmail } from '../oauth/OAuthCompleteEmail';
import { OAuthRefusalNotice } from '../oauth/OAuthRefusalNotice';
import { ProviderButtons } from '../oauth/ProviderButtons';
import { useOAuthReturn } from '../oauth/useOAuthReturn';
import { returnToFrom } from '../return-to';

export function LoginPage() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const oauth = useOAuthReturn(search);

  if (oauth.completeCode)
    return (
      <OAuthCompleteEmail
        code={oauth.completeCode}
        provider={oauth.refusal?.provider ?? null}
        providerName={oauth.providerName}
        loginPath={pathname}
      />
    );

  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('auth.loginTitle', { siteName })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('auth.noAccount')}{' '}
          <Link
            component={RouterLink}
            to={PATHS.auth.register}
            variant="subtitle2"
            sx={{ textDecoration: 'underline' }}
          >
            {t('auth.signUp')}
          </Link>
        </Typography>
        {/* On small screens a 'Get started' link also goes to reset-password. */}
        <Box sx={{ display: { sm: 'none' } }}>
          <Link
            component={RouterLink}
            to={PATHS.auth.resetPassword}
            variant="subtitle2"
            sx={{ textDecoration: 'underline' }}
          >
            {t('auth.getStarted')}
          </Link>
        </Box>
      </Stack>
      {oauth.refusal && <OAuthRefusalNotice refusal={oauth.refusal} providerName={oauth.providerName} />}
      {/* proving an account is one's own is done by signing in to it, not with another provider */}
      {!oauth.linkCode && <ProviderButtons returnTo={returnToFrom(search)} />}
      <LoginForm
        onSuccess={() =>
          void oauth
            .afterSignIn()
            .then(() => navigate(returnToFrom(search) ?? PATHS.dashboard.root, { replace: true }))
        }
      />
    </Stack>
  );
}
