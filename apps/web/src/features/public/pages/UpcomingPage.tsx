import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../app/paths';
import { PageContainer } from '../../../components/PageContainer';
import { PageHero } from '../../../components/PageHero';
import { useAuth } from '../../auth';

const ICONS: Record<string, ReactElement> = {
  documentation: <MenuBookIcon sx={{ fontSize: 56 }} />,
  news: <ArticleIcon sx={{ fontSize: 56 }} />,
};

/**
 * Pages whose data arrives in later issues (documentation, news): their place
 * in the site and layout exist now, with a clear statement of what is coming.
 */
export function UpcomingPage({ kind }: { kind: string }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  return (
    <>
      <PageHero
        overline={t(`upcoming.${kind}.overline`)}
        title={t(`upcoming.${kind}.title`)}
        text={t(`upcoming.${kind}.text`)}
      />
      <PageContainer sx={{ py: { xs: 6, md: 10 } }}>
        <Card sx={{ p: { xs: 4, md: 6 } }} data-testid={`upcoming-${kind}`}>
          <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Stack sx={{ color: 'primary.main' }}>{ICONS[kind]}</Stack>
            <Typography variant="h5" component="h2">
              {t('upcoming.stateTitle')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', maxWidth: 560 }}>
              {t(`upcoming.${kind}.state`)}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {!isAuthenticated && (
                <Button component={RouterLink} to={PATHS.auth.register} variant="contained">
                  {t('upcoming.notify')}
                </Button>
              )}
              <Button component={RouterLink} to={PATHS.home} variant="outlined" color="inherit">
                {t('common.backHome')}
              </Button>
            </Stack>
          </Stack>
        </Card>
      </PageContainer>
    </>
  );
}
