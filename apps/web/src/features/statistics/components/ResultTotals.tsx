import type { StatisticResult } from '@bitdata/contracts/statistics';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../market';
import { formatShare, winRateBand } from '../run-state';
import { Figure } from './Figure';
import '../texts';

/**
 * Totals of one result: counts, win rate (a band when trades were ambiguous), averages and risk. The
 * expectancy shows before and after the run's fee per side, each saying so. The compounded return and
 * its drawdown are a hypothetical account, the whole capital in every trade one after another across
 * every market of the run, though the trades overlap in time: they say so, or a reader takes the
 * figures for a portfolio's.
 */
export function ResultTotals({ result, feePercent }: { result: StatisticResult; feePercent: number }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const pct = (v: number | null) => (v === null ? '–' : `${formatNumber(v, lng, 2)} %`);
  const beforeFees = feePercent > 0 ? t('statistics:totals.beforeFees') : undefined;
  const band = winRateBand(result);
  const winRate =
    band === null
      ? '–'
      : band.low === band.high
        ? formatShare(band.low, lng)
        : t('statistics:totals.band', { low: formatShare(band.low, lng), high: formatShare(band.high, lng) });
  const compoundedMarkets = result.markets.filter((m) => m.wins + m.losses > 0).length;
  const figures: Array<{ key: string; value: string; hint?: string; wide?: boolean }> = [
    { key: 'trades', value: formatNumber(result.trades, lng, 0) },
    { key: 'wins', value: formatNumber(result.wins, lng, 0) },
    { key: 'losses', value: formatNumber(result.losses, lng, 0) },
    { key: 'open', value: formatNumber(result.open, lng, 0) },
    {
      key: 'winRate',
      value: winRate,
      hint: result.ambiguous > 0 ? t('statistics:totals.ambiguous', { count: result.ambiguous }) : undefined,
    },
    { key: 'avgWin', value: formatPercent(result.avgWinPercent, lng), hint: beforeFees },
    { key: 'avgLoss', value: formatPercent(result.avgLossPercent, lng), hint: beforeFees },
    { key: 'profitFactor', value: formatNumber(result.profitFactor, lng, 2), hint: beforeFees },
    { key: 'expectancy', value: formatPercent(result.expectancyPercent, lng), hint: beforeFees },
    {
      key: 'netExpectancy',
      value: formatPercent(result.netExpectancyPercent, lng),
      hint:
        feePercent > 0
          ? t('statistics:totals.feePerSide', { fee: formatNumber(feePercent, lng, 3) })
          : t('statistics:totals.noFee'),
    },
    { key: 'avgLength', value: formatNumber(result.avgLength, lng, 1) },
    {
      key: 'totalReturn',
      value: formatPercent(result.totalReturnPercent, lng),
      hint:
        compoundedMarkets > 1
          ? t('statistics:totals.compoundedMarkets', { markets: compoundedMarkets })
          : t('statistics:totals.compoundedOneMarket'),
      wide: true,
    },
    {
      key: 'maxDrawdown',
      value: pct(result.maxDrawdownPercent),
      hint: t('statistics:totals.drawdownOfCompounded'),
      wide: true,
    },
  ];
  return (
    <Grid container spacing={1.5} data-testid="statistic-totals">
      {figures.map((f) => (
        <Grid key={f.key} size={f.wide ? { xs: 12, sm: 6 } : { xs: 6, sm: 4, md: 3, lg: 2 }}>
          <Figure
            label={t(`statistics:totals.${f.key}`)}
            value={f.value}
            hint={f.hint}
            testId={`total-${f.key}`}
          />
        </Grid>
      ))}
    </Grid>
  );
}
