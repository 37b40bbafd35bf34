import BlockIcon from '@mui/icons-material/Block';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../app/paths';
import { useErrorText } from './form/useErrorText';
import { StatusView } from './StatusView';

/**
 * The states a dashboard page shows around its data, shared by the features: each passes its own
 * words and test id (e2e specs find a feature's state by it).
 */

/** A role without the level a screen needs: said at once, before anything is loaded. */
export function ForbiddenCard({ testId, title, text }: { testId: string; title: string; text: string }) {
  return (
    <Card sx={{ p: { xs: 4, md: 8 } }}>
      <StatusView
        compact
        testId={testId}
        titleComponent="p"
        homePath={PATHS.dashboard.root}
        icon={<BlockIcon sx={{ fontSize: 64, color: 'text.disabled' }} />}
        title={title}
        text={text}
      />
    </Card>
  );
}

/** A failed load: the server's reason in the reader's language, and a retry. */
export function RetryAlert({
  error,
  onRetry,
  testId,
  lead,
}: {
  error: unknown;
  onRetry: () => void;
  testId: string;
  /** What could not be loaded, said before the server's reason (a part of a page that failed alone). */
  lead?: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {lead ? `${lead} ${errorText(error)}` : errorText(error)}
    </Alert>
  );
}

/** Placeholder rows while a list loads. */
export function SkeletonRows({
  rows = 3,
  height = 56,
  testId,
}: {
  rows?: number;
  height?: number;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label={t('common.loading')} data-testid={testId}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
