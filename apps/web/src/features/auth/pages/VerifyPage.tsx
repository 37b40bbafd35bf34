import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToLoginLink } from '../components/BackToLoginLink';
import { ResendVerification } from '../components/ResendVerification';

/** /auth/verify: how verification works, and a new e-mail for whoever lost the first one. */
export function VerifyPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  return (
    <Stack spacing={3}>
      <MailOutlineIcon sx={{ fontSize: 64, color: 'primary.main', alignSelf: 'center' }} />
      <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
        {t('auth.verifyTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>{t('auth.verifyText')}</Typography>
      <TextField
        label={t('auth.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value.trim())}
        autoComplete="email"
      />
      <ResendVerification email={email} />
      <BackToLoginLink />
    </Stack>
  );
}
