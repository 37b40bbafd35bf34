import type { ImportRecord } from '@bitdata/contracts/backoffice/imports';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { IMPORT_NS } from '../texts';

/** Counts, progress and the errors by row and column of an import. */
export function ImportResult({ record }: { record: ImportRecord }) {
  const { t } = useTranslation(IMPORT_NS);
  const { t: tr } = useTranslation();
  const c = record.counts;
  return (
    <Stack spacing={2}>
      <Typography data-testid="import-counts">
        {t('counts', { rows: c.rows, valid: c.valid, invalid: c.invalid, created: c.created })}
      </Typography>
      {record.state === 'running' && (
        <LinearProgress
          variant="determinate"
          value={Math.round(record.progress * 100)}
          aria-label={t('progress')}
        />
      )}
      {record.errors.length === 0 ? (
        <Alert severity="success">{t('noErrors')}</Alert>
      ) : (
        <TableContainer sx={{ maxHeight: 400 }}>
          <Table size="small" stickyHeader aria-label={t('errors')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('row')}</TableCell>
                <TableCell>{t('column')}</TableCell>
                <TableCell>{t('problem')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {record.errors.map((e) => (
                <TableRow key={`${e.row}-${e.column}-${e.key}`}>
                  <TableCell>{e.row}</TableCell>
                  <TableCell>{e.column ?? '—'}</TableCell>
                  <TableCell>{tr(`messages.${e.key}`, { defaultValue: e.message })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
