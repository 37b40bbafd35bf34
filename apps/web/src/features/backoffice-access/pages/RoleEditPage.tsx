import { type Role, roleWriteSchema } from '@bitdata/contracts/backoffice/access';
import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useCan } from '../../auth';
import { accessApi } from '../api';
import { DeleteButton } from '../components/DeleteButton';
import { GrantsField } from '../components/GrantsField';
import { NameFields } from '../components/NameFields';
import { PageHeader } from '../components/PageHeader';
import { NotAllowed, QueryState } from '../components/QueryState';
import { useRemove, useSave } from '../components/saving';
import { useInvalidate, useRole } from '../hooks';
import { localized } from '../names';
import { accessPaths } from '../paths';
import '../texts';

type Input = z.input<typeof roleWriteSchema>;
type Output = z.output<typeof roleWriteSchema>;
const FIELDS = ['code', 'name.en', 'name.vi', 'permissions'] as const;
const EMPTY: Input = { code: '', name: { en: '', vi: '' }, permissions: [] };

/** /core/role/create and /core/role/:code: a role's names and its permission matrix. */
export function RoleEditPage() {
  const { code } = useParams();
  const mayView = useCan(RESOURCE.role, PERMISSION_LEVEL.view);
  const mayCreate = useCan(RESOURCE.role, PERMISSION_LEVEL.create);
  // The permission is checked before anything is asked of the server.
  if (!(code ? mayView : mayCreate)) return <NotAllowed />;
  return code ? <StoredRole code={code} /> : <RoleForm current={null} />;
}

function StoredRole({ code }: { code: string }) {
  const role = useRole(code);
  return <QueryState query={role}>{(r) => <RoleForm current={r} />}</QueryState>;
}

function RoleForm({ current: role }: { current: Role | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const mayEdit = useCan(RESOURCE.role, role ? PERMISSION_LEVEL.edit : PERMISSION_LEVEL.create);
  const mayDelete = useCan(RESOURCE.role, PERMISSION_LEVEL.delete) && role !== null && !role.builtIn;
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(roleWriteSchema),
    values: role ? { code: role.code, name: role.name, permissions: role.permissions } : EMPTY,
  });
  const save = useSave(setError, FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    await save(isDirty, async () => {
      if (role) {
        const updated = await accessApi.updateRole(role.code, values);
        reset({ code: updated.code, name: updated.name, permissions: updated.permissions });
      } else {
        const created = await accessApi.createRole(values);
        reset(values);
        navigate(accessPaths.role(created.code), { replace: true });
      }
      await invalidate('role');
    });
  });

  const remove = useRemove(
    async () => {
      if (role) await accessApi.deleteRole(role.code);
    },
    () => invalidate('role'),
    accessPaths.roles,
  );

  const title = role
    ? localized(role.name, i18n.language, role.code)
    : t('backofficeAccess:roles.createTitle');
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} data-testid="role-edit-page">
      <PageHeader
        title={title}
        subtitle={role ? t('backofficeAccess:roles.users', { count: role.userCount }) : undefined}
        back={accessPaths.roles}
        action={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {role?.builtIn && <Chip label={t('backofficeAccess:roles.builtIn')} size="small" />}
            {mayDelete && <DeleteButton name={title} onDelete={remove} />}
          </Stack>
        }
      />
      <Card sx={{ p: { xs: 2.5, md: 4 } }}>
        <NameFields control={control} codeLocked={role !== null} />
      </Card>
      <Card sx={{ p: { xs: 2, md: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('backofficeAccess:matrix.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('backofficeAccess:matrix.help')}
          </Typography>
          <GrantsField control={control} />
        </Stack>
      </Card>
      {mayEdit && (
        <SubmitButton control={control} sx={{ alignSelf: 'flex-end' }} data-testid="role-save">
          {role ? t('common.saveChanges') : t('backofficeAccess:roles.create')}
        </SubmitButton>
      )}
    </Stack>
  );
}
