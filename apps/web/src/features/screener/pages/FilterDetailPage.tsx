import { dataTypeCode, exchangeName, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/errors';
import { PATHS } from '../../../app/paths';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { useCan } from '../../auth';
import { filterApi } from '../api';
import { FilterForm } from '../components/FilterForm';
import { MatchesTable } from '../components/MatchesTable';
import { NoHistoryNotice, nothingMatches } from '../components/NoHistoryNotice';
import { FiltersNotAllowed, LoadError, Loading } from '../components/PageStates';
import { formDefaults } from '../condition-form';
import { useFilter, useFilterFields, useFilterMatches, useFilters } from '../hooks';
import '../texts';

/** What another feature offers beside a filter's name: the statistics' backtest button. */
export type FilterActions = ComponentType<{ filterId: string }>;

/**
 * /core/filter/{filterId}: the markets the filter matches now, and its builder to change it. The
 * actions come from the app (the screener's routes), so the screener does not import the statistics
 * that depend on it; a page rendered alone shows none.
 */
export function FilterDetailPage({ actions: Actions }: { actions?: FilterActions }) {
  const { filterId } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const mayView = useCan(RESOURCE.filter, PERMISSION_LEVEL.view);
  const mayEdit = useCan(RESOURCE.filter, PERMISSION_LEVEL.edit);
  const mayDelete = useCan(RESOURCE.filter, PERMISSION_LEVEL.delete);
  const filter = useFilter(mayView ? filterId : undefined);
  const matches = useFilterMatches(mayView && filter.isSuccess ? filterId : undefined);
  const fields = useFilterFields(mayView);
  const list = useFilters(mayEdit);
  const [confirming, setConfirming] = useState(false);
  const defaults = useMemo(() => (filter.data ? formDefaults(filter.data) : null), [filter.data]);
  if (!mayView) return <FiltersNotAllowed />;

  const back = (
    <Box>
      <Button
        component={RouterLink}
        to={PATHS.dashboard.filter}
        size="small"
        color="inherit"
        startIcon={<ArrowBackIcon />}
      >
        {t('screener:list.title')}
      </Button>
    </Box>
  );
  if (filter.isPending || fields.isPending)
    return (
      <Stack spacing={2}>
        {back}
        <Loading />
      </Stack>
    );
  if (filter.isError && filter.error instanceof ApiError && filter.error.status === 404)
    return (
      <Stack spacing={2} data-testid="filter-not-found">
        {back}
        <Card sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {t('screener:detail.notFound')}
          </Typography>
        </Card>
      </Stack>
    );
  if (filter.isError || fields.isError)
    return (
      <Stack spacing={2}>
        {back}
        <LoadError
          error={filter.error ?? fields.error}
          onRetry={() => void Promise.all([filter.refetch(), fields.refetch()])}
        />
      </Stack>
    );
  const f = filter.data;

  const remove = async () => {
    try {
      await filterApi.remove(f.filterId);
      notify(t('screener:detail.deleted'), 'success');
      navigate(PATHS.dashboard.filter);
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack spacing={3} data-testid="filter-detail-page">
      {back}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack spacing={0.5}>
          <Typography variant="h4" component="h1" data-testid="filter-name">
            {f.name}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {`${exchangeName(f.exchangeId)} · ${t(`market.dataTypes.${dataTypeCode(f.dataType)}`)} · ${t(`market.intervals.${f.interval}`)} · ${t(`screener:entry.${f.entryType}`)}`}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
          {Actions && <Actions filterId={f.filterId} />}
          {mayDelete && (
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
              {t('common.delete')}
            </Button>
          )}
        </Stack>
      </Stack>

      <Card sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('screener:matches.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t('screener:matches.subtitle', { interval: t(`market.intervals.${f.interval}`) })}
        </Typography>
        {matches.isPending ? (
          <Loading rows={2} />
        ) : matches.isError ? (
          <LoadError error={matches.error} onRetry={() => void matches.refetch()} />
        ) : (
          <Stack spacing={1.5}>
            <NoHistoryNotice matches={matches.data} />
            {nothingMatches(matches.data) && (
              <Typography sx={{ color: 'text.secondary' }} data-testid="matches-empty">
                {t('screener:matches.none')}
              </Typography>
            )}
            {matches.data.markets.length > 0 && <MatchesTable matches={matches.data} fields={fields.data} />}
          </Stack>
        )}
      </Card>

      {mayEdit && defaults && (
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {t('screener:detail.edit')}
          </Typography>
          <FilterForm
            key={f.updatedAt}
            fields={fields.data}
            defaults={defaults}
            planIntervals={list.data?.usage.intervals}
            onSave={async (input) => {
              await filterApi.update(f.filterId, input);
              notify(t('screener:builder.saved'), 'success');
            }}
          />
        </Stack>
      )}

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="delete-filter-title">
        <DialogTitle id="delete-filter-title">{t('screener:detail.deleteTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('screener:detail.deleteText', { name: f.name })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void remove()}>
            {t('common.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
