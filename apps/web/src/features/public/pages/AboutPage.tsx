import LockIcon from '@mui/icons-material/LockOutlined';
import RuleIcon from '@mui/icons-material/Rule';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSiteName } from '../../../app/config/ConfigContext';
import { PATHS } from '../../../app/paths';
import { PageContainer } from '../../../components/PageContainer';
import { PageHero } from '../../../components/PageHero';

const VALUES = [
  { key: 'transparency', icon: <VisibilityIcon /> },
  { key: 'discipline', icon: <RuleIcon /> },
  { key: 'privacy', icon: <LockIcon /> },
] as const;
const STORY = ['problem', 'approach', 'today'] as const;

export function AboutPage() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  return (
    <>
      <PageHero
        overline={t('about.overline')}
        title={t('about.title', { siteName })}
        text={t('about.text')}
      />
      <PageContainer sx={{ py: { xs: 6, md: 10 } }}>
        <Grid container spacing={{ xs: 4, md: 8 }}>
          {STORY.map((part) => (
            <Grid key={part} size={{ xs: 12, md: 4 }}>
              <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
                {t(`about.story.${part}.title`)}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                {t(`about.story.${part}.text`, { siteName })}
              </Typography>
            </Grid>
          ))}
        </Grid>
        <Typography variant="h3" component="h2" sx={{ mt: { xs: 8, md: 12 }, mb: 4, textAlign: 'center' }}>
          {t('about.valuesTitle')}
        </Typography>
        <Grid container spacing={3}>
          {VALUES.map((v) => (
            <Grid key={v.key} size={{ xs: 12, md: 4 }}>
              <Card sx={{ p: 3.5, height: 1 }}>
                <Box sx={{ color: 'primary.main', mb: 2, display: 'flex' }}>{v.icon}</Box>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  {t(`about.values.${v.key}.title`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`about.values.${v.key}.text`)}
                </Typography>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Stack spacing={2} sx={{ mt: { xs: 8, md: 12 }, alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="h4" component="h2">
            {t('about.contactTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 560 }}>{t('about.contactText')}</Typography>
          <Button component={RouterLink} to={PATHS.contact} variant="contained" size="large">
            {t('about.contactAction')}
          </Button>
        </Stack>
      </PageContainer>
    </>
  );
}
