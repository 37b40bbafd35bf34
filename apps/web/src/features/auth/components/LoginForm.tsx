import { loginBodySchema } from '@bitdata/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { PATHS } from '../../../app/paths';
import { FormError } from '../../../components/form/FormError';
import { PasswordField } from '../../../components/form/PasswordField';
import { RHFTextField } from '../../../components/form/RHFTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { applyFieldIssues, useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { useCaptcha } from '../captcha/useCaptcha';
import { useAuth } from '../hooks/useAuth';
import { usePasskeyErrorText } from '../passkeys/usePasskeyErrorText';
import { PasskeySignIn } from './PasskeySignIn';

export const loginFormSchema = loginBodySchema.omit({ tokenGG: true }).extend({ remember: z.boolean() });
type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormOutput = z.output<typeof loginFormSchema>;

/** Login form: idle, submitting, then 'Login success' or an error above the form. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const { login } = useAuth();
  const captcha = useCaptcha();
  const errorTextOf = useErrorText();
  const passkeyErrorText = usePasskeyErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, getValues } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '', remember: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let tokenGG: string | undefined;
    try {
      tokenGG = await captcha.execute('login');
    } catch (error) {
      setFormError(errorTextOf(error));
      return;
    }
    try {
      await login({ ...values, tokenGG });
      notify(t('messages.loginSuccess'), 'success');
      onSuccess();
    } catch (error) {
      applyFieldIssues(error, setError, ['username', 'password']);
      setFormError(errorTextOf(error));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={t('auth.loginForm')}>
      <FormError text={formError} />
      <RHFTextField
        name="username"
        control={control}
        label={t('auth.email')}
        type="email"
        // `webauthn`: the browser may offer this site's passkeys among the suggestions (PasskeySignIn)
        autoComplete="username webauthn"
      />
      <PasswordField
        name="password"
        control={control}
        label={t('auth.password')}
        autoComplete="current-password"
      />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Controller
          name="remember"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
              }
              label={t('auth.rememberMe')}
            />
          )}
        />
        <Link
          component={RouterLink}
          to={PATHS.auth.resetPassword}
          variant="body2"
          color="inherit"
          sx={{ textDecoration: 'underline' }}
        >
          {t('auth.forgotPassword')}
        </Link>
      </Stack>
      <SubmitButton control={control} size="large" fullWidth data-testid="login-submit">
        {t('auth.login')}
      </SubmitButton>
      <PasskeySignIn
        remember={() => getValues('remember') !== false}
        onError={(error) => setFormError(error === null ? null : passkeyErrorText(error))}
        onSuccess={() => {
          notify(t('messages.loginSuccess'), 'success');
          onSuccess();
        }}
      />
    </Stack>
  );
}
