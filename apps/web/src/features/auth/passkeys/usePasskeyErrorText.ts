import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form/useErrorText';
import { PasskeyBrowserError } from './passkey-support';

/** The text of a passkey ceremony's failure, the browser's or the server's, in the reader's language. */
export function usePasskeyErrorText() {
  const { t } = useTranslation();
  const errorTextOf = useErrorText();
  return useCallback(
    (error: unknown) => (error instanceof PasskeyBrowserError ? t(error.key) : errorTextOf(error)),
    [t, errorTextOf],
  );
}
