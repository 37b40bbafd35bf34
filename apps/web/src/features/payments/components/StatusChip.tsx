import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import '../texts';

const COLOR: Record<string, ChipProps['color']> = {
  awaitingTransfer: 'default',
  checking: 'info',
  completed: 'success',
  review: 'warning',
  rejected: 'error',
  expired: 'default',
};

/** A payment's state (one of PAYMENT_STATUSES), in the reader's language. */
export function StatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      color={COLOR[status] ?? 'default'}
      label={t(`payments:status.${status}`)}
      data-testid="payment-status"
      data-status={status}
    />
  );
}
