import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../components/form/useErrorText';
import { formatDateTime } from '../../../i18n/format';
import { useImports } from '../hooks';
import { IMPORT_PATHS } from '../paths';
import { IMPORT_NS } from '../texts';

/** /core/import: who imported what, when, with which counts and state. */
export function ImportListPage() {
  const { t } = useTranslation(IMPORT_NS);
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const list = useImports(page);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        <Button variant="contained" component={Link} to={IMPORT_PATHS.create}>
          {t('new')}
        </Button>
      </Stack>
      {list.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : list.isError ? (
        <Alert severity="error">{errorText(list.error)}</Alert>
      ) : list.data.data.length === 0 ? (
        <Alert severity="info">{t('empty')}</Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('when')}</TableCell>
                <TableCell>{t('who')}</TableCell>
                <TableCell>{t('document')}</TableCell>
                <TableCell>{t('file')}</TableCell>
                <TableCell>{t('countsShort')}</TableCell>
                <TableCell>{t('state')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.data.map((r) => (
                <TableRow key={r.id} hover>
                  <TableCell>
                    <Link to={IMPORT_PATHS.one(r.id)}>{formatDateTime(r.createdAt)}</Link>
                  </TableCell>
                  <TableCell>{r.userName ?? '—'}</TableCell>
                  <TableCell>{r.document}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{r.fileName}</TableCell>
                  <TableCell>
                    {r.counts.created}/{r.counts.rows}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={t(`states.${r.state}`)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list.data && list.data.total > list.data.pageSize && (
        <Pagination
          count={Math.ceil(list.data.total / list.data.pageSize)}
          page={page}
          onChange={(_, p) => setPage(p)}
        />
      )}
    </Stack>
  );
}
