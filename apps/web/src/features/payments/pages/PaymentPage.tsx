import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PaymentFlow } from '../components/PaymentFlow';
import { monthsOf, PAYMENT_PATHS, planOfRole } from '../paths';
import '../texts';

/** /core/user/payment/{role}/{time}: paying for the plan that gives `role`, for `time` months. */
export function PaymentPage() {
  const { t } = useTranslation();
  const { role, time } = useParams();
  const plan = planOfRole(role);
  const months = monthsOf(time);
  return (
    <Stack spacing={3} data-testid="payment-page">
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('payments:pay.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('payments:pay.subtitle')}</Typography>
      </Stack>
      {plan && months ? (
        <PaymentFlow plan={plan} months={months} fixed />
      ) : (
        <Alert
          severity="warning"
          data-testid="payment-bad-route"
          action={
            <Button component={RouterLink} to={PAYMENT_PATHS.plans} color="inherit" size="small">
              {t('payments:pay.toPlans')}
            </Button>
          }
        >
          {t('payments:pay.badRoute')}
        </Alert>
      )}
    </Stack>
  );
}
