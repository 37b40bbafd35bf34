import { useCallback } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyFieldIssues, useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';

/**
 * The one save flow of the role, group and menu forms: nothing changed says so (spec: 'There are no
 * changes to the form'), success says 'Update success', a refusal puts the server's field messages on
 * the fields and says the first in a notification.
 */
export function useSave<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly string[]) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    async (dirty: boolean, save: () => Promise<unknown>): Promise<boolean> => {
      if (!dirty) {
        notify(t('messages.noChanges'), 'warning');
        return false;
      }
      try {
        await save();
        notify(t('messages.updateSuccess'), 'success');
        return true;
      } catch (error) {
        applyFieldIssues(error, setError, fields);
        notify(errorText(error), 'error');
        return false;
      }
    },
    [t, errorText, setError, fields],
  );
}

/**
 * The one delete flow of the role and group screens: delete, read the lists again, say so and go back
 * to the list; a refusal (a role still held by users) is said in a notification and the screen stays.
 */
export function useRemove(remove: () => Promise<unknown>, afterwards: () => Promise<unknown>, back: string) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await remove();
      await afterwards();
      notify(t('backofficeAccess:common.deleted'), 'success');
      navigate(back);
    } catch (error) {
      notify(errorText(error), 'error');
    }
  }, [remove, afterwards, back, t, errorText, navigate]);
}
