import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenCard, RetryAlert, SkeletonRows } from '../../../components/PageStates';
import { isForbidden } from '../hooks';
import '../texts';

/** The "not allowed" card every screen of this feature shows for a role without the grant. */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <ForbiddenCard
      testId="access-forbidden"
      title={t('backofficeAccess:states.forbiddenTitle')}
      text={t('backofficeAccess:states.forbidden')}
    />
  );
}

export const LoadingRows = ({ rows = 3 }: { rows?: number }) => (
  <SkeletonRows rows={rows} testId="access-loading" />
);

export const ErrorRetry = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <RetryAlert error={error} onRetry={onRetry} testId="access-error" />
);

/** A query's loading, refused and failed states; its data goes to `children` once it is there. */
export function QueryState<T>({
  query,
  children,
  rows,
}: {
  query: UseQueryResult<T, unknown>;
  children: (data: T) => ReactNode;
  rows?: number;
}) {
  if (query.isPending) return <LoadingRows rows={rows} />;
  if (query.isError)
    return isForbidden(query.error) ? (
      <NotAllowed />
    ) : (
      <ErrorRetry error={query.error} onRetry={() => void query.refetch()} />
    );
  return <>{children(query.data)}</>;
}
