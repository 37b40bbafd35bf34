import type { StatisticResult } from '@bitdata/contracts/statistics';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { formatNumber } from '../../market/markets';
import '../texts';

const HEIGHT = 260;

/**
 * The equity curve (compounded, 1 = the start) and the distribution of highest and lowest price
 * percent (MFE/MAE) of the closed trades. Loaded with its own chunk: MUI X Charts is large and only
 * these screens draw with it.
 */
export function StatisticCharts({ result }: { result: StatisticResult }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const lng = i18n.language;
  const bins = (list: StatisticResult['highestDistribution']) =>
    list.map((b) => `${formatNumber(b.from, lng, 1)}…${formatNumber(b.to, lng, 1)}`);
  return (
    <Grid container spacing={2} data-testid="statistic-charts">
      <Grid size={{ xs: 12 }}>
        <Typography variant="subtitle1" component="h3">
          {t('statistics:charts.equity')}
        </Typography>
        {result.equity.length < 2 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
            {t('statistics:charts.noData')}
          </Typography>
        ) : (
          <LineChart
            height={HEIGHT}
            xAxis={[
              {
                data: result.equity.map((p) => new Date(p.time)),
                scaleType: 'time',
                valueFormatter: (d: Date, ctx) =>
                  ctx.location === 'tick' ? formatDate(d) : formatDateTime(d),
              },
            ]}
            yAxis={[{ valueFormatter: (v: number) => formatNumber(v, lng, 2) }]}
            series={[
              {
                data: result.equity.map((p) => p.equity),
                label: t('statistics:charts.equitySeries'),
                showMark: false,
                color: theme.palette.primary.main,
              },
            ]}
          />
        )}
      </Grid>
      {(
        [
          ['highestDistribution', 'highest', theme.palette.success.main],
          ['lowestDistribution', 'lowest', theme.palette.error.main],
        ] as const
      ).map(([field, key, color]) => (
        <Grid key={field} size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle1" component="h3">
            {t(`statistics:charts.${key}`)}
          </Typography>
          {result[field].length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
              {t('statistics:charts.noData')}
            </Typography>
          ) : (
            <BarChart
              height={HEIGHT}
              xAxis={[
                {
                  scaleType: 'band',
                  data: bins(result[field]),
                  label: t('statistics:charts.percentAxis'),
                  height: 56,
                  tickLabelStyle: { angle: -40, textAnchor: 'end', fontSize: 10 },
                },
              ]}
              series={[
                { data: result[field].map((b) => b.count), label: t('statistics:charts.trades'), color },
              ]}
            />
          )}
        </Grid>
      ))}
    </Grid>
  );
}
