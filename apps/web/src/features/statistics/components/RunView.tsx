import { dataTypeCode, exchangeName } from '@bitdata/contracts/constants';
import type { StatisticDetail } from '@bitdata/contracts/statistics';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { useStatisticRun } from '../hooks';
import { multiTimeframePath } from '../paths';
import { pickResult, type ResultKey } from '../run-state';
import { MarketBreakdown } from './MarketBreakdown';
import { ResultPicker } from './ResultPicker';
import { ResultTotals } from './ResultTotals';
import { RulesNote } from './RulesNote';
import { RunNotReady } from './RunNotReady';
import { RunProgress } from './RunProgress';
import { RunWarnings } from './RunWarnings';
import { TradesTable } from './TradesTable';
import '../texts';

const StatisticCharts = lazy(async () => ({ default: (await import('./StatisticCharts')).StatisticCharts }));

interface Props {
  statisticId: string;
  selected: Partial<ResultKey>;
  onSelect: (key: ResultKey) => void;
}

/** What the run covers: filter, market, intervals, period and when it was asked. */
function RunHead({ run }: { run: StatisticDetail }) {
  const { t } = useTranslation();
  const period =
    run.from === null && run.to === null
      ? t('statistics:run.wholeHistory')
      : t('statistics:run.period', {
          from: run.from === null ? '…' : formatDate(run.from),
          to: run.to === null ? '…' : formatDate(run.to),
        });
  return (
    <Stack spacing={0.5}>
      <Typography variant="h5" component="h2" data-testid="run-filter-name">
        {run.filterName}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {[
          exchangeName(run.exchangeId),
          t(`market.dataTypes.${dataTypeCode(run.dataType)}`),
          run.intervals.map((i) => t(`market.intervals.${i}`)).join(', '),
          t(`statistics:entry.${run.entryType}`),
          period,
        ].join(' · ')}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('statistics:run.started', { time: formatDateTime(run.createdAt) })}
      </Typography>
    </Stack>
  );
}

/**
 * One run: 'calculating...' with live progress until it is done, then the chosen result's totals,
 * rules, charts, per-market breakdown and trades.
 */
export function RunView({ statisticId, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const run = useStatisticRun(statisticId);
  if (run.isPending || run.isError) return <RunNotReady run={run} height={160} retry />;
  const detail = run.data;
  const result = detail.status === 'done' ? pickResult(detail.results, selected) : undefined;
  const key: ResultKey | undefined = result && {
    interval: result.interval,
    takeProfit: result.takeProfit,
    stoploss: result.stoploss,
  };

  return (
    <Card sx={{ p: { xs: 2, md: 3 } }} data-testid="statistic-run">
      <Stack spacing={3} divider={<Divider flexItem />}>
        <RunHead run={detail} />
        {(detail.status === 'queued' || detail.status === 'calculating') && (
          <RunProgress run={detail} channel={run.channel} />
        )}
        {detail.status === 'failed' && (
          <Alert severity="error" data-testid="run-failed">
            {t('statistics:run.failed')}
          </Alert>
        )}
        {detail.status === 'done' && <RunWarnings warnings={detail.warnings} />}
        {detail.status === 'done' && (!result || !key) && (
          <Typography sx={{ color: 'text.secondary' }} data-testid="run-empty">
            {t('statistics:run.noResults')}
          </Typography>
        )}
        {result && key && (
          <Stack spacing={2}>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
            >
              <ResultPicker results={detail.results} value={key} onChange={onSelect} />
              {detail.intervals.length > 1 && (
                <Button component={RouterLink} to={multiTimeframePath(detail.statisticId)} size="small">
                  {t('statistics:matrix.open')}
                </Button>
              )}
            </Stack>
            <ResultTotals result={result} feePercent={detail.feePercent} />
          </Stack>
        )}
        {result && <RulesNote run={detail} result={result} />}
        {result && (
          <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
            <StatisticCharts result={result} />
          </Suspense>
        )}
        {result && <MarketBreakdown result={result} />}
        {key && <TradesTable run={detail} result={key} />}
      </Stack>
    </Card>
  );
}
