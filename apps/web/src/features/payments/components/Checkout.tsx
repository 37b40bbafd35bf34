import {
  PAID_PLAN_CODES,
  PAYMENT_MONTHS,
  type PaidPlanCode,
  type PaymentMonths,
  type PaymentNetwork,
} from '@bitdata/contracts/constants';
import type { PaymentCreated } from '@bitdata/contracts/payments';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useErrorText } from '../../../components/form/useErrorText';
import { paymentsApi } from '../api';
import { usePlans } from '../hooks';
import { formatMoney } from '../money';
import { PAYMENT_PATHS } from '../paths';
import { useLowerPlans } from '../plan-offer';
import { NotSetUp } from './NotSetUp';
import '../texts';

interface Props {
  plan: PaidPlanCode;
  months: PaymentMonths;
  /** The route fixes plan and months (user/payment/{role}/{time}); /payment lets the member pick. */
  fixed: boolean;
  onCreated: (payment: PaymentCreated) => void;
}

/** First step of a payment: plan, period and network, then the server opens an invoice. */
export function Checkout({ plan: initialPlan, months: initialMonths, fixed, onCreated }: Props) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const plans = usePlans();
  const lowerPlans = useLowerPlans();
  const [plan, setPlan] = useState(initialPlan);
  const [months, setMonths] = useState(initialMonths);
  const [chosen, setChosen] = useState<PaymentNetwork | null>(null);
  const create = useMutation({ mutationFn: paymentsApi.create, onSuccess: onCreated });

  if (plans.isPending) return <Skeleton variant="rounded" height={320} data-testid="checkout-loading" />;
  if (plans.isError)
    return (
      <Alert
        severity="error"
        data-testid="checkout-error"
        action={
          <Button color="inherit" size="small" onClick={() => void plans.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {errorText(plans.error)}
      </Alert>
    );

  const { networks, settingsHelp } = plans.data;
  const lower = lowerPlans(plans.data);
  if (networks.length === 0) return <NotSetUp settings={[...new Set(Object.values(settingsHelp).flat())]} />;
  const network = chosen ?? networks[0]?.network ?? null;
  const offer = plans.data.plans.find((p) => p.code === plan);
  const total = offer ? (months === 12 ? offer.yearlyPriceWithTax : offer.monthlyPriceWithTax) : null;
  const period = t('payments:pay.monthCount', { count: months });

  return (
    <Card sx={{ p: { xs: 3, md: 4 } }} data-testid="checkout">
      <Stack spacing={3}>
        {fixed ? (
          <Typography variant="h6" component="h2" data-testid="checkout-summary">
            {t('payments:pay.summary', { plan: t(`payments:planNames.${plan}`), period })}
          </Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <FormControl>
              <FormLabel id="pay-plan">{t('payments:pay.plan')}</FormLabel>
              <ToggleButtonGroup
                exclusive
                color="primary"
                value={plan}
                onChange={(_, value: PaidPlanCode | null) => value && setPlan(value)}
                aria-labelledby="pay-plan"
              >
                {PAID_PLAN_CODES.map((code) => (
                  <ToggleButton key={code} value={code} disabled={lower.isLower(code)}>
                    {t(`payments:planNames.${code}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </FormControl>
            <FormControl>
              <FormLabel id="pay-period">{t('payments:pay.period')}</FormLabel>
              <ToggleButtonGroup
                exclusive
                color="primary"
                value={months}
                onChange={(_, value: PaymentMonths | null) => value && setMonths(value)}
                aria-labelledby="pay-period"
              >
                {PAYMENT_MONTHS.map((m) => (
                  <ToggleButton key={m} value={m}>
                    {t('payments:pay.monthCount', { count: m })}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </FormControl>
          </Stack>
        )}
        <FormControl>
          <FormLabel id="pay-network">{t('payments:pay.network')}</FormLabel>
          <RadioGroup
            aria-labelledby="pay-network"
            value={network ?? ''}
            onChange={(_, value) => setChosen(value as PaymentNetwork)}
          >
            {networks.map((n) => (
              <FormControlLabel
                key={n.network}
                value={n.network}
                control={<Radio />}
                label={t(`payments:networks.${n.network}`)}
                data-testid={`network-${n.network}`}
              />
            ))}
          </RadioGroup>
          <FormHelperText>{t('payments:pay.networkHelp')}</FormHelperText>
        </FormControl>
        {total && (
          <Typography variant="h5" component="p" data-testid="checkout-total">
            {`${t('payments:pay.total')}: ${formatMoney(total, plans.data.coin, i18n.language)}`}
          </Typography>
        )}
        {create.isError && (
          <Alert severity="error" data-testid="checkout-create-error">
            {errorText(create.error)}
          </Alert>
        )}
        {lower.isLower(plan) && (
          <Alert
            severity="info"
            data-testid="checkout-lower"
            action={
              <Button component={RouterLink} to={PAYMENT_PATHS.plans} color="inherit" size="small">
                {t('payments:pay.toPlans')}
              </Button>
            }
          >
            {lower.note}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          disabled={!network || lower.isLower(plan)}
          loading={create.isPending}
          loadingPosition="start"
          onClick={() => network && create.mutate({ plan, months, network })}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="checkout-start"
        >
          {create.isPending ? t('payments:pay.starting') : t('payments:pay.start')}
        </Button>
      </Stack>
    </Card>
  );
}
