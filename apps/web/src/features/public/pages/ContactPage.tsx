import AccessTimeIcon from '@mui/icons-material/AccessTime';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswerOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConfig } from '../../../app/config/ConfigContext';
import { PATHS } from '../../../app/paths';
import { PageContainer } from '../../../components/PageContainer';
import { PageHero } from '../../../components/PageHero';
import { ContactForm } from '../components/ContactForm';

export function ContactPage() {
  const { t } = useTranslation();
  const { contactEmail } = useConfig();
  const items = [
    ...(contactEmail
      ? [
          {
            icon: <MailOutlineIcon />,
            title: t('contact.mailbox'),
            body: <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>,
          },
        ]
      : []),
    { icon: <AccessTimeIcon />, title: t('contact.hoursTitle'), body: t('contact.hours') },
    {
      icon: <QuestionAnswerIcon />,
      title: t('contact.faqTitle'),
      body: (
        <Link component={RouterLink} to={PATHS.faqs}>
          {t('contact.faqLink')}
        </Link>
      ),
    },
  ];
  return (
    <>
      <PageHero overline={t('contact.overline')} title={t('contact.title')} text={t('contact.text')} />
      <PageContainer sx={{ py: { xs: 6, md: 10 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={3}>
              {items.map((item) => (
                <Stack key={item.title} direction="row" spacing={2}>
                  <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>{item.icon}</Box>
                  <Box>
                    <Typography variant="subtitle1" component="h2">
                      {item.title}
                    </Typography>
                    <Typography component="div" sx={{ color: 'text.secondary' }}>
                      {item.body}
                    </Typography>
                  </Box>
                </Stack>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card sx={{ p: { xs: 3, md: 4 } }}>
              <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
                {t('contact.formTitle')}
              </Typography>
              <ContactForm />
            </Card>
          </Grid>
        </Grid>
      </PageContainer>
    </>
  );
}
