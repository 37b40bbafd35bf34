import type { SystemSnapshot } from '@bitdata/contracts/system';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { describeAgo, describeSpan } from '../format';
import { Section } from './Section';
import '../texts';

/** Every process with its role, build, time up and last heartbeat; a silent one is flagged. */
export function InstancesTable({ snapshot }: { snapshot: SystemSnapshot }) {
  const { t } = useTranslation();
  const { instances, at } = snapshot;
  return (
    <Section
      title={t('system:instances.title')}
      testId="system-instances"
      empty={instances.length === 0 ? t('system:instances.empty') : null}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('system:instances.instance')}</TableCell>
            <TableCell>{t('system:instances.role')}</TableCell>
            <TableCell>{t('system:instances.version')}</TableCell>
            <TableCell>{t('system:instances.uptime')}</TableCell>
            <TableCell>{t('system:instances.lastSeen')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {instances.map((i) => (
            <TableRow key={i.id} data-testid="instance-row" data-id={i.id} data-stale={i.stale}>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {i.id}
                  </Typography>
                  {i.current && <Chip size="small" color="primary" label={t('system:instances.current')} />}
                  {i.stale && <Chip size="small" color="warning" label={t('system:instances.stale')} />}
                </Stack>
              </TableCell>
              <TableCell>{t(`system:instances.roles.${i.role}`)}</TableCell>
              <TableCell>{i.version}</TableCell>
              <TableCell>{describeSpan(t, (at - i.startedAt) / 1000)}</TableCell>
              <TableCell>{describeAgo(t, i.lastSeen, at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}
