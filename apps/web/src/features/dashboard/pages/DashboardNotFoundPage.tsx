import SearchOffIcon from '@mui/icons-material/SearchOff';
import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { StatusView } from '../../../components/StatusView';

/** An address inside the dashboard that has no screen (also the inherited template routes). */
export function DashboardNotFoundPage() {
  const { t } = useTranslation();
  return (
    <Card sx={{ p: { xs: 4, md: 8 } }}>
      <StatusView
        compact
        testId="page-404"
        homePath={PATHS.dashboard.root}
        icon={<SearchOffIcon sx={{ fontSize: 72, color: 'text.secondary' }} />}
        title={t('errors.notFoundTitle')}
        text={t('errors.notFoundText')}
      />
    </Card>
  );
}
