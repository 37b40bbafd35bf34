import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import AddIcon from '@mui/icons-material/Add';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../auth';
import { PageHeader } from '../components/PageHeader';
import { NotAllowed, QueryState } from '../components/QueryState';
import { UserFilters, type UserFilterValues } from '../components/UserFilters';
import { UserGrid } from '../components/UserGrid';
import { useAdminUsers, useRoleOptions } from '../hooks';
import { accessPaths } from '../paths';
import '../texts';

const NO_FILTERS: UserFilterValues = { search: '', role: '', status: '', group: '' };

/** /core/user: every account, searchable and filtered by role, status and group, 25 a page. */
export function UserListPage() {
  const mayView = useCan(RESOURCE.user, PERMISSION_LEVEL.viewAll);
  return mayView ? <UserList /> : <NotAllowed />;
}

function UserList() {
  const { t, i18n } = useTranslation();
  const mayCreate = useCan(RESOURCE.user, PERMISSION_LEVEL.create);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [model, setModel] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const roles = useRoleOptions(i18n.language);
  const roleLabel = useCallback((code: string) => roles.find((r) => r.code === code)?.label ?? code, [roles]);
  const users = useAdminUsers({
    page: model.page + 1,
    pageSize: model.pageSize,
    ...(filters.search.trim() && { search: filters.search.trim() }),
    ...(filters.role && { role: filters.role }),
    ...(filters.status && { status: filters.status }),
    ...(filters.group && { group: filters.group }),
  });
  // A new filter starts from the first page.
  const onFilters = useCallback((next: UserFilterValues) => {
    setFilters(next);
    setModel((m) => ({ ...m, page: 0 }));
  }, []);

  return (
    <Stack spacing={3} data-testid="user-list-page">
      <PageHeader
        title={t('backofficeAccess:users.title')}
        subtitle={t('backofficeAccess:users.subtitle')}
        action={
          mayCreate && (
            <Button
              component={RouterLink}
              to={accessPaths.userCreate}
              variant="contained"
              startIcon={<AddIcon />}
              data-testid="user-create"
            >
              {t('backofficeAccess:users.create')}
            </Button>
          )
        }
      />
      <UserFilters value={filters} onChange={onFilters} />
      <QueryState query={users}>
        {(page) =>
          page.total === 0 ? (
            <Card sx={{ p: { xs: 4, md: 6 } }} data-testid="user-empty">
              <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
                <PeopleIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
                <Typography sx={{ color: 'text.secondary' }}>
                  {t(
                    Object.values(filters).some(Boolean)
                      ? 'backofficeAccess:users.noMatch'
                      : 'backofficeAccess:users.empty',
                  )}
                </Typography>
              </Stack>
            </Card>
          ) : (
            <UserGrid
              page={page}
              loading={users.isFetching}
              model={model}
              onModel={setModel}
              roleLabel={roleLabel}
            />
          )
        }
      </QueryState>
    </Stack>
  );
}
