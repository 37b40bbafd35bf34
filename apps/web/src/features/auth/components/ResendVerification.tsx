import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../../api/endpoints';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { useCaptcha } from '../captcha/useCaptcha';

/** Sends the verification e-mail again; the answer never tells whether the account exists. */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const errorTextOf = useErrorText();
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      const tokenGG = await captcha.execute('resend');
      await authApi.resendVerification(email, tokenGG);
      notify(t('messages.verificationSent'), 'success');
    } catch (error) {
      notify(errorTextOf(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" onClick={() => void resend()} loading={busy} disabled={!email}>
      {t('auth.resend')}
    </Button>
  );
}
