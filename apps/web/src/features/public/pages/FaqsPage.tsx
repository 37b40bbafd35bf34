import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSiteName } from '../../../app/config/ConfigContext';
import { PATHS } from '../../../app/paths';
import { PageContainer } from '../../../components/PageContainer';
import { PageHero } from '../../../components/PageHero';
import { paidPlans, usePlans } from '../../payments';
import { useOfferTexts, usePlansAnswer } from '../offers';

const QUESTIONS = [
  'what',
  'exchanges',
  'filters',
  'statistics',
  'notifications',
  'plans',
  'payment',
  'verify',
  'language',
  'risk',
] as const;

/**
 * The answers that state what this site offers are built from its settings and plans: the market
 * kinds and intervals its feeds follow, and each paid plan's limits as GET /plans sends them (the
 * generic answer while they load, or if they cannot).
 */
export function FaqsPage() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const offers = useOfferTexts();
  const plans = usePlans();
  const plansAnswer = usePlansAnswer();
  const answer = (q: (typeof QUESTIONS)[number]) =>
    (q === 'plans' && plans.data && plansAnswer(paidPlans(plans.data))) ||
    t(`faqs.items.${q}.a`, { siteName, markets: offers.markets, intervals: offers.intervals });
  return (
    <>
      <PageHero overline={t('faqs.overline')} title={t('faqs.title')} text={t('faqs.text')} />
      <PageContainer maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Stack spacing={1.5}>
          {QUESTIONS.map((q) => (
            <Accordion key={q} disableGutters sx={{ borderRadius: 2, '&::before': { display: 'none' } }}>
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                aria-controls={`faq-${q}`}
                id={`faq-${q}-title`}
              >
                <Typography variant="subtitle1" component="h2">
                  {t(`faqs.items.${q}.q`, { siteName })}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${q}`}>
                <Typography sx={{ color: 'text.secondary' }} data-testid={`faq-${q}-answer`}>
                  {answer(q)}
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Stack>
        <Stack spacing={2} sx={{ mt: 6, alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="h5" component="h2">
            {t('faqs.moreTitle')}
          </Typography>
          <Button component={RouterLink} to={PATHS.contact} variant="contained">
            {t('faqs.moreAction')}
          </Button>
        </Stack>
      </PageContainer>
    </>
  );
}
