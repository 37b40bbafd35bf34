import { resetPasswordBodySchema, resetRequestBodySchema } from '@bitdata/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import LockResetIcon from '@mui/icons-material/LockReset';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { authApi } from '../../../api/endpoints';
import { PATHS } from '../../../app/paths';
import { PasswordField } from '../../../components/form/PasswordField';
import { RHFTextField } from '../../../components/form/RHFTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useErrorText } from '../../../components/form/useErrorText';
import { useCaptcha } from '../captcha/useCaptcha';
import { BackToLoginLink } from '../components/BackToLoginLink';

type Result = { severity: 'success' | 'error'; text: string } | null;

/** Both forms end alike: the page shows the success text, or what went wrong in the reader's language. */
function useReportTo(onResult: (r: Result) => void) {
  const { t } = useTranslation();
  const errorTextOf = useErrorText();
  return async (action: () => Promise<unknown>, successKey: string) => {
    try {
      await action();
      onResult({ severity: 'success', text: t(successKey) });
    } catch (error) {
      onResult({ severity: 'error', text: errorTextOf(error) });
    }
  };
}

function RequestForm({ onResult }: { onResult: (r: Result) => void }) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const report = useReportTo(onResult);
  const schema = resetRequestBodySchema.omit({ tokenGG: true });
  const { control, handleSubmit } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { username: '' },
  });
  const onSubmit = handleSubmit(({ username }) =>
    report(async () => {
      const tokenGG = await captcha.execute('reset');
      await authApi.forgotPassword(username, tokenGG);
    }, 'messages.resetRequested'),
  );
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <RHFTextField
        name="username"
        control={control}
        label={t('auth.email')}
        type="email"
        autoComplete="email"
      />
      <SubmitButton control={control} size="large">
        {t('auth.sendResetLink')}
      </SubmitButton>
    </Stack>
  );
}

function NewPasswordForm({ token, onResult }: { token: string; onResult: (r: Result) => void }) {
  const { t } = useTranslation();
  const report = useReportTo(onResult);
  const { control, handleSubmit } = useForm<
    z.input<typeof resetPasswordBodySchema>,
    unknown,
    z.output<typeof resetPasswordBodySchema>
  >({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit((values) =>
    report(() => authApi.resetPassword(values), 'messages.passwordChanged'),
  );
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <PasswordField
        name="password"
        control={control}
        label={t('account.newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        name="confirmPassword"
        control={control}
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
      />
      <SubmitButton control={control} size="large">
        {t('auth.updatePassword')}
      </SubmitButton>
    </Stack>
  );
}

/** /auth/reset-password asks for the e-mail; the link in the e-mail comes back with ?token= for the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [result, setResult] = useState<Result>(null);

  return (
    <Stack spacing={3}>
      <LockResetIcon sx={{ fontSize: 64, color: 'primary.main', alignSelf: 'center' }} />
      <Stack spacing={1} sx={{ textAlign: 'center' }}>
        <Typography variant="h4" component="h1">
          {token ? t('auth.newPasswordTitle') : t('auth.forgotTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {token ? t('auth.newPasswordText') : t('auth.forgotText')}
        </Typography>
      </Stack>
      {result && (
        <Alert severity={result.severity} data-testid={`reset-${result.severity}`}>
          {result.text}
        </Alert>
      )}
      {/* Once it worked the form is done: the page keeps the success text and the way to sign in. */}
      {result?.severity === 'success' ? (
        token && (
          <Button component={RouterLink} to={PATHS.auth.login} variant="contained" size="large">
            {t('auth.login')}
          </Button>
        )
      ) : token ? (
        <NewPasswordForm token={token} onResult={setResult} />
      ) : (
        <RequestForm onResult={setResult} />
      )}
      <BackToLoginLink />
    </Stack>
  );
}
