import { isIntervalCode } from '@bitdata/contracts/constants';
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
import { PageContainer } from '../../../components/PageContainer';
import { PageHero } from '../../../components/PageHero';
import { useAuth } from '../../auth';
import { RunProgress } from '../components/RunProgress';
import { RunsList } from '../components/RunsList';
import { RunView } from '../components/RunView';
import { SystemFilters } from '../components/SystemFilters';
import { useStatisticRun, useStatisticRuns, useSystemFilters, useSystemRuns } from '../hooks';
import { statisticRunPath } from '../paths';
import { resultFromParams, withResult } from '../result-params';
import { isFinished } from '../run-state';
import '../texts';

/** The system statistic filters with their current matches and stored statistics (public). */
function SystemSection() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const filters = useSystemFilters();
  const runs = useSystemRuns();
  const interval = params.get('interval');
  return (
    <Stack spacing={2} component="section" aria-labelledby="system-filters-title">
      <Typography variant="h4" component="h2" id="system-filters-title">
        {t('statistics:system.title')}
      </Typography>
      {filters.isPending ? (
        <Skeleton variant="rounded" height={240} data-testid="system-loading" />
      ) : filters.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void filters.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {errorText(filters.error)}
        </Alert>
      ) : (
        <SystemFilters
          filters={filters.data}
          // stored statistics are a bonus: without them the filters and their matches still show
          runs={runs.data ?? []}
          selectedCode={params.get('filter')}
          interval={isIntervalCode(interval) ? interval : null}
          onSelect={(code, next) =>
            setParams(next ? { filter: code, interval: next } : { filter: code }, { replace: true })
          }
        />
      )}
    </Stack>
  );
}

/** A member's run still being calculated shows its live progress here without being asked for. */
function ActiveRun() {
  const runs = useStatisticRuns();
  const active = runs.data?.find((r) => !isFinished(r.status));
  return active ? <ActiveProgress key={active.statisticId} statisticId={active.statisticId} /> : null;
}

function ActiveProgress({ statisticId }: { statisticId: string }) {
  const { t } = useTranslation();
  const run = useStatisticRun(statisticId);
  if (!run.data || isFinished(run.data.status)) return null;
  return (
    <Card sx={{ p: { xs: 2, md: 3 } }} data-testid="active-run">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {run.data.filterName}
        </Typography>
        <RunProgress run={run.data} channel={run.channel} />
        <Button component={RouterLink} to={statisticRunPath(statisticId)} sx={{ alignSelf: 'flex-start' }}>
          {t('statistics:runs.open')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The signed-in member's own runs. */
function MyRuns({ selectedId }: { selectedId: string | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const runs = useStatisticRuns();
  return (
    <Card sx={{ p: { xs: 2, md: 3 } }} data-testid="my-runs">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('statistics:runs.title')}
      </Typography>
      {runs.isPending ? (
        <Skeleton variant="rounded" height={72} />
      ) : runs.isError ? (
        <Alert severity="error">{errorText(runs.error)}</Alert>
      ) : (
        <RunsList runs={runs.data} selectedId={selectedId} />
      )}
    </Card>
  );
}

/**
 * /core/statistic: public. Everyone sees the system statistic filters; a signed-in member also sees
 * their runs, and `?run=<id>` opens one (progress while calculated, then its results and trades).
 */
export function StatisticPage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const [params, setParams] = useSearchParams();
  const runId = params.get('run');
  return (
    <>
      <PageHero
        overline={t('statistics:page.overline')}
        title={t('statistics:page.title')}
        text={t('statistics:page.text')}
      />
      <PageContainer sx={{ py: { xs: 4, md: 6 } }}>
        <Stack spacing={4}>
          {runId && (
            <Stack spacing={2}>
              <Button
                component={RouterLink}
                to={PATHS.statistic}
                size="small"
                color="inherit"
                startIcon={<ArrowBackIcon />}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('statistics:page.allStatistics')}
              </Button>
              <RunView
                key={runId}
                statisticId={runId}
                selected={resultFromParams(params)}
                onSelect={(key) => setParams(withResult(params, key), { replace: true })}
              />
            </Stack>
          )}
          {isAuthenticated && !runId && <ActiveRun />}
          {isAuthenticated && <MyRuns selectedId={runId} />}
          {!runId && <SystemSection />}
        </Stack>
      </PageContainer>
    </>
  );
}
