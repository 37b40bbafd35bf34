import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCan } from '../../auth';
import { PageHeader } from '../components/PageHeader';
import { NotAllowed, QueryState } from '../components/QueryState';
import { UserActions } from '../components/UserActions';
import { UserEditForm } from '../components/UserEditForm';
import { UserSessions } from '../components/UserSessions';
import { UserStatusChip } from '../components/UserStatusChip';
import { useAdminUser } from '../hooks';
import { accessPaths } from '../paths';
import '../texts';

/** /core/user/:id: an account's role, groups and status, its block and reset actions, its sessions. */
export function UserEditPage() {
  const mayView = useCan(RESOURCE.user, PERMISSION_LEVEL.viewAll);
  return mayView ? <UserEdit /> : <NotAllowed />;
}

function UserEdit() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const mayEdit = useCan(RESOURCE.user, PERMISSION_LEVEL.edit);
  const user = useAdminUser(id);
  return (
    <Stack spacing={3} data-testid="user-edit-page">
      <QueryState query={user}>
        {(u) => (
          <>
            <PageHeader
              title={u.name || u.username}
              subtitle={u.username}
              back={accessPaths.users}
              action={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                  <UserStatusChip status={u.status} />
                  {mayEdit && <UserActions user={u} />}
                </Stack>
              }
            />
            <Card sx={{ p: { xs: 2.5, md: 4 } }}>
              <UserEditForm user={u} mayEdit={mayEdit} />
            </Card>
            <Card sx={{ p: { xs: 2.5, md: 4 } }}>
              <Stack spacing={2}>
                <Typography variant="h6" component="h2">
                  {t('backofficeAccess:sessions.title')}
                </Typography>
                <UserSessions userId={u.id} mayEdit={mayEdit} />
              </Stack>
            </Card>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
