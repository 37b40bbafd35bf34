import AndroidIcon from '@mui/icons-material/Android';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import BarChartIcon from '@mui/icons-material/BarChart';
import FilterAltIcon from '@mui/icons-material/FilterAltOutlined';
import InsightsIcon from '@mui/icons-material/Insights';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../../components/PageContainer';
import { useOfferTexts } from '../../offers';
import { SectionHeading } from './SectionHeading';

const FEATURES = [
  { key: 'statistics', icon: <InsightsIcon /> },
  { key: 'filters', icon: <FilterAltIcon /> },
  { key: 'backtest', icon: <BarChartIcon /> },
  { key: 'notifications', icon: <NotificationsActiveIcon /> },
  { key: 'news', icon: <ArticleIcon /> },
  { key: 'mobile', icon: <AndroidIcon /> },
] as const;

/**
 * The product's parts. What depends on this site's settings says what it has: the market kinds of
 * its feeds, and the Android app only where there is one to get (LINK_ANDROID), with its link.
 */
export function Features() {
  const { t } = useTranslation();
  const { markets, android } = useOfferTexts();
  const shown = FEATURES.filter((f) => f.key !== 'mobile' || android);
  return (
    <Box component="section" sx={{ py: { xs: 8, md: 12 } }} aria-labelledby="features-title">
      <PageContainer>
        <SectionHeading
          id="features-title"
          overline={t('landing.features.overline')}
          title={t('landing.features.title')}
          text={t('landing.features.text')}
        />
        <Grid container spacing={3}>
          {shown.map((f) => (
            <Grid key={f.key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ p: 3.5, height: 1 }} data-testid={`landing-feature-${f.key}`}>
                <Box
                  sx={(theme) => ({
                    width: 48,
                    height: 48,
                    borderRadius: 1.5,
                    display: 'grid',
                    placeItems: 'center',
                    color: 'primary.main',
                    bgcolor: alpha(theme.palette.primary.main, 0.12),
                    mb: 2.5,
                  })}
                >
                  {f.icon}
                </Box>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  {t(`landing.features.items.${f.key}.title`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`landing.features.items.${f.key}.text`, { markets })}
                </Typography>
                {f.key === 'mobile' && android && (
                  <Link
                    href={android}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="body2"
                    sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}
                  >
                    {t('landing.features.items.mobile.action')}
                  </Link>
                )}
              </Card>
            </Grid>
          ))}
        </Grid>
      </PageContainer>
    </Box>
  );
}
