import BlockIcon from '@mui/icons-material/Block';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { useErrorText } from '../../../components/form/useErrorText';
import { StatusView } from '../../../components/StatusView';
import '../texts';

/** A role without filter "view" reaching the address: said once, no call made. */
export function FiltersNotAllowed() {
  const { t } = useTranslation();
  return (
    <Card sx={{ p: { xs: 4, md: 8 } }}>
      <StatusView
        compact
        testId="filters-forbidden"
        titleComponent="p"
        homePath={PATHS.dashboard.root}
        icon={<BlockIcon sx={{ fontSize: 64, color: 'text.disabled' }} />}
        title={t('screener:forbiddenTitle')}
        text={t('screener:forbiddenText')}
      />
    </Card>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Alert
      severity="error"
      data-testid="filters-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {errorText(error)}
    </Alert>
  );
}

const SKELETON_ROWS = ['first', 'second', 'third'];

export function Loading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label={t('common.loading')} data-testid="filters-loading">
      {SKELETON_ROWS.slice(0, rows).map((row) => (
        <Skeleton key={row} variant="rounded" height={72} />
      ))}
    </Stack>
  );
}
