import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useErrorText } from '../../../components/form/useErrorText';
import { filterPath, useFilters } from '../../screener';
import { MatrixRun } from '../components/MatrixRun';
import { RunStatisticsButton } from '../components/RunStatisticsButton';
import { RunsList } from '../components/RunsList';
import { useStatisticRuns } from '../hooks';
import { MULTI_TIMEFRAME_PATH } from '../paths';
import { resultFromParams, withResult } from '../result-params';
import '../texts';

/** The member's filters, each with a button that runs it on every interval at once. */
function StartFromFilter() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const filters = useFilters();
  if (filters.isPending) return <Skeleton variant="rounded" height={96} />;
  if (filters.isError) return <Alert severity="error">{errorText(filters.error)}</Alert>;
  if (filters.data.filters.length === 0)
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="matrix-no-filters">
        <Typography sx={{ color: 'text.secondary' }}>{t('statistics:matrix.noFilters')}</Typography>
        <Button component={RouterLink} to={PATHS.dashboard.filterCreate} variant="outlined">
          {t('statistics:matrix.createFilter')}
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={1.5} data-testid="matrix-filters">
      {filters.data.filters.map((f) => (
        <Stack
          key={f.filterId}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Button
            component={RouterLink}
            to={filterPath(f.filterId)}
            color="inherit"
            sx={{ justifyContent: 'flex-start' }}
          >
            {f.name}
          </Button>
          <RunStatisticsButton filterId={f.filterId} allIntervals variant="outlined" />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * /core/statistic/mutil-timeframe (the spec's spelling): one filter on all seven intervals in one run,
 * shown as a matrix of interval x take-profit/stop-loss pair; `?run=<id>` opens one.
 */
export function MultiTimeframePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const runId = params.get('run');
  const runs = useStatisticRuns();
  return (
    <Stack spacing={3} data-testid="multi-timeframe-page">
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('statistics:matrix.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('statistics:matrix.text')}</Typography>
      </Stack>
      {runId ? (
        <>
          <Button
            component={RouterLink}
            to={MULTI_TIMEFRAME_PATH}
            size="small"
            color="inherit"
            startIcon={<ArrowBackIcon />}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('statistics:matrix.back')}
          </Button>
          <MatrixRun
            key={runId}
            statisticId={runId}
            selected={resultFromParams(params)}
            onSelect={(key) => setParams(withResult(params, key), { replace: true })}
          />
        </>
      ) : (
        <Card sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('statistics:matrix.start')}
          </Typography>
          <StartFromFilter />
        </Card>
      )}
      <Card sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('statistics:matrix.runs')}
        </Typography>
        {runs.isPending ? (
          <Skeleton variant="rounded" height={72} />
        ) : runs.isError ? (
          <Alert severity="error">{errorText(runs.error)}</Alert>
        ) : (
          <RunsList runs={runs.data.filter((r) => r.intervals.length > 1)} selectedId={runId} />
        )}
      </Card>
    </Stack>
  );
}
