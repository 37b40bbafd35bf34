import { INTERVAL_CODES, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import InsightsIcon from '@mui/icons-material/Insights';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../api/errors';
import { PATHS } from '../../../app/paths';
import { useErrorText } from '../../../components/form/useErrorText';
import { useAuth } from '../../auth/hooks/useAuth';
import { useCan } from '../../auth/hooks/useCan';
import { loginPathFor } from '../../auth/return-to';
import { useStartStatistic } from '../hooks';
import { multiTimeframePath, type StartedState, statisticRunPath } from '../paths';
import '../texts';

interface Props {
  filterId: string;
  /** every interval at once (the multi-timeframe matrix) instead of the filter's own */
  allIntervals?: boolean;
  variant?: 'contained' | 'outlined';
}

/**
 * Starts a run of the filter's statistics (POST /statistics) and opens it. A second run while one is
 * calculated is refused (409): the spec's message stays beside the button with a link to the runs.
 * A visitor is sent to sign in first and comes back here.
 */
export function RunStatisticsButton({ filterId, allIntervals = false, variant = 'contained' }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const errorText = useErrorText();
  const { isAuthenticated } = useAuth();
  const mayRun = useCan(RESOURCE.statistic, PERMISSION_LEVEL.create);
  const start = useStartStatistic();
  const label = allIntervals ? t('statistics:start.allIntervals') : t('statistics:start.run');

  if (!isAuthenticated)
    return (
      <Button
        component={RouterLink}
        to={loginPathFor(`${location.pathname}${location.search}`)}
        variant={variant}
        startIcon={<InsightsIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('statistics:start.signIn')}
      </Button>
    );
  if (!mayRun) return null;

  const busy = start.error instanceof ApiError && start.error.status === 409;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant={variant}
        startIcon={<InsightsIcon />}
        loading={start.isPending}
        data-testid={allIntervals ? 'run-statistics-all' : 'run-statistics'}
        onClick={() =>
          start.mutate(
            { filterId, ...(allIntervals ? { intervals: [...INTERVAL_CODES] } : {}) },
            {
              onSuccess: ({ statisticId, status }) =>
                navigate(allIntervals ? multiTimeframePath(statisticId) : statisticRunPath(statisticId), {
                  state: { started: status } satisfies StartedState,
                }),
            },
          )
        }
      >
        {label}
      </Button>
      {start.isError && (
        <Alert severity={busy ? 'warning' : 'error'} data-testid="run-statistics-error">
          {errorText(start.error)}{' '}
          {busy && (
            <Link component={RouterLink} to={PATHS.statistic}>
              {t('statistics:start.seeRuns')}
            </Link>
          )}
        </Alert>
      )}
    </Stack>
  );
}
