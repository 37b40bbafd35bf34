import { oauthCompleteBodySchema } from '@bitdata/contracts/oauth';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../api/errors';
import { FormError } from '../../../components/form/FormError';
import { RHFTextField } from '../../../components/form/RHFTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useErrorText } from '../../../components/form/useErrorText';
import { BackToLoginLink } from '../components/BackToLoginLink';
import { CheckEmailPanel } from '../components/CheckEmailPanel';
import { oauthApi } from './oauth.api';

const schema = oauthCompleteBodySchema.pick({ email: true });

/** The link code of an "e-mail taken" answer, which the server sends among the refusal's details. */
function linkCodeOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.key !== 'oauthEmailTaken') return null;
  const link = (error.details as { link?: unknown } | undefined)?.link;
  return typeof link === 'string' ? link : null;
}

/**
 * The provider gave no verified e-mail (X, some Facebook accounts): the person gives one, and it is
 * verified by the same mail as at signup before the account can sign in. An address that already has
 * an account turns into the "prove it is yours" step of the login screen.
 */
export function OAuthCompleteEmail({
  code,
  provider,
  providerName,
  loginPath,
}: {
  code: string;
  provider: string | null;
  providerName: string;
  /** the login screen's own address, for the "e-mail taken" step */
  loginPath: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorTextOf = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; text: string } | null>(null);
  const { control, handleSubmit } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      const answer = await oauthApi.complete({ code, email });
      setSent({ email, text: t(`messages.${answer.key}`, { defaultValue: answer.message }) });
    } catch (error) {
      const link = linkCodeOf(error);
      if (link) {
        const params = new URLSearchParams({ error: 'oauthEmailTaken', link });
        if (provider) params.set('provider', provider);
        navigate(`${loginPath}?${params}`, { replace: true });
        return;
      }
      setFormError(errorTextOf(error));
    }
  });

  if (sent)
    return (
      <CheckEmailPanel message={sent.text} testId="oauth-complete-sent">
        <BackToLoginLink />
      </CheckEmailPanel>
    );

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('auth.oauth.emailTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('auth.oauth.emailText', { name: providerName })}
        </Typography>
      </Stack>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={2.5}
        aria-label={t('auth.oauth.emailTitle')}
      >
        <FormError text={formError} />
        <RHFTextField
          name="email"
          control={control}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
        />
        <SubmitButton control={control} size="large" data-testid="oauth-complete-submit">
          {t('auth.oauth.emailSubmit')}
        </SubmitButton>
      </Stack>
      <BackToLoginLink />
    </Stack>
  );
}
