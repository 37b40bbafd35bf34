import { adminUserCreateSchema } from '@bitdata/contracts/backoffice/access';
import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormError } from '../../../components/form/FormError';
import { PasswordField } from '../../../components/form/PasswordField';
import { RHFTextField } from '../../../components/form/RHFTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { applyFieldIssues, useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { useCan } from '../../auth';
import { accessApi } from '../api';
import { GroupsSelect, RoleSelect } from '../components/CodeSelects';
import { PageHeader } from '../components/PageHeader';
import { NotAllowed } from '../components/QueryState';
import { accessPaths } from '../paths';
import '../texts';
import { useState } from 'react';

/** The create form: a password, or none and the new user gets a link to set one. */
const formSchema = adminUserCreateSchema
  .omit({ password: true })
  .extend({ sendLink: z.boolean(), password: z.string().max(128) })
  .superRefine((v, ctx) => {
    if (!v.sendLink && v.password.length < 8)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'passwordTooShort' });
  });
type Input = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;
const FIELDS = ['username', 'name', 'phone', 'role', 'groups', 'password'] as const;

export function UserCreatePage() {
  const mayCreate = useCan(RESOURCE.user, PERMISSION_LEVEL.create);
  return mayCreate ? <UserCreate /> : <NotAllowed />;
}

function UserCreate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<Input, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      username: '',
      name: '',
      phone: '',
      role: 'basic',
      groups: [],
      sendLink: true,
      password: '',
    },
  });
  const sendLink = useWatch({ control, name: 'sendLink' });

  const onSubmit = handleSubmit(async ({ sendLink: link, password, ...values }) => {
    setFormError(null);
    try {
      const created = await accessApi.createUser(link ? values : { ...values, password });
      notify(t('backofficeAccess:users.created'), 'success');
      navigate(accessPaths.user(created.id));
    } catch (error) {
      applyFieldIssues(error, setError, FIELDS);
      setFormError(errorText(error));
    }
  });

  return (
    <Stack spacing={3} data-testid="user-create-page">
      <PageHeader title={t('backofficeAccess:users.createTitle')} back={accessPaths.users} />
      <Card sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
          <FormError text={formError} />
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 6 }}>
              <RHFTextField
                name="name"
                control={control}
                label={t('backofficeAccess:users.name')}
                fullWidth
                required
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <RHFTextField
                name="username"
                control={control}
                label={t('backofficeAccess:users.email')}
                type="email"
                autoComplete="off"
                fullWidth
                required
              />
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
            <Grid size={12}>
              <GroupsSelect name="groups" control={control} label={t('backofficeAccess:users.groups')} />
            </Grid>
            <Grid size={12}>
              <Controller
                name="sendLink"
                control={control}
                render={({ field }) => (
                  <RadioGroup
                    value={field.value ? 'link' : 'password'}
                    onChange={(e) => field.onChange(e.target.value === 'link')}
                    aria-label={t('backofficeAccess:users.passwordChoice')}
                  >
                    <FormControlLabel
                      value="link"
                      control={<Radio />}
                      label={t('backofficeAccess:users.sendLink')}
                    />
                    <FormControlLabel
                      value="password"
                      control={<Radio />}
                      label={t('backofficeAccess:users.setPassword')}
                    />
                  </RadioGroup>
                )}
              />
            </Grid>
            {!sendLink && (
              <Grid size={{ xs: 12, md: 6 }}>
                <PasswordField
                  name="password"
                  control={control}
                  label={t('backofficeAccess:users.password')}
                />
              </Grid>
            )}
          </Grid>
          <SubmitButton control={control} sx={{ alignSelf: 'flex-end' }} data-testid="user-submit">
            {t('backofficeAccess:users.create')}
          </SubmitButton>
        </Stack>
      </Card>
    </Stack>
  );
}
