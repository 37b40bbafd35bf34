import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../api/errors';

/** Turns anything thrown by a call into the text to show, in the reader's language. */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  return useCallback((error: unknown) => errorText(error, t, (key) => i18n.exists(key)), [t, i18n]);
}

/** Puts the server's field issues (validation details) on the matching form fields. */
export function applyFieldIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const issue of error.fieldIssues) {
    if (fields.includes(issue.path)) {
      setError(issue.path as Path<T>, { type: 'server', message: issue.key });
      applied = true;
    }
  }
  return applied;
}
