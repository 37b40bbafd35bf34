import { useTranslation } from 'react-i18next';
import { ForbiddenCard, RetryAlert, SkeletonRows } from '../../../components/PageStates';
import '../texts';

/** A role without filter "view" reaching the address: said once, no call made. */
export function FiltersNotAllowed() {
  const { t } = useTranslation();
  return (
    <ForbiddenCard
      testId="filters-forbidden"
      title={t('screener:forbiddenTitle')}
      text={t('screener:forbiddenText')}
    />
  );
}

export const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <RetryAlert error={error} onRetry={onRetry} testId="filters-error" />
);

export const Loading = ({ rows = 3 }: { rows?: number }) => (
  <SkeletonRows rows={rows} height={72} testId="filters-loading" />
);
