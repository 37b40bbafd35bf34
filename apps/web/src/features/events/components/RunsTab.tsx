import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RetryAlert, SkeletonRows } from '../../../components/PageStates';
import { useRuns } from '../hooks';
import { EVENT_PATHS } from '../paths';
import { EVENTS_NS } from '../texts';
import { Pager } from './Pager';

const STATUS_COLOR = {
  pending: 'default',
  running: 'info',
  retrying: 'warning',
  succeeded: 'success',
  failed: 'error',
} as const;

/** Each firing of a rule: its status, attempts, duration and last error; read again while any is unfinished. */
export function RunsTab() {
  const { t, i18n } = useTranslation(EVENTS_NS);
  const [page, setPage] = useState(1);
  const list = useRuns(page);
  const when = (ms: number) => new Date(ms).toLocaleString(i18n.language);
  return (
    <Stack spacing={2}>
      {list.isPending ? (
        <SkeletonRows testId="runs-loading" />
      ) : list.isError ? (
        <RetryAlert error={list.error} onRetry={() => list.refetch()} testId="runs-error" />
      ) : list.data.data.length === 0 ? (
        <Alert severity="info" data-testid="runs-empty">
          {t('runs.empty')}
        </Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('tabs.runs')} data-testid="runs-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('runs.when')}</TableCell>
                <TableCell>{t('runs.rule')}</TableCell>
                <TableCell>{t('runs.record')}</TableCell>
                <TableCell>{t('runs.status')}</TableCell>
                <TableCell>{t('runs.attempts')}</TableCell>
                <TableCell>{t('runs.duration')}</TableCell>
                <TableCell>{t('runs.error')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.data.map((r) => (
                <TableRow key={r.id} data-testid="run-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(r.createdAt)}</TableCell>
                  <TableCell>
                    <Link to={EVENT_PATHS.one(r.ruleId)}>{r.ruleName}</Link>
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{r.recordId ?? '—'}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATUS_COLOR[r.status]}
                      label={t(`runs.statuses.${r.status}`)}
                      data-testid={`run-status-${r.status}`}
                    />
                  </TableCell>
                  <TableCell>{r.attempts}</TableCell>
                  <TableCell>{r.durationMs === null ? '—' : t('runs.ms', { count: r.durationMs })}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word', maxWidth: 320 }}>{r.error ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list.data && (
        <Pager total={list.data.total} pageSize={list.data.pageSize} page={page} onChange={setPage} />
      )}
    </Stack>
  );
}
