import type { SystemSnapshot } from '@bitdata/contracts/system';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queueName } from '../format';
import { FailedJobs } from './FailedJobs';
import { Section } from './Section';
import '../texts';

const COLUMNS = 6;

/** Each named queue's jobs by state; a queue opens onto its failed jobs. */
export function QueuesTable({ snapshot, mayEdit }: { snapshot: SystemSnapshot; mayEdit: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Section title={t('system:queues.title')} testId="system-queues">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('system:queues.queue')}</TableCell>
            <TableCell align="right">{t('system:queues.waiting')}</TableCell>
            <TableCell align="right">{t('system:queues.active')}</TableCell>
            <TableCell align="right">{t('system:queues.failed')}</TableCell>
            <TableCell align="right">{t('system:queues.completed')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {snapshot.queues.map((q) => {
            const expanded = open === q.queue;
            const name = queueName(t, q.queue);
            return (
              <Fragment key={q.queue}>
                <TableRow data-testid="queue-row" data-queue={q.queue} data-failed={q.failed}>
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-expanded={expanded}
                      aria-label={t('system:queues.showFailed', { queue: name })}
                      onClick={() => setOpen(expanded ? null : q.queue)}
                      data-testid="queue-expand"
                    >
                      {expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                    </IconButton>
                  </TableCell>
                  <TableCell>{name}</TableCell>
                  <TableCell align="right">{q.waiting}</TableCell>
                  <TableCell align="right">{q.active}</TableCell>
                  <TableCell
                    align="right"
                    sx={q.failed > 0 ? { color: 'error.main', fontWeight: 600 } : undefined}
                  >
                    {q.failed}
                  </TableCell>
                  <TableCell align="right">{q.completed}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={COLUMNS} sx={{ py: 0, borderBottom: expanded ? undefined : 'none' }}>
                    <Collapse in={expanded} unmountOnExit>
                      <FailedJobs queue={q.queue} mayEdit={mayEdit} />
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </Section>
  );
}
