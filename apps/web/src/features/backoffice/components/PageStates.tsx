import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { ForbiddenCard, RetryAlert, SkeletonRows } from '../../../components/PageStates';
import { DashboardNotFoundPage } from '../../dashboard';
import '../texts';

/** A role without the level a back-office screen needs: said at once, before anything is loaded. */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <ForbiddenCard
      testId="backoffice-forbidden"
      title={t('backoffice:forbiddenTitle')}
      text={t('backoffice:forbiddenText')}
    />
  );
}

export const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <RetryAlert error={error} onRetry={onRetry} testId="backoffice-error" />
);

/**
 * A failed load as the page shows it: an address naming nothing (404) is the not-found page, a
 * refusal (403) says "not allowed", anything else an error with a retry.
 */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404) return <DashboardNotFoundPage />;
  if (error instanceof ApiError && error.status === 403) return <NotAllowed />;
  return <LoadError error={error} onRetry={onRetry} />;
}

export const Loading = ({ rows = 3 }: { rows?: number }) => (
  <SkeletonRows rows={rows} testId="backoffice-loading" />
);
