import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRules } from '../hooks';
import { EVENT_PATHS } from '../paths';
import { EVENTS_NS } from '../texts';
import { actionText, triggerText } from './describe';
import { PagedTable } from './PagedTable';

/** The event rules: what fires them and what they do; each opens its editor. */
export function RulesTab() {
  const { t } = useTranslation(EVENTS_NS);
  const [page, setPage] = useState(1);
  const list = useRules(page);
  return (
    <PagedTable
      list={list}
      name="rules"
      label={t('tabs.rules')}
      empty={t('rules.empty')}
      columns={[
        t('rules.name'),
        t('rules.document'),
        t('rules.trigger'),
        t('rules.action'),
        t('rules.state'),
      ]}
      page={page}
      onPage={setPage}
      row={(r) => (
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
      )}
    />
  );
}
