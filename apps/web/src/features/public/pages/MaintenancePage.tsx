import EngineeringIcon from '@mui/icons-material/EngineeringOutlined';
import { useTranslation } from 'react-i18next';
import { StatusView } from '../../../components/StatusView';

export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={<EngineeringIcon sx={{ fontSize: 96, color: 'primary.main' }} />}
      title={t('status.maintenanceTitle')}
      text={t('status.maintenanceText')}
      testId="page-maintenance"
    />
  );
}
