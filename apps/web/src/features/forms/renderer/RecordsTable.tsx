import type { BackofficeDocument } from '@bitdata/contracts/backoffice/documents';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RetryAlert, SkeletonRows } from '../../../components/PageStates';
import { localized, useRecords } from '../../backoffice';
import { FORMS_NS } from '../texts';

const cell = (v: unknown) =>
  v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The table component: the first records of a document the reader may see, in the chosen columns. */
export function RecordsTable({ document, columns }: { document: BackofficeDocument; columns?: string[] }) {
  const { t, i18n } = useTranslation(FORMS_NS);
  const shown = document.fields.filter((f) => (columns?.length ? columns.includes(f.code) : f.listed));
  const list = useRecords(document.code, { page: 1, pageSize: 10 });
  if (list.isPending) return <SkeletonRows rows={2} testId="form-table-loading" />;
  if (list.isError)
    return <RetryAlert error={list.error} onRetry={() => void list.refetch()} testId="form-table-error" />;
  if (list.data.data.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('items.noRecords')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={localized(document.name, i18n.language)}>
        <TableHead>
          <TableRow>
            {shown.map((f) => (
              <TableCell key={f.code}>{localized(f.label, i18n.language)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.data.data.map((r) => (
            <TableRow key={r.id}>
              {shown.map((f) => (
                <TableCell key={f.code}>{cell(r.data[f.code])}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
