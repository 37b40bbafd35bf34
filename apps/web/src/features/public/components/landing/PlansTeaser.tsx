import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../app/paths';
import { PageContainer } from '../../../../components/PageContainer';
import {
  formatAmount,
  PlanCard,
  PlansLoading,
  paidPlans,
  percentOf,
  usePlanOffer,
  usePlans,
} from '../../../payments';
import { SectionHeading } from './SectionHeading';

/**
 * The paid plans as the server sells them (GET /plans: prices and features an operator may change),
 * monthly; choosing one opens the pricing page, where the billing period is chosen and paid.
 */
export function PlansTeaser() {
  const { t, i18n } = useTranslation();
  const plans = usePlans();
  const offer = usePlanOffer();
  const paid = plans.data ? paidPlans(plans.data) : [];
  return (
    <Box component="section" sx={{ py: { xs: 8, md: 12 } }} aria-labelledby="plans-title">
      <PageContainer>
        <SectionHeading
          id="plans-title"
          overline={t('landing.plans.overline')}
          title={t('landing.plans.title')}
          text={t('landing.plans.text')}
        />
        {plans.isPending && <PlansLoading />}
        <Grid container spacing={3}>
          {paid.map((plan) => {
            const { card, chooseLabel } = offer(plan, 'monthly');
            return (
              <Grid key={plan.code} size={{ xs: 12, md: 4 }}>
                <PlanCard
                  {...card}
                  current={false}
                  actionLabel={chooseLabel}
                  actionTo={PATHS.pricing}
                  nameAs="h3"
                />
              </Grid>
            );
          })}
        </Grid>
        {paid[0] ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', mt: 3 }}>
            {t('landing.plans.footnote', { saving: formatAmount(percentOf(paid[0].saleOff), i18n.language) })}
          </Typography>
        ) : (
          // no plans to show (not loaded, or none for sale): the pricing page says why
          !plans.isPending && (
            <Box sx={{ textAlign: 'center' }}>
              <Button
                component={RouterLink}
                to={PATHS.pricing}
                variant="outlined"
                data-testid="plans-see-all"
              >
                {t('landing.plans.seeAll')}
              </Button>
            </Box>
          )
        )}
      </PageContainer>
    </Box>
  );
}
