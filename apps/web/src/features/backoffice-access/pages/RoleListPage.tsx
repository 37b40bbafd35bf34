import type { Role } from '@bitdata/contracts/backoffice/access';
import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import AddIcon from '@mui/icons-material/Add';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../auth';
import { EntityTable } from '../components/EntityTable';
import { PageHeader } from '../components/PageHeader';
import { NotAllowed, QueryState } from '../components/QueryState';
import { useRoles } from '../hooks';
import { localized } from '../names';
import { accessPaths } from '../paths';
import '../texts';

/** /core/role: every role, built-in ones marked, with its user count and how many documents it reaches. */
export function RoleListPage() {
  const mayView = useCan(RESOURCE.role, PERMISSION_LEVEL.view);
  return mayView ? <RoleList /> : <NotAllowed />;
}

function RoleList() {
  const { t, i18n } = useTranslation();
  const mayCreate = useCan(RESOURCE.role, PERMISSION_LEVEL.create);
  const roles = useRoles();
  return (
    <Stack spacing={3} data-testid="role-list-page">
      <PageHeader
        title={t('backofficeAccess:roles.title')}
        subtitle={t('backofficeAccess:roles.subtitle')}
        action={
          mayCreate && (
            <Button
              component={RouterLink}
              to={accessPaths.roleCreate}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('backofficeAccess:roles.create')}
            </Button>
          )
        }
      />
      <QueryState query={roles}>
        {(list) => (
          <EntityTable<Role>
            rows={list}
            keyOf={(r) => r.code}
            nameOf={(r) => localized(r.name, i18n.language, r.code)}
            linkOf={(r) => accessPaths.role(r.code)}
            label={t('backofficeAccess:roles.role')}
            empty={t('backofficeAccess:roles.empty')}
            emptyIcon={<ShieldIcon sx={{ fontSize: 56, color: 'text.disabled' }} />}
            columns={[
              { header: t('backofficeAccess:roles.userCount'), cell: (r) => r.userCount },
              { header: t('backofficeAccess:roles.documentCount'), cell: (r) => r.permissions.length },
              {
                header: t('backofficeAccess:roles.kind'),
                cell: (r) => (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t(r.builtIn ? 'backofficeAccess:roles.builtIn' : 'backofficeAccess:roles.custom')}
                  />
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </Stack>
  );
}
