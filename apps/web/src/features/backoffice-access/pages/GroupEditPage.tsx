import { type Group, groupWriteSchema, memberRefSchema } from '@bitdata/contracts/backoffice/access';
import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useCan } from '../../auth';
import { accessApi } from '../api';
import { DeleteButton } from '../components/DeleteButton';
import { GrantsField } from '../components/GrantsField';
import { MembersField } from '../components/MembersField';
import { NameFields } from '../components/NameFields';
import { PageHeader } from '../components/PageHeader';
import { NotAllowed, QueryState } from '../components/QueryState';
import { useRemove, useSave } from '../components/saving';
import { useGroup, useInvalidate } from '../hooks';
import { localized } from '../names';
import { accessPaths } from '../paths';
import '../texts';

/** The form holds the members themselves (to show their names); the write sends their ids. */
const formSchema = groupWriteSchema.omit({ memberIds: true }).extend({ members: z.array(memberRefSchema) });
type Input = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;
const FIELDS = ['code', 'name.en', 'name.vi', 'permissions'] as const;
const EMPTY: Input = { code: '', name: { en: '', vi: '' }, members: [], permissions: [] };
const valuesOf = (g: Group): Input => ({
  code: g.code,
  name: g.name,
  members: g.members,
  permissions: g.permissions,
});

/** /core/group/create, /core/group/:id and the spec's /core/group/:document/:id: members and grants. */
export function GroupEditPage() {
  const { id } = useParams();
  const mayView = useCan(RESOURCE.group, PERMISSION_LEVEL.view);
  const mayCreate = useCan(RESOURCE.group, PERMISSION_LEVEL.create);
  // The permission is checked before anything is asked of the server.
  if (!(id ? mayView : mayCreate)) return <NotAllowed />;
  return id ? <StoredGroup code={id} /> : <GroupForm group={null} />;
}

function StoredGroup({ code }: { code: string }) {
  const group = useGroup(code);
  return <QueryState query={group}>{(g) => <GroupForm group={g} />}</QueryState>;
}

function GroupForm({ group }: { group: Group | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const mayEdit = useCan(RESOURCE.group, group ? PERMISSION_LEVEL.edit : PERMISSION_LEVEL.create);
  const mayDelete = useCan(RESOURCE.group, PERMISSION_LEVEL.delete) && group !== null;
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(formSchema),
    values: group ? valuesOf(group) : EMPTY,
  });
  const save = useSave(setError, FIELDS);

  const onSubmit = handleSubmit(async ({ members, ...values }) => {
    const body = { ...values, memberIds: members.map((m) => m.id) };
    await save(isDirty, async () => {
      if (group) reset(valuesOf(await accessApi.updateGroup(group.code, body)));
      else {
        const created = await accessApi.createGroup(body);
        reset({ ...values, members });
        navigate(accessPaths.group(created.code), { replace: true });
      }
      await invalidate('group');
    });
  });

  const remove = useRemove(
    async () => {
      if (group) await accessApi.deleteGroup(group.code);
    },
    () => invalidate('group'),
    accessPaths.groups,
  );

  const title = group
    ? localized(group.name, i18n.language, group.code)
    : t('backofficeAccess:groups.createTitle');
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} data-testid="group-edit-page">
      <PageHeader
        title={title}
        back={accessPaths.groups}
        action={mayDelete && <DeleteButton name={title} onDelete={remove} />}
      />
      <Card sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={3}>
          <NameFields control={control} codeLocked={group !== null} />
          <MembersField control={control} />
        </Stack>
      </Card>
      <Card sx={{ p: { xs: 2, md: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('backofficeAccess:groups.grants')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('backofficeAccess:groups.grantsHelp')}
          </Typography>
          <GrantsField control={control} />
        </Stack>
      </Card>
      {mayEdit && (
        <SubmitButton control={control} sx={{ alignSelf: 'flex-end' }} data-testid="group-save">
          {group ? t('common.saveChanges') : t('backofficeAccess:groups.create')}
        </SubmitButton>
      )}
    </Stack>
  );
}
