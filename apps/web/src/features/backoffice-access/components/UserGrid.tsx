import type { AdminUser } from '@bitdata/contracts/backoffice/access';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useGridLocaleText } from '../../../components/useGridLocaleText';
import { formatDateTime } from '../../../i18n/format';
import type { Page } from '../api';
import { accessPaths } from '../paths';
import { UserStatusChip } from './UserStatusChip';
import '../texts';

/** The page sizes of the spec's generic lists; 25 by default. */
export const PAGE_SIZES = [5, 10, 25, 50, 100];

interface Props {
  page: Page<AdminUser>;
  loading: boolean;
  model: GridPaginationModel;
  onModel: (model: GridPaginationModel) => void;
  roleLabel: (code: string) => string;
}

/** The users list: a data grid with server paging on wide screens, cards at phone width. */
export function UserGrid(props: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return phone ? <UserCards {...props} /> : <UserTable {...props} />;
}

function UserTable({ page, loading, model, onModel, roleLabel }: Props) {
  const { t } = useTranslation();
  const columns = useMemo<GridColDef<AdminUser>[]>(
    () => [
      {
        field: 'name',
        headerName: t('backofficeAccess:users.name'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        renderCell: ({ row }) => (
          <Typography
            component={RouterLink}
            to={accessPaths.user(row.id)}
            variant="body2"
            sx={{ color: 'primary.main', fontWeight: 600, textDecoration: 'none' }}
          >
            {row.name || row.username}
          </Typography>
        ),
      },
      {
        field: 'username',
        headerName: t('backofficeAccess:users.email'),
        flex: 1,
        minWidth: 200,
        sortable: false,
      },
      {
        field: 'role',
        headerName: t('backofficeAccess:users.role'),
        width: 140,
        sortable: false,
        valueGetter: (_, row) => roleLabel(row.role),
      },
      {
        field: 'groups',
        headerName: t('backofficeAccess:users.groups'),
        width: 160,
        sortable: false,
        valueGetter: (_, row) => row.groups.join(', '),
      },
      {
        field: 'status',
        headerName: t('backofficeAccess:users.status'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => <UserStatusChip status={row.status} />,
      },
      {
        field: 'lastSeenAt',
        headerName: t('backofficeAccess:users.lastSeen'),
        width: 170,
        sortable: false,
        valueGetter: (_, row) => (row.lastSeenAt ? formatDateTime(row.lastSeenAt) : '—'),
      },
    ],
    [t, roleLabel],
  );
  const localeText = useGridLocaleText();
  return (
    <DataGrid
      rows={page.data}
      columns={columns}
      loading={loading}
      rowCount={page.total}
      paginationMode="server"
      paginationModel={model}
      onPaginationModelChange={onModel}
      pageSizeOptions={PAGE_SIZES}
      disableRowSelectionOnClick
      disableColumnFilter
      autoHeight
      localeText={localeText}
      data-testid="user-grid"
    />
  );
}

function UserCards({ page, model, onModel, roleLabel }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(page.total / model.pageSize));
  return (
    <Stack spacing={1.5} data-testid="user-cards">
      {page.data.map((user) => (
        <Card key={user.id}>
          <CardActionArea component={RouterLink} to={accessPaths.user(user.id)} sx={{ p: 2 }}>
            <Stack spacing={0.5}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {user.name || user.username}
                </Typography>
                <UserStatusChip status={user.status} />
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
                {user.username}
              </Typography>
              <Typography variant="caption">
                {t('backofficeAccess:users.role')}: {roleLabel(user.role)}
              </Typography>
            </Stack>
          </CardActionArea>
        </Card>
      ))}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={model.page + 1}
          onChange={(_, p) => onModel({ ...model, page: p - 1 })}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
