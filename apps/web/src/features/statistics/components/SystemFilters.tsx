import { dataTypeCode, exchangeName, type IntervalCode } from '@bitdata/contracts/constants';
import type { StatisticFilter } from '@bitdata/contracts/filters';
import type { StatisticRun } from '@bitdata/contracts/statistics';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useErrorText } from '../../../components/form/useErrorText';
import { formatDateTime } from '../../../i18n/format';
import { IntervalToggle } from '../../market';
import { MatchesTable, NoHistoryNotice, nothingMatches, useFilterFields } from '../../screener';
import { useStatisticRun, useSystemMatches } from '../hooks';
import { statisticRunPath } from '../paths';
import { ResultMatrix } from './ResultMatrix';
import { RunStatisticsButton } from './RunStatisticsButton';
import '../texts';

const titleOf = (f: StatisticFilter, lng: string) => (lng === 'vi' ? f.titleVi : f.titleEn) || f.name;
const descriptionOf = (f: StatisticFilter, lng: string) => (lng === 'vi' ? f.descriptionVi : f.descriptionEn);

/** The markets a system filter matches now, on the interval the reader picks. */
function CurrentMatches({ filter, interval }: { filter: StatisticFilter; interval: IntervalCode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const matches = useSystemMatches(filter.code ?? undefined, interval);
  const fields = useFilterFields();
  if (matches.isPending || fields.isPending) return <Skeleton variant="rounded" height={96} />;
  if (matches.isError || fields.isError)
    return <Alert severity="error">{errorText(matches.error ?? fields.error)}</Alert>;
  return (
    <Stack spacing={1.5}>
      <NoHistoryNotice matches={matches.data} />
      {nothingMatches(matches.data) && (
        <Typography sx={{ color: 'text.secondary' }} data-testid="system-matches-empty">
          {t('statistics:system.noMatches', { interval: t(`market.intervals.${interval}`) })}
        </Typography>
      )}
      {matches.data.markets.length > 0 && (
        <MatchesTable matches={matches.data} fields={fields.data} testId="system-matches" />
      )}
    </Stack>
  );
}

/** The stored statistics of a system filter: its latest finished run as the interval x pair matrix. */
function StoredStatistics({ run }: { run: StatisticRun }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const detail = useStatisticRun(run.statisticId);
  return (
    <Stack spacing={1} data-testid="system-statistics">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('statistics:system.storedAt', { time: formatDateTime(run.finishedAt ?? run.createdAt) })}
      </Typography>
      {detail.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : detail.isError ? (
        <Alert severity="error">{errorText(detail.error)}</Alert>
      ) : (
        <ResultMatrix
          results={detail.data.results}
          warnings={detail.data.warnings}
          selected={undefined}
          onSelect={(key) => navigate(statisticRunPath(run.statisticId, key))}
        />
      )}
      <Button component={RouterLink} to={statisticRunPath(run.statisticId)} sx={{ alignSelf: 'flex-start' }}>
        {t('statistics:system.openStatistics')}
      </Button>
    </Stack>
  );
}

interface Props {
  filters: readonly StatisticFilter[];
  runs: readonly StatisticRun[];
  selectedCode: string | null;
  interval: IntervalCode | null;
  onSelect: (code: string, interval: IntervalCode | null) => void;
}

/** The system statistic filters (public): pick one to see its current matches and stored statistics. */
export function SystemFilters({ filters, runs, selectedCode, interval, onSelect }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const selected = filters.find((f) => f.code === selectedCode) ?? filters[0];
  if (!selected)
    return (
      <Typography sx={{ color: 'text.secondary' }} data-testid="system-filters-empty">
        {t('statistics:system.none')}
      </Typography>
    );
  const shownInterval = interval ?? selected.interval;
  const run = runs.find((r) => r.filterCode === selected.code && r.status === 'done');
  const description = descriptionOf(selected, lng);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card variant="outlined">
          <List dense aria-label={t('statistics:system.title')} data-testid="system-filters">
            {filters.map((f) => (
              <ListItemButton
                key={f.filterId}
                selected={f.filterId === selected.filterId}
                onClick={() => f.code && onSelect(f.code, null)}
              >
                <ListItemText
                  primary={titleOf(f, lng)}
                  secondary={`${t(`market.intervals.${f.interval}`)} · ${t(`statistics:entry.${f.entryType}`)}`}
                />
              </ListItemButton>
            ))}
          </List>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card sx={{ p: { xs: 2, md: 3 } }} data-testid="system-filter">
          <Stack spacing={2.5}>
            <Stack spacing={0.5}>
              <Typography variant="h5" component="h2">
                {titleOf(selected, lng)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[
                  exchangeName(selected.exchangeId),
                  t(`market.dataTypes.${dataTypeCode(selected.dataType)}`),
                  t(`statistics:entry.${selected.entryType}`),
                ].join(' · ')}
              </Typography>
              {description && <Typography variant="body2">{description}</Typography>}
            </Stack>
            <Stack spacing={1}>
              <Typography variant="h6" component="h3">
                {t('statistics:system.matchesNow')}
              </Typography>
              <IntervalToggle
                exchangeId={selected.exchangeId}
                dataType={selected.dataType}
                value={shownInterval}
                onChange={(next) => selected.code && onSelect(selected.code, next)}
                label={t('statistics:picker.interval')}
              />
              <CurrentMatches filter={selected} interval={shownInterval} />
            </Stack>
            <Stack spacing={1}>
              <Typography variant="h6" component="h3">
                {t('statistics:system.statistics')}
              </Typography>
              {run ? (
                <StoredStatistics key={run.statisticId} run={run} />
              ) : (
                <Typography sx={{ color: 'text.secondary' }} data-testid="system-statistics-none">
                  {t('statistics:system.notStored')}
                </Typography>
              )}
              <RunStatisticsButton filterId={selected.filterId} variant="outlined" />
            </Stack>
          </Stack>
        </Card>
      </Grid>
    </Grid>
  );
}
