import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../app/config/ConfigContext';
import { PageContainer } from '../../../components/PageContainer';
import { PageHero } from '../../../components/PageHero';
import { formatLongDate } from '../../../i18n/format';

const PRIVACY = ['collect', 'use', 'cookies', 'sharing', 'security', 'retention', 'rights'] as const;
const TERMS = ['service', 'accounts', 'payments', 'risk', 'liability', 'changes'] as const;
/** Date the current wording took effect. */
const EFFECTIVE = new Date(2023, 0, 1);

function PolicySection({
  id,
  prefix,
  items,
  values,
}: {
  id: string;
  prefix: string;
  items: readonly string[];
  values: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="section" spacing={3} aria-labelledby={id}>
      <Typography id={id} variant="h3" component="h2">
        {t(`${prefix}.title`)}
      </Typography>
      {items.map((item) => (
        <Stack key={item} spacing={1}>
          <Typography variant="h6" component="h3">
            {t(`${prefix}.sections.${item}.title`)}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t(`${prefix}.sections.${item}.text`, values)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** Privacy policy and terms on one page: the footer's "terms" and "privacy" both lead here. */
export function PolicyPage() {
  const { t, i18n } = useTranslation();
  const { siteName, contactEmail } = useConfig();
  // Without a published mailbox the policy points to the contact form instead.
  const values = { siteName, contactEmail: contactEmail ?? t('policy.contactForm') };
  return (
    <>
      <PageHero overline={t('policy.overline')} title={t('policy.title')} text={t('policy.text', values)}>
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          {t('policy.effective', { date: formatLongDate(EFFECTIVE, i18n.language) })}
        </Typography>
      </PageHero>
      <PageContainer maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Stack spacing={6} divider={<Divider />}>
          <PolicySection id="privacy" prefix="policy.privacy" items={PRIVACY} values={values} />
          <PolicySection id="terms" prefix="policy.terms" items={TERMS} values={values} />
        </Stack>
      </PageContainer>
    </>
  );
}
