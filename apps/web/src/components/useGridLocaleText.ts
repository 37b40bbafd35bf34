import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, viVN } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaginationLabel } from './usePaginationLabel';

/** The data grid's texts in the reader's language, its pager's "1–25 of 40" included. */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const { i18n } = useTranslation();
  const displayedRows = usePaginationLabel();
  const vi = i18n.language.startsWith('vi');
  return useMemo(
    () => ({
      ...(vi ? viVN : enUS).components.MuiDataGrid.defaultProps.localeText,
      paginationDisplayedRows: displayedRows,
    }),
    [vi, displayedRows],
  );
}
