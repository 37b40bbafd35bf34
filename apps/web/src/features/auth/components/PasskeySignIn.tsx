import KeyIcon from '@mui/icons-material/KeyOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../hooks/useAuth';
import { cancelPasskeyCeremony, signInWithPasskey } from '../passkeys/passkey-ceremony';
import { PasskeyBrowserError, passkeysSupported } from '../passkeys/passkey-support';
import { passkeysApi } from '../passkeys/passkeys.api';

/**
 * "Sign in with a passkey" under the login form, and the same passkeys offered among the e-mail
 * field's autofill suggestions where the browser can (the field's autocomplete names `webauthn`).
 * Shown when the server offers passkeys and the browser has WebAuthn.
 */
export function PasskeySignIn({
  remember,
  onError,
  onSuccess,
}: {
  /** whether the session outlives the browser, as the form's "Remember me" says */
  remember: () => boolean;
  /** the text of a refusal, in the reader's language; null clears it */
  onError: (error: unknown) => void;
  onSuccess: () => void;
}) {
  const { t } = useTranslation();
  const { startSession } = useAuth();
  const [busy, setBusy] = useState(false);
  const supported = passkeysSupported();
  const providers = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: passkeysApi.providers,
    enabled: supported,
  });
  const offered = supported && providers.data?.passkeys === true;
  // the latest callbacks, for the autofill offer that outlives renders
  const latest = useRef({ remember, onError, onSuccess, startSession });
  latest.current = { remember, onError, onSuccess, startSession };

  useEffect(() => {
    if (!offered) return;
    let active = true;
    signInWithPasskey(true)
      .then((answer) => {
        if (!answer || !active) return;
        latest.current.startSession(answer, latest.current.remember());
        latest.current.onSuccess();
      })
      .catch((error: unknown) => {
        // replaced by the button's ceremony, or the page left: nothing to tell
        if (!active || (error instanceof PasskeyBrowserError && error.key === 'auth.passkey.cancelled'))
          return;
        latest.current.onError(error);
      });
    return () => {
      active = false;
      cancelPasskeyCeremony();
    };
  }, [offered]);

  if (!offered) return null;

  const signIn = async () => {
    setBusy(true);
    onError(null);
    try {
      const answer = await signInWithPasskey(false);
      if (!answer) return;
      startSession(answer, remember());
      onSuccess();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Divider sx={{ typography: 'body2', color: 'text.secondary' }}>{t('auth.or')}</Divider>
      <Button
        variant="outlined"
        color="inherit"
        size="large"
        fullWidth
        startIcon={<KeyIcon />}
        loading={busy}
        onClick={() => void signIn()}
        data-testid="passkey-sign-in"
      >
        {t('auth.passkey.signIn')}
      </Button>
    </>
  );
}
