import type { StatisticRun } from '@bitdata/contracts/statistics';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../i18n/format';
import { multiTimeframePath, statisticRunPath } from '../paths';
import { progressPercent } from '../run-state';
import '../texts';

const STATUS_COLOR = { queued: 'default', calculating: 'info', done: 'success', failed: 'error' } as const;

/** A member's runs, newest first: a run of several intervals opens as the matrix. */
export function RunsList({
  runs,
  selectedId,
}: {
  runs: readonly StatisticRun[];
  selectedId?: string | null;
}) {
  const { t } = useTranslation();
  if (runs.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary' }} data-testid="runs-empty">
        {t('statistics:runs.none')}
      </Typography>
    );
  const sorted = [...runs].sort((a, b) => b.createdAt - a.createdAt);
  return (
    <List dense disablePadding data-testid="runs-list">
      {sorted.map((run) => (
        <ListItemButton
          key={run.statisticId}
          component={RouterLink}
          to={
            run.intervals.length > 1 ? multiTimeframePath(run.statisticId) : statisticRunPath(run.statisticId)
          }
          selected={run.statisticId === selectedId}
          sx={{ borderRadius: 1, gap: 1 }}
        >
          <ListItemText
            primary={run.filterName}
            secondary={`${run.intervals.map((i) => t(`market.intervals.${i}`)).join(', ')} · ${formatDateTime(run.createdAt)}`}
          />
          <Chip
            size="small"
            color={STATUS_COLOR[run.status]}
            label={
              run.status === 'calculating'
                ? t('statistics:runs.calculating', { percent: progressPercent(run) })
                : t(`statistics:status.${run.status}`)
            }
          />
        </ListItemButton>
      ))}
    </List>
  );
}
