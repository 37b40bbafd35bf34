import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Check your e-mail": what a visitor sees once a link is on its way (after signing up, after giving
 * an e-mail to a provider's sign-in), with what was sent and the next steps below it.
 */
export function CheckEmailPanel({
  message,
  testId,
  children,
}: {
  message: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ textAlign: 'center', alignItems: 'center' }}>
      <MarkEmailReadIcon sx={{ fontSize: 72, color: 'primary.main' }} />
      <Typography variant="h4" component="h1">
        {t('auth.checkEmailTitle')}
      </Typography>
      <Alert severity="success" sx={{ textAlign: 'start' }} data-testid={testId}>
        {message}
      </Alert>
      {children}
    </Stack>
  );
}
