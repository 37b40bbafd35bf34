import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../i18n/format';
import { useRuns } from '../hooks';
import { EVENT_PATHS } from '../paths';
import { EVENTS_NS } from '../texts';
import { PagedTable } from './PagedTable';

const STATUS_COLOR = {
  pending: 'default',
  running: 'info',
  retrying: 'warning',
  succeeded: 'success',
  noRecipients: 'warning',
  failed: 'error',
} as const;

/** Each firing of a rule: its status, attempts, duration and last error; read again while any is unfinished. */
export function RunsTab() {
  const { t } = useTranslation(EVENTS_NS);
  const [page, setPage] = useState(1);
  const list = useRuns(page);
  return (
    <PagedTable
      list={list}
      name="runs"
      label={t('tabs.runs')}
      empty={t('runs.empty')}
      columns={[
        t('runs.when'),
        t('runs.rule'),
        t('runs.record'),
        t('runs.status'),
        t('runs.attempts'),
        t('runs.duration'),
        t('runs.error'),
      ]}
      page={page}
      onPage={setPage}
      row={(r) => (
        <TableRow key={r.id} data-testid="run-row">
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt)}</TableCell>
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
      )}
    />
  );
}
