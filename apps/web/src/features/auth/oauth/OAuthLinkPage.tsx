import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { useAuth } from '../hooks/useAuth';
import { OAuthStepStatus } from './OAuthStepStatus';
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

  return <OAuthStepStatus testId="oauth-link" working={t('auth.oauth.linking')} failure={failure} />;
}
