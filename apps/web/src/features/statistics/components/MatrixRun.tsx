import type { StatisticDetail } from '@bitdata/contracts/statistics';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useStatisticRun } from '../hooks';
import { statisticRunPath } from '../paths';
import { type ResultKey, sameResult } from '../run-state';
import { ResultMatrix } from './ResultMatrix';
import { ResultTotals } from './ResultTotals';
import { RunNotReady } from './RunNotReady';
import { RunProgress } from './RunProgress';
import { RunWarnings } from './RunWarnings';
import { TradesTable } from './TradesTable';
import '../texts';

interface Props {
  statisticId: string;
  selected: Partial<ResultKey>;
  onSelect: (key: ResultKey) => void;
}

/** A run of several intervals as the matrix; the chosen cell's totals and trades below it. */
export function MatrixRun({ statisticId, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const run = useStatisticRun(statisticId);
  if (run.isPending || run.isError) return <RunNotReady run={run} height={240} />;
  const detail: StatisticDetail = run.data;
  const cell =
    selected.interval && selected.takeProfit !== undefined && selected.stoploss !== undefined
      ? detail.results.find((r) => sameResult(r, selected as ResultKey))
      : undefined;
  return (
    <Card sx={{ p: { xs: 2, md: 3 } }} data-testid="statistic-run">
      <Stack spacing={3}>
        <Stack spacing={0.5}>
          <Typography variant="h5" component="h2" data-testid="run-filter-name">
            {detail.filterName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('statistics:matrix.subtitle')}
          </Typography>
        </Stack>
        {(detail.status === 'queued' || detail.status === 'calculating') && (
          <RunProgress run={detail} channel={run.channel} />
        )}
        {detail.status === 'failed' && <Alert severity="error">{t('statistics:run.failed')}</Alert>}
        {detail.status === 'done' && <RunWarnings warnings={detail.warnings} />}
        {detail.status === 'done' &&
          (detail.results.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }} data-testid="run-empty">
              {t('statistics:run.noResults')}
            </Typography>
          ) : (
            <ResultMatrix
              results={detail.results}
              warnings={detail.warnings}
              selected={cell}
              onSelect={onSelect}
            />
          ))}
        {detail.status === 'done' && !cell && detail.results.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('statistics:matrix.pick')}
          </Typography>
        )}
        {cell && (
          <Stack spacing={2} data-testid="matrix-selection">
            <Stack
              direction="row"
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography variant="h6" component="h3">
                {t('statistics:matrix.cellTitle', {
                  interval: t(`market.intervals.${cell.interval}`),
                  tp: cell.takeProfit,
                  sl: cell.stoploss,
                })}
              </Typography>
              <Button component={RouterLink} to={statisticRunPath(detail.statisticId, cell)} size="small">
                {t('statistics:matrix.details')}
              </Button>
            </Stack>
            <ResultTotals result={cell} feePercent={detail.feePercent} />
            <TradesTable run={detail} result={cell} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
