import { dataTypeCode, exchangeName } from '@bitdata/contracts/constants';
import type { SystemSnapshot } from '@bitdata/contracts/system';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import { describeSpan } from '../format';
import { Section } from './Section';
import '../texts';

const STATE_COLOR = { connected: 'success', lagging: 'warning', offline: 'default' } as const;

/** Each exchange feed: its state and source, its newest candle and lag, and the instance running it. */
export function FeedsTable({ snapshot }: { snapshot: SystemSnapshot }) {
  const { t } = useTranslation();
  const { feeds } = snapshot;
  return (
    <Section
      title={t('system:feeds.title')}
      testId="system-feeds"
      empty={feeds.length === 0 ? t('system:feeds.empty') : null}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('system:feeds.feed')}</TableCell>
            <TableCell>{t('system:feeds.state')}</TableCell>
            <TableCell>{t('system:feeds.lastCandle')}</TableCell>
            <TableCell>{t('system:feeds.lag')}</TableCell>
            <TableCell>{t('system:feeds.holder')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {feeds.map((f) => (
            <TableRow key={`${f.exchangeId}:${f.dataType}`} data-testid="feed-row" data-state={f.state}>
              <TableCell>
                {exchangeName(f.exchangeId)} {dataTypeCode(f.dataType)} (
                {t(`system:feeds.sources.${f.source}`)})
              </TableCell>
              <TableCell>
                <Chip size="small" color={STATE_COLOR[f.state]} label={t(`system:feeds.states.${f.state}`)} />
              </TableCell>
              <TableCell>
                {f.lastCandleTime === null ? t('system:feeds.never') : formatDateTime(f.lastCandleTime)}
              </TableCell>
              <TableCell>{f.lagSeconds === null ? '—' : describeSpan(t, f.lagSeconds)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {f.holder ?? t('system:feeds.noHolder')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}
