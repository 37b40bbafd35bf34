import type { Plan, PlansResponse } from '@bitdata/contracts/payments';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form/useErrorText';
import { formatDate } from '../../../i18n/format';
import { loginPathFor, useAuth } from '../../auth';
import { usePlans } from '../hooks';
import { formatAmount, isZero, percentOf } from '../money';
import { paymentPath } from '../paths';
import { type Billing, paidPlans, useLowerPlans, usePlanOffer } from '../plan-offer';
import { NotSetUp } from './NotSetUp';
import { PlanCard } from './PlanCard';
import '../texts';

type Plans = PlansResponse['data'];

/** "1 market filter, no notifications, time frames 15m, 1h": the free plan's limits in words. */
function useFreeLimits() {
  const { t } = useTranslation();
  return (plan: Plan) => {
    const { filterLimit, notificationLimit, intervals } = plan.limits;
    const parts = [
      filterLimit === 0
        ? t('payments:plans.freeLimits.filtersNone')
        : t('payments:plans.freeLimits.filters', { count: filterLimit ?? 0 }),
      notificationLimit === 0
        ? t('payments:plans.freeLimits.notificationsNone')
        : t('payments:plans.freeLimits.notifications', { count: notificationLimit ?? 0 }),
    ];
    if (intervals.length > 0) {
      const list = intervals.map((code) => t(`market.intervals.${code}`, { defaultValue: code })).join(', ');
      parts.push(t('payments:plans.freeLimits.intervals', { list }));
    }
    return parts.join(', ');
  };
}

export function PlansLoading() {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3} aria-busy="true" aria-label={t('common.loading')} data-testid="plans-loading">
      {['basic', 'middle', 'premium'].map((code) => (
        <Grid key={code} size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={420} />
        </Grid>
      ))}
    </Grid>
  );
}

function PlansGrid({ data }: { data: Plans }) {
  const { t, i18n } = useTranslation();
  const offer = usePlanOffer();
  const { user, isAuthenticated } = useAuth();
  const freeLimits = useFreeLimits();
  const [billing, setBilling] = useState<Billing>('monthly');
  const paid = paidPlans(data);
  const free = data.plans.find((plan) => plan.code === 'member');
  // The server names the caller's plan; a guest has none, a member's is the free one.
  const currentCode = data.currentPlan?.code ?? (isAuthenticated ? 'member' : null);
  const saving = formatAmount(paid[0] ? percentOf(paid[0].saleOff) : '0', i18n.language);
  const months = billing === 'yearly' ? 12 : 1;
  const settings = [...new Set(Object.values(data.settingsHelp).flat())];
  const current = paid.find((plan) => plan.code === currentCode);
  // a lower plan than the running one is refused by the server: not offered, and said why
  const lower = useLowerPlans()(data);

  return (
    <Stack spacing={4}>
      {data.networks.length === 0 && <NotSetUp settings={settings} />}
      {current && data.currentPlan?.endsAt && (
        <Alert severity="success" data-testid="plans-current-end">
          {t('payments:plans.endsOn', {
            plan: t(`payments:planNames.${current.code}`),
            date: formatDate(data.currentPlan.endsAt),
          })}
        </Alert>
      )}
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={billing}
          onChange={(_, value: Billing | null) => value && setBilling(value)}
          aria-label={t('payments:plans.billing')}
        >
          <ToggleButton value="monthly" data-testid="billing-monthly">
            {t('payments:plans.monthly')}
          </ToggleButton>
          <ToggleButton value="yearly" data-testid="billing-yearly">
            {t('payments:plans.yearly')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" sx={{ color: 'success.main' }} data-testid="billing-saving">
          {t('payments:plans.saving', { percent: saving })}
        </Typography>
      </Stack>
      <Grid container spacing={3}>
        {paid.map((plan) => {
          const { card, name, chooseLabel } = offer(plan, billing);
          const target = paymentPath(plan.code, months);
          return (
            <Grid key={plan.code} size={{ xs: 12, md: 4 }}>
              <PlanCard
                {...card}
                current={plan.code === currentCode}
                actionLabel={
                  isAuthenticated ? chooseLabel : t('payments:plans.signInToChoose', { plan: name })
                }
                actionTo={isAuthenticated ? target : loginPathFor(target)}
                unavailableNote={lower.isLower(plan.code) ? lower.note : undefined}
              />
            </Grid>
          );
        })}
      </Grid>
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', textAlign: 'center' }}
        data-testid="plans-tax"
      >
        {isZero(data.taxRate)
          ? t('payments:plans.noTaxes')
          : t('payments:plans.taxes', { percent: formatAmount(percentOf(data.taxRate), i18n.language) })}
      </Typography>
      {free && (
        <Card sx={{ p: 3 }} data-testid="plan-member">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Stack spacing={0.5} sx={{ flex: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('payments:plans.freeTitle')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('payments:plans.freeText', { limits: freeLimits(free) })}
              </Typography>
            </Stack>
            {currentCode === 'member' && user && (
              <Chip color="primary" label={t('payments:plans.current')} data-testid="plan-current" />
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** The three plans side by side with the billing switch and the free plan's limits. */
export function PlansView() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const plans = usePlans();
  if (plans.isPending) return <PlansLoading />;
  if (plans.isError)
    return (
      <Alert
        severity="error"
        data-testid="plans-error"
        action={
          <Button color="inherit" size="small" onClick={() => void plans.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('payments:plans.loadError')} {errorText(plans.error)}
      </Alert>
    );
  return <PlansGrid data={plans.data} />;
}
