import { changePasswordBodySchema } from '@bitdata/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { authApi } from '../../../api/endpoints';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { applyFieldIssues, useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';

type Input = z.input<typeof changePasswordBodySchema>;
type Output = z.output<typeof changePasswordBodySchema>;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const { t } = useTranslation();
  const errorTextOf = useErrorText();
  const { control, handleSubmit, reset, setError } = useForm<Input, unknown, Output>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await authApi.changePassword(values);
      reset(EMPTY);
      notify(t('messages.passwordChanged'), 'success');
    } catch (error) {
      const known = applyFieldIssues(error, setError, ['currentPassword', 'newPassword', 'confirmPassword']);
      if (!known) notify(errorTextOf(error), 'error');
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label={t('account.changePassword')}
      sx={{ maxWidth: 560 }}
    >
      <PasswordField
        name="currentPassword"
        control={control}
        label={t('account.currentPassword')}
        autoComplete="current-password"
      />
      <PasswordField
        name="newPassword"
        control={control}
        label={t('account.newPassword')}
        autoComplete="new-password"
        helperText={t('account.passwordHint')}
      />
      <PasswordField
        name="confirmPassword"
        control={control}
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
      />
      <SubmitButton control={control} sx={{ alignSelf: 'flex-start' }} data-testid="password-submit">
        {t('account.changePassword')}
      </SubmitButton>
    </Stack>
  );
}
