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
import { useRules } from '../hooks';
import { EVENT_PATHS } from '../paths';
import { EVENTS_NS } from '../texts';
import { actionText, triggerText } from './describe';
import { Pager } from './Pager';

/** The event rules: what fires them and what they do; each opens its editor. */
export function RulesTab() {
  const { t } = useTranslation(EVENTS_NS);
  const [page, setPage] = useState(1);
  const list = useRules(page);
  return (
    <Stack spacing={2}>
      {list.isPending ? (
        <SkeletonRows testId="rules-loading" />
      ) : list.isError ? (
        <RetryAlert error={list.error} onRetry={() => list.refetch()} testId="rules-error" />
      ) : list.data.data.length === 0 ? (
        <Alert severity="info" data-testid="rules-empty">
          {t('rules.empty')}
        </Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('tabs.rules')} data-testid="rules-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('rules.name')}</TableCell>
                <TableCell>{t('rules.document')}</TableCell>
                <TableCell>{t('rules.trigger')}</TableCell>
                <TableCell>{t('rules.action')}</TableCell>
                <TableCell>{t('rules.state')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.data.map((r) => (
                <TableRow key={r.id} hover data-testid="rule-row">
                  <TableCell>
                    <Link to={EVENT_PATHS.one(r.id)}>{r.name}</Link>
                  </TableCell>
                  <TableCell>{r.document}</TableCell>
                  <TableCell>{triggerText(t, r.trigger)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{actionText(t, r.action)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={r.enabled ? 'success' : 'default'}
                      label={r.enabled ? t('rules.enabled') : t('rules.disabled')}
                    />
                  </TableCell>
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
