import type { StatisticResult } from '@bitdata/contracts/statistics';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { formatNumber } from '../../market';
import '../texts';

const HEIGHT = 260;
/** Tick labels of the histograms: small, slanted, so that 20 ranges fit side by side on a phone. */
const BIN_FONT_SIZE = 10;
const BIN_ANGLE = -45;
/** What an x axis with a title takes by default. */
const DEFAULT_AXIS_HEIGHT = 45;

/** Decimals that tell a bin's edges apart: none for a width of 1 or more, one for 0.1 to 0.5, ... */
const binDecimals = (width: number) => Math.max(0, Math.ceil(-Math.log10(width) - 1e-9));

/**
 * The x axis height that holds the longest slanted label whole (the chart shortens a label that does
 * not fit to "0…", which reads as a number): the label's run at 45 degrees, about 0.6 em a character,
 * plus the axis title, tick and gaps.
 */
const binAxisHeight = (labels: readonly string[]) => {
  const longest = Math.max(0, ...labels.map((l) => l.length));
  const run = (longest * 0.6 + 1) * BIN_FONT_SIZE;
  return Math.ceil(run * Math.SQRT1_2) + 40;
};

/**
 * The equity curve (compounded, 1 = the start) and the distribution of highest and lowest price
 * percent (MFE/MAE) of the closed trades. Loaded with its own chunk: MUI X Charts is large and only
 * these screens draw with it.
 */
export function StatisticCharts({ result }: { result: StatisticResult }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const lng = i18n.language;
  // each bar is the range [from, to): both edges with an en dash, never an ellipsis, which reads as a cut
  const bins = (list: StatisticResult['highestDistribution']) => {
    const digits = list.length > 0 ? binDecimals(list[0].to - list[0].from) : 0;
    return list.map((b) => `${formatNumber(b.from, lng, digits)} – ${formatNumber(b.to, lng, digits)}`);
  };
  return (
    <Grid container spacing={2} data-testid="statistic-charts">
      <Grid size={{ xs: 12 }} data-testid="equity-chart">
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
            // half a date beyond the last tick, or the chart shortens the date there to "09/02…"
            margin={{ right: 40 }}
            xAxis={[
              {
                data: result.equity.map((p) => new Date(p.time)),
                scaleType: 'time',
                // the default 25 px leaves under one line of the page's font: every date label was dropped
                height: 32,
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
      ).map(([field, key, color]) => {
        const labels = bins(result[field]);
        const axisHeight = binAxisHeight(labels);
        return (
          <Grid key={field} size={{ xs: 12, md: 6 }} data-testid={`histogram-${key}`}>
            <Typography variant="subtitle1" component="h3">
              {t(`statistics:charts.${key}`)}
            </Typography>
            {result[field].length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
                {t('statistics:charts.noData')}
              </Typography>
            ) : (
              <BarChart
                // the bars keep the line chart's plot height, the slanted labels get their own room
                height={HEIGHT - DEFAULT_AXIS_HEIGHT + axisHeight}
                xAxis={[
                  {
                    scaleType: 'band',
                    data: labels,
                    label: t('statistics:charts.percentAxis'),
                    height: axisHeight,
                    tickLabelStyle: { angle: BIN_ANGLE, textAnchor: 'end', fontSize: BIN_FONT_SIZE },
                  },
                ]}
                series={[
                  { data: result[field].map((b) => b.count), label: t('statistics:charts.trades'), color },
                ]}
              />
            )}
          </Grid>
        );
      })}
    </Grid>
  );
}
