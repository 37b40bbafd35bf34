import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { useAuth } from '../hooks/useAuth';
import { safePath } from '../return-to';
import { OAuthStepStatus } from './OAuthStepStatus';
import { oauthApi } from './oauth.api';
import { useSignInProviders } from './useSignInProviders';

/**
 * Where the server returns a provider sign-in: `?code=` (a one-time code, exchanged here once for the
 * session, kept like a password sign-in's) or `?linked=<provider>` (a provider added from the account
 * page), each with `returnTo`. The session itself never travels in the address.
 */
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { startSession } = useAuth();
  const errorTextOf = useErrorText();
  const { providers, settled } = useSignInProviders();
  const [failure, setFailure] = useState<string | null>(null);
  // StrictMode runs effects twice in development, and the code is good for one exchange only.
  const started = useRef(false);
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const linked = params.get('linked');
  const returnTo = safePath(params.get('returnTo'));
  const linkedName = providers.find((p) => p.id === linked)?.name ?? linked;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (linked) return;
    if (!code) {
      setFailure(t('messages.oauthCodeInvalid'));
      return;
    }
    oauthApi
      .exchange(code)
      .then((answer) => {
        // a provider vouches for the person each time: the session outlives the browser like "Remember me"
        startSession(answer, true);
        notify(t('messages.loginSuccess'), 'success');
        navigate(returnTo ?? PATHS.dashboard.root, { replace: true });
      })
      .catch((error: unknown) => setFailure(errorTextOf(error)));
  }, [code, linked, returnTo, startSession, navigate, errorTextOf, t]);

  // the name of a linked provider comes with the providers list, which may arrive after the page
  useEffect(() => {
    if (!linked || !linkedName || !settled) return;
    notify(t('auth.oauth.linked', { name: linkedName }), 'success');
    navigate(returnTo ?? PATHS.dashboard.account, { replace: true });
  }, [linked, linkedName, settled, returnTo, navigate, t]);

  return <OAuthStepStatus testId="oauth-callback" working={t('auth.oauth.signingIn')} failure={failure} />;
}
