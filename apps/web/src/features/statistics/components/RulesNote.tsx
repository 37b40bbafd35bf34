import type { StatisticDetail, StatisticResult } from '@bitdata/contracts/statistics';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ScrollTable';
import { formatNumber } from '../../market';
import { formatShare } from '../run-state';
import '../texts';

/**
 * The rules the figures rest on, one line each (entry at the next open, the same-candle rule
 * of this run, exits at the levels or a gap's open, the bucket definition, the run's fee), and the
 * buckets themselves.
 */
export function RulesNote({ run, result }: { run: StatisticDetail; result: StatisticResult }) {
  const { t, i18n } = useTranslation();
  const share = (count: number, value: number | null) =>
    value === null ? '–' : `${formatShare(value, i18n.language)} (${count})`;
  return (
    <Stack spacing={1.5} data-testid="statistic-rules">
      <Stack spacing={0.5} component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
        <Typography component="li" variant="body2">
          {t('statistics:rules.entry')}
        </Typography>
        <Typography component="li" variant="body2" data-testid="rule-same-candle">
          {t(`statistics:rules.sameCandle.${run.sameCandle}`)}
        </Typography>
        <Typography component="li" variant="body2" data-testid="rule-gaps">
          {t('statistics:rules.gaps')}
        </Typography>
        <Typography component="li" variant="body2" data-testid="rule-buckets">
          {t('statistics:rules.buckets')}
        </Typography>
        <Typography component="li" variant="body2" data-testid="rule-fees">
          {run.feePercent > 0
            ? t('statistics:rules.fees', { fee: formatNumber(run.feePercent, i18n.language, 3) })
            : t('statistics:rules.noFees')}
        </Typography>
      </Stack>
      <ScrollTable>
        <Table size="small" aria-label={t('statistics:buckets.title')} data-testid="statistic-buckets">
          <TableHead>
            <TableRow>
              <TableCell>{t('statistics:buckets.threshold')}</TableCell>
              <TableCell align="right">{t('statistics:buckets.runUp')}</TableCell>
              <TableCell align="right">{t('statistics:buckets.drawdown')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.buckets.map((b, i) => (
              <TableRow key={b.threshold}>
                <TableCell>
                  {i === result.buckets.length - 1
                    ? t('statistics:buckets.orMore', { threshold: b.threshold })
                    : `${b.threshold} %`}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {share(b.runUpCount, b.runUpShare)}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {share(b.drawdownCount, b.drawdownShare)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}
