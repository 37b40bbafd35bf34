import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "1–25 of 40" of a table's pager in the reader's language: MUI's own is English, and its Vietnamese
 * data grid texts leave this one untranslated ("0–0 of 0" on an empty list).
 */
export function usePaginationLabel() {
  const { t } = useTranslation();
  return useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) =>
      t('common.displayedRows', { from, to, count: count === -1 ? to : count }),
    [t],
  );
}
