import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths';

/** The underlined way back to the login form at the foot of the auth side pages (reset password, verify). */
export function BackToLoginLink() {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to={PATHS.auth.login}
      variant="subtitle2"
      sx={{ textAlign: 'center', textDecoration: 'underline' }}
    >
      {t('auth.backToLogin')}
    </Link>
  );
}
