import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSiteName } from '../../../../app/config/ConfigContext';
import { PATHS } from '../../../../app/paths';
import { ChartIllustration } from '../../../../components/ChartIllustration';
import { PageContainer } from '../../../../components/PageContainer';
import { useAuth } from '../../../auth';

export function Hero() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const siteName = useSiteName();
  return (
    <Box
      sx={(theme) => ({
        py: { xs: 6, md: 12 },
        background: `radial-gradient(circle at 80% 20%, ${alpha(theme.palette.primary.main, 0.14)}, transparent 55%)`,
      })}
    >
      <PageContainer>
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={3}>
              <Chip
                label={t('landing.hero.badge', { siteName })}
                color="primary"
                variant="outlined"
                sx={{ alignSelf: 'flex-start', fontWeight: 700 }}
              />
              <Typography variant="h1" data-testid="landing-title">
                {t('landing.hero.title')}
              </Typography>
              <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {t('landing.hero.text', { siteName })}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {/* A member already has the account: the way in is the dashboard. */}
                <Button
                  component={RouterLink}
                  to={isAuthenticated ? PATHS.dashboard.root : PATHS.auth.register}
                  variant="contained"
                  size="large"
                  endIcon={<ArrowForwardIcon />}
                >
                  {isAuthenticated ? t('nav.dashboard') : t('landing.hero.primary')}
                </Button>
                <Button
                  component={RouterLink}
                  to={PATHS.crypto}
                  variant="outlined"
                  color="inherit"
                  size="large"
                >
                  {t('nav.markets')}
                </Button>
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('landing.hero.note')}
              </Typography>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChartIllustration sx={{ maxWidth: 560, mx: 'auto' }} />
          </Grid>
        </Grid>
      </PageContainer>
    </Box>
  );
}
