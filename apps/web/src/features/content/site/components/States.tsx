import SearchOffIcon from '@mui/icons-material/SearchOff';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../../components/PageStates';
import { StatusView } from '../../../../components/StatusView';

/** A hidden or unknown item: the site's not-found view, the same as for an unknown address. */
export function ContentNotFound() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ py: { xs: 8, md: 12 }, px: 2 }}>
      <StatusView
        code="404"
        icon={<SearchOffIcon />}
        title={t('errors.notFoundTitle')}
        text={t('errors.notFoundText')}
        testId="page-404"
      />
    </Stack>
  );
}

/** A page of text while it loads: a title and paragraphs' worth of lines. */
export function ArticleSkeleton({ testId = 'content-loading' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label={t('common.loading')} data-testid={testId}>
      <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '60%' }} />
      <Skeleton variant="rounded" height={180} />
      {[90, 100, 95, 70].map((width) => (
        <Skeleton key={width} variant="text" sx={{ width: `${width}%` }} />
      ))}
    </Stack>
  );
}

export function ContentEmpty({ text, testId = 'content-empty' }: { text: string; testId?: string }) {
  return (
    <Typography sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }} data-testid={testId}>
      {text}
    </Typography>
  );
}

export function ContentError({
  error,
  onRetry,
  lead,
}: {
  error: unknown;
  onRetry: () => void;
  lead: string;
}) {
  return <RetryAlert error={error} onRetry={onRetry} lead={lead} testId="content-error" />;
}
