import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PATHS } from '../../../app/paths';
import { titleKey } from '../../../layouts/dashboard/nav-icons';

/**
 * Screens of the back office and trading tools (filters, statistics, documents...) whose data
 * arrives in their own issues: the route exists now and says clearly what will be here.
 */
export function SectionPage() {
  const { t } = useTranslation();
  const { section = '' } = useParams();
  const key = titleKey(section.replace(/-/g, ' '));
  const name = t(`sections.${key}`, { defaultValue: section });
  return (
    <Card sx={{ p: { xs: 4, md: 8 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="section-page">
        <ConstructionIcon sx={{ fontSize: 72, color: 'primary.main' }} />
        <Typography variant="h4" component="h1">
          {name}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>
          {t('dashboard.sectionComing', { name })}
        </Typography>
        <Button component={RouterLink} to={PATHS.dashboard.root} variant="contained">
          {t('common.backHome')}
        </Button>
      </Stack>
    </Card>
  );
}

export function DashboardNotFoundPage() {
  const { t } = useTranslation();
  return (
    <Card sx={{ p: { xs: 4, md: 8 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <SearchOffIcon sx={{ fontSize: 72, color: 'text.secondary' }} />
        <Typography variant="h4" component="h1">
          {t('errors.notFoundTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('errors.notFoundText')}</Typography>
        <Button component={RouterLink} to={PATHS.dashboard.root} variant="contained">
          {t('common.backHome')}
        </Button>
      </Stack>
    </Card>
  );
}
