import { type AdminUser, adminUserUpdateSchema } from '@bitdata/contracts/backoffice/access';
import { USER_STATUSES } from '@bitdata/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RHFTextField } from '../../../components/form/RHFTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { applyFieldIssues, useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { accessApi } from '../api';
import { useInvalidate } from '../hooks';
import { GroupsSelect, RoleSelect } from './CodeSelects';
import '../texts';

type Input = z.input<typeof adminUserUpdateSchema>;
type Output = z.output<typeof adminUserUpdateSchema>;
const FIELDS = ['name', 'phone', 'role', 'groups', 'status'] as const;

const valuesOf = (user: AdminUser): Input => ({
  name: user.name,
  phone: user.phone,
  role: user.role,
  groups: user.groups,
  status: user.status,
});

/** What an operator may change of an account; only the changed fields are sent. */
export function UserEditForm({ user, mayEdit }: { user: AdminUser; mayEdit: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidate();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { dirtyFields },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(adminUserUpdateSchema),
    values: valuesOf(user),
  });

  const onSubmit = handleSubmit(async (values) => {
    const changed = Object.fromEntries(FIELDS.filter((f) => dirtyFields[f]).map((f) => [f, values[f]]));
    if (Object.keys(changed).length === 0) {
      notify(t('messages.noChanges'), 'warning');
      return;
    }
    try {
      const updated = await accessApi.updateUser(user.id, changed);
      reset(valuesOf(updated));
      await invalidate('user');
      notify(t('messages.updateSuccess'), 'success');
    } catch (error) {
      applyFieldIssues(error, setError, FIELDS);
      notify(errorText(error), 'error');
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} data-testid="user-edit-form">
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <RHFTextField name="name" control={control} label={t('backofficeAccess:users.name')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label={t('backofficeAccess:users.email')} value={user.username} fullWidth disabled />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RHFTextField
            name="phone"
            control={control}
            label={t('backofficeAccess:users.phone')}
            type="tel"
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RoleSelect
            name="role"
            control={control}
            label={t('backofficeAccess:users.role')}
            testId="user-role"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <GroupsSelect name="groups" control={control} label={t('backofficeAccess:users.groups')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RHFTextField
            name="status"
            control={control}
            label={t('backofficeAccess:users.status')}
            select
            fullWidth
          >
            {USER_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`backofficeAccess:status.${s}`)}
              </MenuItem>
            ))}
          </RHFTextField>
        </Grid>
      </Grid>
      {mayEdit && (
        <SubmitButton control={control} sx={{ alignSelf: 'flex-end' }} data-testid="user-save">
          {t('common.saveChanges')}
        </SubmitButton>
      )}
    </Stack>
  );
}
