import {
  dataTypeCode,
  exchangeName,
  PERMISSION_LEVEL,
  PRICING_PATH,
  RESOURCE,
} from '@bitdata/contracts/constants';
import type { FilterSummary } from '@bitdata/contracts/filters';
import AddIcon from '@mui/icons-material/Add';
import FilterAltIcon from '@mui/icons-material/FilterAltOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useCan } from '../../auth';
import { FiltersNotAllowed, LoadError, Loading } from '../components/PageStates';
import { useFilters } from '../hooks';
import { filterPath } from '../paths';
import '../texts';

function FilterCard({ filter }: { filter: FilterSummary }) {
  const { t, i18n } = useTranslation();
  const title = (i18n.language === 'vi' ? filter.titleVi : filter.titleEn) || null;
  return (
    <Card data-testid="filter-card">
      <CardActionArea component={RouterLink} to={filterPath(filter.filterId)} sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
          <Stack spacing={0.5}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {filter.name}
            </Typography>
            {title && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {title}
              </Typography>
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {`${exchangeName(filter.exchangeId)} · ${t(`market.dataTypes.${dataTypeCode(filter.dataType)}`)} · ${t(`market.intervals.${filter.interval}`)} · ${t(`screener:entry.${filter.entryType}`)}`}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
            {!filter.active && <Chip size="small" label={t('screener:list.paused')} />}
            <Chip
              size="small"
              color={filter.matchCount > 0 ? 'primary' : 'default'}
              label={t('screener:list.matches', { count: filter.matchCount })}
              data-testid="match-count"
            />
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

/** /core/filter: the member's filters with their current match counts and the plan's usage. */
export function FilterListPage() {
  const { t } = useTranslation();
  const mayView = useCan(RESOURCE.filter, PERMISSION_LEVEL.view);
  const mayCreate = useCan(RESOURCE.filter, PERMISSION_LEVEL.create);
  const list = useFilters(mayView);
  if (!mayView) return <FiltersNotAllowed />;
  const usage = list.data?.usage;
  const full = usage ? usage.limit !== null && usage.used >= usage.limit : false;

  return (
    <Stack spacing={3} data-testid="filter-list-page">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Stack spacing={0.5}>
          <Typography variant="h4" component="h1">
            {t('screener:list.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('screener:list.subtitle')}</Typography>
          {usage && (
            <Typography variant="body2" data-testid="filter-usage">
              {usage.limit === null
                ? t('screener:list.usageUnlimited', { used: usage.used })
                : t('screener:list.usage', { used: usage.used, limit: usage.limit })}
            </Typography>
          )}
        </Stack>
        {mayCreate &&
          (full ? (
            <Button component={RouterLink} to={PRICING_PATH} variant="outlined">
              {t('screener:list.upgrade')}
            </Button>
          ) : (
            <Button
              component={RouterLink}
              to={PATHS.dashboard.filterCreate}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('screener:list.create')}
            </Button>
          ))}
      </Stack>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.filters.length === 0 ? (
        <Card sx={{ p: { xs: 4, md: 6 } }} data-testid="filters-empty">
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520, mx: 'auto' }}>
            <FilterAltIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
            <Typography variant="h6" component="p">
              {t('screener:list.emptyTitle')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('screener:list.emptyText')}</Typography>
            {mayCreate && (
              <Button
                component={RouterLink}
                to={PATHS.dashboard.filterCreate}
                variant="contained"
                startIcon={<AddIcon />}
              >
                {t('screener:list.create')}
              </Button>
            )}
          </Stack>
        </Card>
      ) : (
        <Stack spacing={1.5}>
          {list.data.filters.map((f) => (
            <FilterCard key={f.filterId} filter={f} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
