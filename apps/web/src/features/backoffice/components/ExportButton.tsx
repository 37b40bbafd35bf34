import type { ExportQuery } from '@bitdata/contracts/backoffice/imports';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../app/config/ConfigContext';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { saveBlob } from '../../../components/save-blob';
import { downloadExport } from '../exports.api';
import { BACKOFFICE_NS } from '../texts';

export interface ExportButtonProps {
  document: string;
  /** The list's current filter, sort and columns (the same query the data list sends). */
  query: ExportQuery;
}

/** Downloads the list as .xlsx with its current filter, sort and columns (at most 10,000 rows). */
export function ExportButton({ document: code, query }: ExportButtonProps) {
  const { t, i18n } = useTranslation(BACKOFFICE_NS);
  const config = useConfig();
  const errorText = useErrorText();
  const language = i18n.language.startsWith('vi') ? 'vi' : 'en';
  const run = useMutation({
    mutationFn: async () => {
      const blob = await downloadExport(config, code, { ...query, language });
      saveBlob(blob, `${code}-${new Date().toISOString().slice(0, 10)}.xlsx`);
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  return (
    <Tooltip title={t('export.limit')}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={run.isPending}
        onClick={() => run.mutate()}
      >
        {run.isPending ? t('export.exporting') : t('export.action')}
      </Button>
    </Tooltip>
  );
}
