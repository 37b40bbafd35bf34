import BlockIcon from '@mui/icons-material/Block';
import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { StatusView } from '../../../components/StatusView';
import '../texts';

/** A role without notification "view" reaching the address: said once, no call made. */
export function NotificationsNotAllowed() {
  const { t } = useTranslation();
  return (
    <Card sx={{ p: { xs: 4, md: 8 } }}>
      <StatusView
        compact
        testId="notifications-forbidden"
        titleComponent="p"
        homePath={PATHS.dashboard.root}
        icon={<BlockIcon sx={{ fontSize: 64, color: 'text.disabled' }} />}
        title={t('notifications:forbiddenTitle')}
        text={t('notifications:forbiddenText')}
      />
    </Card>
  );
}
