import type { FormComponent } from '@bitdata/contracts/backoffice/forms';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { RetryAlert, SkeletonRows } from '../../../components/PageStates';
import { useChart } from '../hooks';
import { FORMS_NS } from '../texts';

/**
 * A pie, donut or bar chart of the records of a document counted by a field, as the server answers
 * it for the saved form (the records the reader may see). In the designer's preview of an unsaved
 * form there is nothing to count yet.
 */
export function ChartView({
  formId,
  component,
  title,
}: {
  formId: string | undefined;
  component: FormComponent;
  title: string;
}) {
  const { t } = useTranslation(FORMS_NS);
  const chart = useChart(formId, component.id);
  if (!formId) return <Alert severity="info">{t('chart.saveFirst')}</Alert>;
  if (chart.isPending) return <SkeletonRows rows={2} testId="form-chart-loading" />;
  if (chart.isError)
    return <RetryAlert error={chart.error} onRetry={() => void chart.refetch()} testId="form-chart-error" />;
  const empty = t('chart.empty');
  const groups = chart.data.groups.map((g, i) => ({
    id: i,
    value: g.count,
    label: g.label ?? (g.value === null ? t('chart.none') : String(g.value)),
  }));
  return (
    <Stack spacing={1} data-testid={`form-chart-${component.kind}`}>
      <Typography variant="subtitle2" component="h3">
        {title} ({t('chart.total', { count: chart.data.total })})
      </Typography>
      {groups.length === 0 ? (
        <Alert severity="info">{empty}</Alert>
      ) : component.kind === 'barChart' ? (
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: groups.map((g) => g.label) }]}
          series={[{ data: groups.map((g) => g.value), label: title }]}
        />
      ) : (
        <PieChart
          height={240}
          series={[
            {
              data: groups,
              innerRadius: component.kind === 'donutChart' ? 60 : 0,
              arcLabel: (item) => String(item.value),
            },
          ]}
        />
      )}
      <ul data-testid="form-chart-legend" style={{ margin: 0, paddingLeft: 20 }}>
        {groups.map((g) => (
          <li key={g.id}>
            <Typography variant="body2" component="span">
              {g.label}: {g.value}
            </Typography>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
