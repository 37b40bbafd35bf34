import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/notify';
import { useCan } from '../../auth';
import { filterApi } from '../api';
import { FilterForm } from '../components/FilterForm';
import { FiltersNotAllowed, LoadError, Loading } from '../components/PageStates';
import { formDefaults } from '../condition-form';
import { useFilterFields, useFilters } from '../hooks';
import { filterPath } from '../paths';
import '../texts';

/** /core/filter/create: a new filter built condition by condition, previewed while typed. */
export function FilterCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayCreate = useCan(RESOURCE.filter, PERMISSION_LEVEL.create);
  const fields = useFilterFields(mayCreate);
  const list = useFilters(mayCreate);
  const defaults = useMemo(() => formDefaults(), []);
  if (!mayCreate) return <FiltersNotAllowed />;

  return (
    <Stack spacing={3} data-testid="filter-create-page">
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('screener:builder.createTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('screener:builder.createSubtitle')}</Typography>
      </Stack>
      {fields.isPending ? (
        <Loading />
      ) : fields.isError ? (
        <LoadError error={fields.error} onRetry={() => void fields.refetch()} />
      ) : (
        <FilterForm
          fields={fields.data}
          defaults={defaults}
          planIntervals={list.data?.usage.intervals}
          onSave={async (input) => {
            const created = await filterApi.create(input);
            notify(t('screener:builder.saved'), 'success');
            navigate(filterPath(created.filterId));
          }}
        />
      )}
    </Stack>
  );
}
