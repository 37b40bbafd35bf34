import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/PageContainer';
import { PageHero } from '../../../components/PageHero';
import { PlansView } from '../components/PlansView';
import '../texts';

/** /pricing (public): the plans, their prices and what each one gives. */
export function PricingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        overline={t('payments:plans.overline')}
        title={t('payments:plans.title')}
        text={t('payments:plans.subtitle')}
      />
      <PageContainer sx={{ py: { xs: 6, md: 10 } }} data-testid="pricing-page">
        <PlansView />
      </PageContainer>
    </>
  );
}
