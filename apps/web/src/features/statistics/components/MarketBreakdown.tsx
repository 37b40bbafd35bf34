import type { StatisticResult } from '@bitdata/contracts/statistics';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ScrollTable';
import { formatPercent } from '../../market';
import { formatShare } from '../run-state';
import '../texts';

const FIRST = 10;

/** The result per market, most trades first; the first ten until the reader asks for all. */
export function MarketBreakdown({ result }: { result: StatisticResult }) {
  const { t, i18n } = useTranslation();
  const [all, setAll] = useState(false);
  const markets = useMemo(
    () => [...result.markets].sort((a, b) => b.trades - a.trades || a.symbol.localeCompare(b.symbol)),
    [result.markets],
  );
  if (markets.length === 0) return null;
  const shown = all ? markets : markets.slice(0, FIRST);
  const num = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums' } };
  return (
    <Stack spacing={1} data-testid="market-breakdown">
      <Typography variant="h6" component="h3">
        {t('statistics:markets.title')}
      </Typography>
      <ScrollTable>
        <Table size="small" aria-label={t('statistics:markets.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('statistics:trades.symbol')}</TableCell>
              <TableCell align="right">{t('statistics:totals.trades')}</TableCell>
              <TableCell align="right">{t('statistics:totals.wins')}</TableCell>
              <TableCell align="right">{t('statistics:totals.losses')}</TableCell>
              <TableCell align="right">{t('statistics:totals.open')}</TableCell>
              <TableCell align="right">{t('statistics:totals.winRate')}</TableCell>
              <TableCell align="right">{t('statistics:totals.expectancy')}</TableCell>
              <TableCell align="right">{t('statistics:totals.netExpectancy')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((m) => (
              <TableRow key={m.symbol}>
                <TableCell>{m.symbol}</TableCell>
                <TableCell {...num}>{m.trades}</TableCell>
                <TableCell {...num}>{m.wins}</TableCell>
                <TableCell {...num}>{m.losses}</TableCell>
                <TableCell {...num}>{m.open}</TableCell>
                <TableCell {...num}>{formatShare(m.winRate, i18n.language)}</TableCell>
                <TableCell {...num}>{formatPercent(m.expectancyPercent, i18n.language)}</TableCell>
                <TableCell {...num}>{formatPercent(m.netExpectancyPercent, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
      {markets.length > FIRST && (
        <Button size="small" onClick={() => setAll((v) => !v)} sx={{ alignSelf: 'flex-start' }}>
          {all ? t('statistics:markets.fewer') : t('statistics:markets.all', { count: markets.length })}
        </Button>
      )}
    </Stack>
  );
}
