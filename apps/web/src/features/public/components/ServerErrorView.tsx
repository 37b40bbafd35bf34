import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { StatusView } from '../../../components/StatusView';

/** The 500 screen; also what a page that crashed shows. */
export function ServerErrorView() {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '70vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 6,
      }}
    >
      <StatusView
        code="500"
        icon={<ReportProblemIcon />}
        title={t('errors.serverErrorTitle')}
        text={t('errors.serverErrorText')}
        testId="page-500"
      />
    </Box>
  );
}
