import {
  DEFAULT_FEE_PERCENT,
  INTERVAL_CODES,
  MAX_FEE_PERCENT,
  PERMISSION_LEVEL,
  RESOURCE,
} from '@bitdata/contracts/constants';
import InsightsIcon from '@mui/icons-material/Insights';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../api/errors';
import { PATHS } from '../../../app/paths';
import { useErrorText } from '../../../components/form/useErrorText';
import { loginPathFor, useAuth, useCan } from '../../auth';
import { formatNumber } from '../../market';
import { useStartStatistic } from '../hooks';
import { multiTimeframePath, type StartedState, statisticRunPath } from '../paths';
import '../texts';

interface Props {
  filterId: string;
  /** every interval at once (the multi-timeframe matrix) instead of the filter's own */
  allIntervals?: boolean;
  variant?: 'contained' | 'outlined';
}

/** The fee field's value as a fee per side in percent, or null when it is not one the API takes. */
function feeFromInput(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= MAX_FEE_PERCENT
    ? value
    : null;
}

/**
 * Starts a run of the filter's statistics (POST /statistics) with the fee per side the member chose
 * (the default taker fee shown until they change it) and opens it. A second run while one is
 * calculated is refused (409): the spec's message stays beside the button with a link to the runs.
 * A visitor is sent to sign in first and comes back here.
 */
export function RunStatisticsButton({ filterId, allIntervals = false, variant = 'contained' }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [feeText, setFeeText] = useState(String(DEFAULT_FEE_PERCENT));
  const feePercent = feeFromInput(feeText);
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
  const fee = (value: number) => formatNumber(value, i18n.language, 3);
  const run = () => {
    if (feePercent === null) return;
    start.mutate(
      { filterId, feePercent, ...(allIntervals ? { intervals: [...INTERVAL_CODES] } : {}) },
      {
        onSuccess: ({ statisticId, status }) =>
          navigate(allIntervals ? multiTimeframePath(statisticId) : statisticRunPath(statisticId), {
            state: { started: status } satisfies StartedState,
          }),
      },
    );
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          size="small"
          type="number"
          label={t('statistics:start.fee')}
          value={feeText}
          onChange={(e) => setFeeText(e.target.value)}
          error={feePercent === null}
          helperText={
            feePercent === null
              ? t('statistics:start.feeInvalid', { max: fee(MAX_FEE_PERCENT) })
              : t('statistics:start.feeHint', { fee: fee(DEFAULT_FEE_PERCENT) })
          }
          slotProps={{ htmlInput: { min: 0, max: MAX_FEE_PERCENT, step: 0.01 } }}
          sx={{ width: 190 }}
        />
        <Button
          variant={variant}
          startIcon={<InsightsIcon />}
          loading={start.isPending}
          disabled={feePercent === null}
          data-testid={allIntervals ? 'run-statistics-all' : 'run-statistics'}
          onClick={run}
        >
          {label}
        </Button>
      </Stack>
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
