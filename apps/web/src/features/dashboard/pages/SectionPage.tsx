import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PATHS } from '../../../app/paths';
import { StatusView } from '../../../components/StatusView';
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
      <StatusView
        compact
        testId="section-page"
        homePath={PATHS.dashboard.root}
        icon={<ConstructionIcon sx={{ fontSize: 72, color: 'primary.main' }} />}
        title={name}
        text={t('dashboard.sectionComing', { name })}
      />
    </Card>
  );
}

export function DashboardNotFoundPage() {
  const { t } = useTranslation();
  return (
    <Card sx={{ p: { xs: 4, md: 8 } }}>
      <StatusView
        compact
        homePath={PATHS.dashboard.root}
        icon={<SearchOffIcon sx={{ fontSize: 72, color: 'text.secondary' }} />}
        title={t('errors.notFoundTitle')}
        text={t('errors.notFoundText')}
      />
    </Card>
  );
}
