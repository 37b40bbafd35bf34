import type { PaidPlanCode, PaymentMonths } from '@bitdata/contracts/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/errors';
import { useErrorText } from '../../../components/form/useErrorText';
import { usePayment } from '../hooks';
import { Checkout } from './Checkout';
import { InvoiceView } from './InvoiceView';
import '../texts';

function PaymentById({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const payment = usePayment(paymentId);
  if (payment.isPending) return <Skeleton variant="rounded" height={420} data-testid="invoice-loading" />;
  if (payment.isError) {
    const missing = payment.error instanceof ApiError && [400, 403, 404].includes(payment.error.status);
    return (
      <Alert
        severity="error"
        data-testid="invoice-error"
        action={
          missing ? undefined : (
            <Button color="inherit" size="small" onClick={() => void payment.refetch()}>
              {t('common.retry')}
            </Button>
          )
        }
      >
        {missing ? t('payments:pay.notFound') : errorText(payment.error)}
      </Alert>
    );
  }
  return <InvoiceView payment={payment.data} />;
}

/**
 * A payment from choice to verdict. The open invoice's id lives in the address (`?id=`), so a reload
 * or a link from the payment history reopens the same invoice instead of creating another.
 */
export function PaymentFlow({
  plan,
  months,
  fixed,
}: {
  plan: PaidPlanCode;
  months: PaymentMonths;
  fixed: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('id');
  if (paymentId) return <PaymentById paymentId={paymentId} />;
  return (
    <Checkout
      plan={plan}
      months={months}
      fixed={fixed}
      onCreated={(created) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('id', created.paymentId);
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
