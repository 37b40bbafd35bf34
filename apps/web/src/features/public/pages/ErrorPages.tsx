import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { StatusView } from '../../../components/StatusView';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusView
      code="404"
      icon={<SearchOffIcon />}
      title={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
      testId="page-404"
    />
  );
}

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusView
      code="500"
      icon={null}
      title={t('errors.serverErrorTitle')}
      text={t('errors.serverErrorText')}
      testId="page-500"
    />
  );
}
