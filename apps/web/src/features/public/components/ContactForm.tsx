import { contactBodySchema } from '@bitdata/contracts/site';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { siteApi } from '../../../api/endpoints';
import { RHFTextField } from '../../../components/form/RHFTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { applyFieldIssues, useErrorText } from '../../../components/form/useErrorText';
import { useCaptcha } from '../../auth';

const schema = contactBodySchema.omit({ tokenGG: true });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const EMPTY: Input = { name: '', email: '', subject: '', message: '' };

/** Validated here and on the server; the server rate-limits, stores it and mails the contact mailbox. */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const captcha = useCaptcha();
  const errorTextOf = useErrorText();
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const tokenGG = await captcha.execute('contact');
      const answer = await siteApi.contact({ ...values, tokenGG });
      reset(EMPTY);
      const key = `messages.${answer?.key}`;
      setResult({ severity: 'success', text: i18n.exists(key) ? t(key) : t('contact.sent') });
    } catch (error) {
      applyFieldIssues(error, setError, ['name', 'email', 'subject', 'message']);
      setResult({ severity: 'error', text: errorTextOf(error) });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={t('contact.formTitle')}>
      {result && (
        <Alert severity={result.severity} data-testid="contact-result">
          {result.text}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <RHFTextField name="name" control={control} label={t('contact.name')} autoComplete="name" />
        <RHFTextField
          name="email"
          control={control}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
        />
      </Stack>
      <RHFTextField name="subject" control={control} label={t('contact.subject')} />
      <RHFTextField name="message" control={control} label={t('contact.message')} multiline minRows={5} />
      <SubmitButton control={control} size="large" sx={{ alignSelf: 'flex-start' }}>
        {t('contact.send')}
      </SubmitButton>
    </Stack>
  );
}
