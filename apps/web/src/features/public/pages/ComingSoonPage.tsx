import RocketLaunchIcon from '@mui/icons-material/RocketLaunchOutlined';
import { useTranslation } from 'react-i18next';
import { StatusView } from '../../../components/StatusView';

export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={<RocketLaunchIcon sx={{ fontSize: 96, color: 'primary.main' }} />}
      title={t('status.comingSoonTitle')}
      text={t('status.comingSoonText')}
      testId="page-coming-soon"
    />
  );
}
