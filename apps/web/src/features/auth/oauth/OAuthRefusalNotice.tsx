import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form/useErrorText';
import { oauthApi } from './oauth.api';
import type { OAuthRefusal } from './oauth-refusal';

/**
 * Why a provider sign-in came back to the login screen, in the reader's language, with what to do
 * next. For an e-mail that already has an account, the person proves it is theirs: by signing in
 * below (the provider is then linked) or by a link mailed to that address.
 */
export function OAuthRefusalNotice({
  refusal,
  providerName,
}: {
  refusal: OAuthRefusal;
  providerName: string;
}) {
  const { t, i18n } = useTranslation();
  const errorTextOf = useErrorText();
  const [mail, setMail] = useState<{ busy: boolean; sent?: string; failed?: string }>({ busy: false });
  const reason = refusal.error === 'unknown' ? t('auth.oauth.failed') : t(`messages.${refusal.error}`);
  const nextKey = `auth.oauth.next.${refusal.error}`;
  const next = i18n.exists(nextKey) ? t(nextKey, { name: providerName }) : null;
  const linkCode = refusal.error === 'oauthEmailTaken' ? refusal.link : null;

  const mailLink = async () => {
    if (!linkCode) return;
    setMail({ busy: true });
    try {
      const answer = await oauthApi.linkByMail(linkCode);
      setMail({ busy: false, sent: t(`messages.${answer.key}`, { defaultValue: answer.message }) });
    } catch (error) {
      setMail({ busy: false, failed: errorTextOf(error) });
    }
  };

  return (
    <Stack spacing={1.5}>
      <Alert severity={linkCode ? 'info' : 'error'} data-testid="oauth-refusal">
        <AlertTitle>
          {t(linkCode ? 'auth.oauth.linkTitle' : 'auth.oauth.refusedTitle', { name: providerName })}
        </AlertTitle>
        {reason}
        {next && <div>{next}</div>}
      </Alert>
      {linkCode && !mail.sent && (
        <Button
          variant="text"
          loading={mail.busy}
          onClick={() => void mailLink()}
          data-testid="oauth-link-mail"
        >
          {t('auth.oauth.mailLink')}
        </Button>
      )}
      {mail.sent && (
        <Alert severity="success" data-testid="oauth-link-mail-sent">
          {mail.sent}
        </Alert>
      )}
      {mail.failed && (
        <Alert severity="error" data-testid="form-error">
          {mail.failed}
        </Alert>
      )}
    </Stack>
  );
}
