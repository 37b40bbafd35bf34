import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import BlockIcon from '@mui/icons-material/Block';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { RetryAlert, SkeletonRows } from '../../../components/PageStates';
import { StatusView } from '../../../components/StatusView';
import { formatDateTimeZoned } from '../../../i18n/format';
import { useCan } from '../../auth';
import type { ReviewPayment } from '../api';
import { type Decision, DecisionDialog } from '../components/DecisionDialog';
import { useReviewPayments } from '../hooks';
import { formatMoney } from '../money';
import '../texts';

function Detail({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: mono ? 'monospace' : undefined, wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Stack>
  );
}

function ReviewCard({
  payment,
  mayDecide,
  onDecide,
}: {
  payment: ReviewPayment;
  mayDecide: boolean;
  onDecide: (decision: Decision) => void;
}) {
  const { t, i18n } = useTranslation();
  const plan = `${t(`payments:planNames.${payment.plan}`)} · ${t('payments:pay.monthCount', { count: payment.months })}`;
  return (
    <Card sx={{ p: 3 }} data-testid="review-row" data-payment={payment.paymentId}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
          <Detail label={t('payments:review.member')} value={payment.username} />
          <Detail label={t('payments:history.plan')} value={plan} />
          <Detail label={t('payments:history.network')} value={t(`payments:networks.${payment.network}`)} />
          <Detail
            label={t('payments:history.amount')}
            value={formatMoney(payment.amount, payment.coin, i18n.language)}
            mono
          />
          {payment.receivedAmount && (
            <Detail
              label={t('payments:review.received')}
              value={formatMoney(payment.receivedAmount, payment.coin, i18n.language)}
              mono
            />
          )}
          <Detail label={t('payments:review.created')} value={formatDateTimeZoned(payment.createdAt)} />
        </Stack>
        {payment.txHash && <Detail label={t('payments:review.tx')} value={payment.txHash} mono />}
        {payment.reason && (
          <Detail label={t('payments:review.why')} value={t(`payments:reasons.${payment.reason}`)} />
        )}
        {mayDecide && (
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" onClick={() => onDecide('approve')} data-testid="review-approve">
              {t('payments:review.approve')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => onDecide('reject')}
              data-testid="review-reject"
            >
              {t('payments:review.reject')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** /core/payments/review (operators): payments the system could not match exactly, approved or rejected by hand. */
export function PaymentReviewPage() {
  const { t } = useTranslation();
  // The server's guards: every member's payments need payment "view all", a decision payment "edit".
  const mayView = useCan(RESOURCE.payment, PERMISSION_LEVEL.viewAll);
  const mayDecide = useCan(RESOURCE.payment, PERMISSION_LEVEL.edit);
  const list = useReviewPayments(mayView);
  const [deciding, setDeciding] = useState<{ paymentId: string; decision: Decision } | null>(null);

  if (!mayView)
    return (
      <Card sx={{ p: { xs: 4, md: 8 } }}>
        <StatusView
          compact
          testId="review-forbidden"
          homePath={PATHS.dashboard.root}
          icon={<BlockIcon sx={{ fontSize: 64, color: 'text.disabled' }} />}
          title={t('payments:review.title')}
          text={t('payments:review.forbidden')}
        />
      </Card>
    );

  return (
    <Stack spacing={3} data-testid="review-page">
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('payments:review.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('payments:review.subtitle')}</Typography>
      </Stack>
      {list.isPending ? (
        <SkeletonRows rows={2} height={120} testId="review-loading" />
      ) : list.isError ? (
        <RetryAlert error={list.error} onRetry={() => void list.refetch()} testId="review-error" />
      ) : list.data.data.length === 0 ? (
        <Card sx={{ p: { xs: 4, md: 6 } }} data-testid="review-empty">
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <FactCheckIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
            <Typography sx={{ color: 'text.secondary' }}>{t('payments:review.empty')}</Typography>
          </Stack>
        </Card>
      ) : (
        list.data.data.map((payment) => (
          <ReviewCard
            key={payment.paymentId}
            payment={payment}
            mayDecide={mayDecide}
            onDecide={(decision) => setDeciding({ paymentId: payment.paymentId, decision })}
          />
        ))
      )}
      {deciding && (
        <DecisionDialog
          paymentId={deciding.paymentId}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </Stack>
  );
}
