import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { oauthApi } from './oauth.api';
import { oauthRefusalFrom } from './oauth-refusal';
import { useSignInProviders } from './useSignInProviders';

/**
 * What a provider sign-in the server turned back means for the login screen: the refusal to show,
 * the provider's name to show it with, and, when the e-mail already had an account, the linking that
 * follows the person's own sign-in (their proof that the account is theirs).
 */
export function useOAuthReturn(search: string) {
  const { t } = useTranslation();
  const errorTextOf = useErrorText();
  const { providers } = useSignInProviders();
  const refusal = oauthRefusalFrom(search);
  const providerName = providers.find((p) => p.id === refusal?.provider)?.name ?? t('auth.oauth.theProvider');
  const linkCode = refusal?.error === 'oauthEmailTaken' ? refusal.link : null;
  const completeCode = refusal?.error === 'oauthEmailRequired' ? refusal.complete : null;

  /** Links the waiting provider once the person has signed in; a failed link leaves them signed in. */
  const afterSignIn = useCallback(async () => {
    if (!linkCode) return;
    try {
      await oauthApi.link(linkCode);
      notify(t('auth.oauth.linked', { name: providerName }), 'success');
    } catch (error) {
      notify(errorTextOf(error), 'error');
    }
  }, [linkCode, providerName, t, errorTextOf]);

  return { refusal, providerName, linkCode, completeCode, afterSignIn };
}
