import { PAYMENT_REASONS, type PaymentStatus } from '@bitdata/contracts/constants';
import type { PaymentDetail } from '@bitdata/contracts/payments';
import Alert, { type AlertProps } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths';
import { formatDate } from '../../../i18n/format';
import { useAuth } from '../../auth';
import { useRefreshAfterUpgrade } from '../hooks';
import { formatAmount, formatMoney } from '../money';
import { PAYMENT_PATHS } from '../paths';
import { CopyField } from './CopyField';
import { StatusChip } from './StatusChip';
import { Timer } from './Timer';
import { TransactionForm } from './TransactionForm';
import '../texts';

const AddressQr = lazy(() => import('./AddressQr').then((m) => ({ default: m.AddressQr })));

const SEVERITY: Record<PaymentStatus, AlertProps['severity']> = {
  awaitingTransfer: 'info',
  checking: 'info',
  completed: 'success',
  review: 'warning',
  rejected: 'error',
  expired: 'warning',
};

/** Reasons that send a submitted transfer away while the invoice stays open for another one. */
const REFUSED: readonly string[] = [
  PAYMENT_REASONS.reverted,
  PAYMENT_REASONS.wrongChain,
  PAYMENT_REASONS.wrongToken,
  PAYMENT_REASONS.wrongRecipient,
  PAYMENT_REASONS.beforeInvoice,
  PAYMENT_REASONS.alreadyUsed,
];

/**
 * A completed payment gave the member a new role: their menus and limits are read again once, when
 * the status turns completed here or when the session still holds the role from before.
 */
function useUpgradeWhenCompleted(payment: PaymentDetail) {
  const { user } = useAuth();
  const refresh = useRefreshAfterUpgrade();
  const done = useRef<string | null>(null);
  const stale = payment.status === 'completed' && user !== null && user.role !== payment.role;
  const run = useCallback(() => {
    if (done.current === payment.paymentId) return;
    done.current = payment.paymentId;
    refresh().catch((error) => console.warn('Refreshing the session after a payment failed', error));
  }, [payment.paymentId, refresh]);
  useEffect(() => {
    if (stale) run();
  }, [stale, run]);
}

function StatusPanel({ payment }: { payment: PaymentDetail }) {
  const { t } = useTranslation();
  const { status, reason } = payment;
  const refused = status === 'awaitingTransfer' && reason !== null && REFUSED.includes(reason);
  return (
    <Stack spacing={1.5}>
      {refused && (
        <Alert severity="error" data-testid="pay-refused">
          <AlertTitle>{t('payments:pay.refused')}</AlertTitle>
          {t(`payments:reasons.${reason}`)}
        </Alert>
      )}
      <Alert severity={SEVERITY[status]} data-testid="pay-status-text">
        {status === 'checking' && <AlertTitle>{t('messages.paymentCheck')}</AlertTitle>}
        {status === 'completed' && payment.endsAt !== null
          ? t('payments:completedUntil', {
              plan: t(`payments:planNames.${payment.plan}`),
              date: formatDate(payment.endsAt),
            })
          : t(`payments:statusText.${status}`)}
        {(status === 'review' || status === 'rejected' || status === 'checking') && reason && (
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="pay-reason">
            {t(`payments:reasons.${reason}`)}
          </Typography>
        )}
        {status === 'rejected' && payment.audit.at(-1)?.note && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('payments:rejectedReason', { reason: payment.audit.at(-1)?.note })}
          </Typography>
        )}
      </Alert>
      {status === 'checking' && payment.confirmations !== null && (
        <Stack spacing={0.5} data-testid="pay-confirmations">
          <Typography variant="body2">
            {t('payments:pay.confirmations', {
              count: Math.min(payment.confirmations, payment.requiredConfirmations),
              required: payment.requiredConfirmations,
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (100 * payment.confirmations) / Math.max(1, payment.requiredConfirmations))}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** An invoice: what to send where, until when, the transaction field, and its state as it changes. */
export function InvoiceView({ payment }: { payment: PaymentDetail }) {
  const { t, i18n } = useTranslation();
  useUpgradeWhenCompleted(payment);
  const { status, network } = payment;
  const open = status === 'awaitingTransfer' || status === 'checking';
  const period = t('payments:pay.monthCount', { count: payment.months });
  const binance = network === 'binance';

  return (
    <Card sx={{ p: { xs: 3, md: 4 } }} data-testid="invoice">
      <Stack spacing={3}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" component="h2" data-testid="invoice-summary">
            {t('payments:pay.summary', { plan: t(`payments:planNames.${payment.plan}`), period })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`payments:networks.${network}`)}
          </Typography>
          <StatusChip status={status} size="medium" />
        </Stack>
        <StatusPanel payment={payment} />
        {open && (
          <>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={3}
              sx={{ alignItems: { md: 'flex-start' } }}
            >
              <Stack spacing={2.5} sx={{ flex: 1, minWidth: 0 }}>
                {/* the amount in the reader's writing, then the machine form a wallet takes, to copy */}
                <Stack spacing={0.25}>
                  <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
                    {t('payments:pay.toPay')}
                  </Typography>
                  <Typography variant="h4" component="p" data-testid="pay-amount-display">
                    {formatMoney(payment.amount, payment.coin, i18n.language)}
                  </Typography>
                </Stack>
                <CopyField
                  label={t('payments:pay.amount', {
                    coin: payment.coin,
                    network: t(`payments:networks.${network}`),
                  })}
                  value={payment.amount}
                  testId="pay-amount"
                  helperText={t('payments:pay.amountForm')}
                />
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1.5 }}>
                  {t('payments:pay.amountHelp')}
                </Typography>
                <CopyField
                  label={binance ? t('payments:pay.binanceAccount') : t('payments:pay.address')}
                  value={payment.address}
                  testId="pay-address"
                />
                {payment.tokenContract && (
                  <Typography variant="caption" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
                    {`${t('payments:pay.tokenContract')}: ${payment.tokenContract}`}
                  </Typography>
                )}
                {status === 'awaitingTransfer' && <Timer until={payment.expiresAt} />}
              </Stack>
              {!binance && (
                <Suspense fallback={<Skeleton variant="rounded" width={192} height={192} />}>
                  <AddressQr value={payment.address} label={t('payments:pay.qr')} />
                </Suspense>
              )}
            </Stack>
            <Divider />
            {status === 'awaitingTransfer' ? (
              <Stack spacing={2}>
                <TransactionForm paymentId={payment.paymentId} network={network} />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('payments:pay.watching')}
                </Typography>
              </Stack>
            ) : (
              payment.txHash && (
                <CopyField label={t('payments:pay.submittedTx')} value={payment.txHash} testId="pay-tx" />
              )
            )}
          </>
        )}
        {status === 'review' && payment.receivedAmount && (
          <Typography variant="body2" data-testid="pay-received">
            {t('payments:pay.received', {
              amount: formatAmount(payment.receivedAmount, i18n.language),
              coin: payment.coin,
            })}
          </Typography>
        )}
        {status === 'completed' && (
          <Stack direction="row" spacing={2}>
            <Button component={RouterLink} to={PATHS.dashboard.filter} variant="contained">
              {t('payments:pay.toFilters')}
            </Button>
            <Button component={RouterLink} to={PATHS.dashboard.root} variant="outlined" color="inherit">
              {t('payments:pay.toDashboard')}
            </Button>
          </Stack>
        )}
        {(status === 'expired' || status === 'rejected') && (
          <Button
            component={RouterLink}
            to={PAYMENT_PATHS.plans}
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('payments:pay.another')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
