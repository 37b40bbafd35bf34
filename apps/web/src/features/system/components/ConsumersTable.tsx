import type { SystemSnapshot } from '@bitdata/contracts/system';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { describeSpan } from '../format';
import { Section } from './Section';
import '../texts';

/** Each consumer of closed candles and how far (candle time) its slowest series is behind. */
export function ConsumersTable({ snapshot }: { snapshot: SystemSnapshot }) {
  const { t } = useTranslation();
  const { consumers } = snapshot;
  return (
    <Section
      title={t('system:consumers.title')}
      testId="system-consumers"
      empty={consumers.length === 0 ? t('system:consumers.empty') : null}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('system:consumers.consumer')}</TableCell>
            <TableCell>{t('system:consumers.lag')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {consumers.map((c) => (
            <TableRow key={c.consumer} data-testid="consumer-row">
              <TableCell>{c.consumer}</TableCell>
              <TableCell>{describeSpan(t, c.lagSeconds)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}
