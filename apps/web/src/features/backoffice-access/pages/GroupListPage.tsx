import type { Group } from '@bitdata/contracts/backoffice/access';
import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import AddIcon from '@mui/icons-material/Add';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../auth';
import { EntityTable } from '../components/EntityTable';
import { PageHeader } from '../components/PageHeader';
import { NotAllowed, QueryState } from '../components/QueryState';
import { useGroups } from '../hooks';
import { localized } from '../names';
import { accessPaths } from '../paths';
import '../texts';

/** /core/group: every group with its member and grant counts. */
export function GroupListPage() {
  const mayView = useCan(RESOURCE.group, PERMISSION_LEVEL.view);
  return mayView ? <GroupList /> : <NotAllowed />;
}

function GroupList() {
  const { t, i18n } = useTranslation();
  const mayCreate = useCan(RESOURCE.group, PERMISSION_LEVEL.create);
  const groups = useGroups();
  return (
    <Stack spacing={3} data-testid="group-list-page">
      <PageHeader
        title={t('backofficeAccess:groups.title')}
        subtitle={t('backofficeAccess:groups.subtitle')}
        action={
          mayCreate && (
            <Button
              component={RouterLink}
              to={accessPaths.groupCreate}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('backofficeAccess:groups.create')}
            </Button>
          )
        }
      />
      <QueryState query={groups}>
        {(list) => (
          <EntityTable<Group>
            rows={list}
            keyOf={(g) => g.code}
            nameOf={(g) => localized(g.name, i18n.language, g.code)}
            linkOf={(g) => accessPaths.group(g.code)}
            label={t('backofficeAccess:groups.group')}
            empty={t('backofficeAccess:groups.empty')}
            emptyIcon={<GroupsIcon sx={{ fontSize: 56, color: 'text.disabled' }} />}
            columns={[
              { header: t('backofficeAccess:groups.memberCount'), cell: (g) => g.members.length },
              { header: t('backofficeAccess:roles.documentCount'), cell: (g) => g.permissions.length },
            ]}
          />
        )}
      </QueryState>
    </Stack>
  );
}
