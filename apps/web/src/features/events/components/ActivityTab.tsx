import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import { localized, useDocuments } from '../../backoffice';
import { useActivity } from '../hooks';
import { EVENTS_NS } from '../texts';
import { ActivityDiff } from './ActivityDiff';
import { PagedTable } from './PagedTable';

const ACTION_COLOR = { created: 'success', updated: 'info', deleted: 'error' } as const;

/** Every write to a record, newest first, with what changed; filtered by document and record. */
export function ActivityTab() {
  const { t, i18n } = useTranslation(EVENTS_NS);
  const [page, setPage] = useState(1);
  const [document, setDocument] = useState('');
  const [record, setRecord] = useState('');
  const documents = useDocuments();
  const list = useActivity({ page, document: document || undefined, record: record.trim() || undefined });
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
      <PagedTable
        list={list}
        name="activity"
        label={t('tabs.activity')}
        empty={t('activity.empty')}
        columns={[
          t('activity.when'),
          t('activity.who'),
          t('activity.document'),
          t('activity.action'),
          t('activity.changes'),
        ]}
        page={page}
        onPage={setPage}
        row={(a) => (
          <TableRow key={a.id} data-testid="activity-row" sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.createdAt)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{a.actorName ?? t('activity.system')}</TableCell>
            <TableCell>
              {docName(a.document)}
              <br />
              <small title={t('activity.record')}>{a.recordId}</small>
            </TableCell>
            <TableCell>
              <Chip size="small" color={ACTION_COLOR[a.action]} label={t(`activity.actions.${a.action}`)} />
            </TableCell>
            <TableCell>
              <ActivityDiff activity={a} />
            </TableCell>
          </TableRow>
        )}
      />
    </Stack>
  );
}
