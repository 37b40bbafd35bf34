import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../app/paths';
import { PageContainer } from '../../../../components/PageContainer';
import { useAuth } from '../../../auth';

export function CallToAction() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  // The invitation is to create an account: a member has one.
  if (isAuthenticated) return null;
  return (
    <Box component="section" sx={{ pb: { xs: 8, md: 12 } }} aria-labelledby="cta-title">
      <PageContainer>
        <Stack
          spacing={3}
          sx={{
            p: { xs: 4, md: 8 },
            borderRadius: 4,
            textAlign: 'center',
            alignItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Typography id="cta-title" variant="h2">
            {t('landing.cta.title')}
          </Typography>
          <Typography sx={{ maxWidth: 640 }}>{t('landing.cta.text')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              component={RouterLink}
              to={PATHS.auth.register}
              variant="contained"
              size="large"
              sx={{
                bgcolor: 'background.paper',
                color: 'text.primary',
                '&:hover': { bgcolor: 'background.default' },
              }}
            >
              {t('landing.cta.primary')}
            </Button>
            <Button component={RouterLink} to={PATHS.faqs} variant="outlined" color="inherit" size="large">
              {t('landing.cta.secondary')}
            </Button>
          </Stack>
        </Stack>
      </PageContainer>
    </Box>
  );
}
