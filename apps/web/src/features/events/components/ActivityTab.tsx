import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert, SkeletonRows } from '../../../components/PageStates';
import { useDocuments } from '../../backoffice/hooks';
import { localized } from '../../backoffice/localized';
import { useActivity } from '../hooks';
import { EVENTS_NS } from '../texts';
import { ActivityDiff } from './ActivityDiff';
import { Pager } from './Pager';

const ACTION_COLOR = { created: 'success', updated: 'info', deleted: 'error' } as const;

/** Every write to a record, newest first, with what changed; filtered by document and record. */
export function ActivityTab() {
  const { t, i18n } = useTranslation(EVENTS_NS);
  const [page, setPage] = useState(1);
  const [document, setDocument] = useState('');
  const [record, setRecord] = useState('');
  const documents = useDocuments();
  const list = useActivity({ page, document: document || undefined, record: record.trim() || undefined });
  const when = (ms: number) => new Date(ms).toLocaleString(i18n.language);
  const docName = (code: string) => {
    const doc = documents.data?.find((d) => d.code === code);
    return doc ? localized(doc.name, i18n.language) : code;
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('activity.document')}
          value={document}
          onChange={(e) => {
            setDocument(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 220 }}
          // "All documents" is the empty value: shown as chosen, not as an empty box under the label
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('activity.allDocuments')}</MenuItem>
          {(documents.data ?? []).map((d) => (
            <MenuItem key={d.code} value={d.code}>
              {localized(d.name, i18n.language)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('activity.recordFilter')}
          value={record}
          onChange={(e) => {
            setRecord(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 320 }}
        />
      </Stack>
      {list.isPending ? (
        <SkeletonRows testId="activity-loading" />
      ) : list.isError ? (
        <RetryAlert error={list.error} onRetry={() => list.refetch()} testId="activity-error" />
      ) : list.data.data.length === 0 ? (
        <Alert severity="info" data-testid="activity-empty">
          {t('activity.empty')}
        </Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('tabs.activity')} data-testid="activity-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('activity.when')}</TableCell>
                <TableCell>{t('activity.who')}</TableCell>
                <TableCell>{t('activity.document')}</TableCell>
                <TableCell>{t('activity.action')}</TableCell>
                <TableCell>{t('activity.changes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.data.map((a) => (
                <TableRow key={a.id} data-testid="activity-row" sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(a.createdAt)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{a.actorName ?? t('activity.system')}</TableCell>
                  <TableCell>
                    {docName(a.document)}
                    <br />
                    <small title={t('activity.record')}>{a.recordId}</small>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={ACTION_COLOR[a.action]}
                      label={t(`activity.actions.${a.action}`)}
                    />
                  </TableCell>
                  <TableCell>
                    <ActivityDiff activity={a} />
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
