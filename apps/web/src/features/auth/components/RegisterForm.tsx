import { signupBodySchema } from '@bitdata/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '../../../components/form/FormError';
import { PasswordField } from '../../../components/form/PasswordField';
import { RHFTextField } from '../../../components/form/RHFTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { applyFieldIssues, useErrorText } from '../../../components/form/useErrorText';
import { isLanguage } from '../../../i18n';
import { browserTimezone } from '../../../i18n/timezones';
import { useCaptcha } from '../captcha/useCaptcha';
import { useAuth } from '../hooks/useAuth';

type Input = z.input<typeof signupBodySchema>;
type Output = z.output<typeof signupBodySchema>;
const FIELDS = ['name', 'username', 'phone', 'password', 'confirmPassword'] as const;

/**
 * Sign-up: the user document, e-mail, password twice, name, phone and the captcha token, with
 * the language the visitor reads and the browser's zone, so the account shows times and
 * sends mail as the visitor saw the site.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const { register } = useAuth();
  const captcha = useCaptcha();
  const errorTextOf = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<Input, unknown, Output>({
    resolver: zodResolver(signupBodySchema),
    defaultValues: { document: 'user', name: '', username: '', phone: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const tokenGG = await captcha.execute('signup');
      await register({
        ...values,
        tokenGG,
        language: isLanguage(i18n.language) ? i18n.language : undefined,
        timezone: browserTimezone(),
      });
      onRegistered(values.username);
    } catch (error) {
      applyFieldIssues(error, setError, FIELDS);
      setFormError(errorTextOf(error));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={t('auth.registerForm')}>
      <FormError text={formError} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <RHFTextField name="name" control={control} label={t('auth.name')} autoComplete="name" />
        <RHFTextField name="phone" control={control} label={t('auth.phone')} type="tel" autoComplete="tel" />
      </Stack>
      <RHFTextField
        name="username"
        control={control}
        label={t('auth.email')}
        type="email"
        autoComplete="email"
      />
      <PasswordField
        name="password"
        control={control}
        label={t('auth.password')}
        autoComplete="new-password"
      />
      <PasswordField
        name="confirmPassword"
        control={control}
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
      />
      <SubmitButton control={control} size="large" fullWidth data-testid="register-submit">
        {t('auth.createAccount')}
      </SubmitButton>
    </Stack>
  );
}
