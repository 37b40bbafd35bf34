import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PlansView } from '../components/PlansView';
import '../texts';

/** /core/plans: the same plans inside the dashboard, with the member's current plan marked. */
export function PlansPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} data-testid="plans-page">
      <Typography variant="h4" component="h1">
        {t('payments:plans.title')}
      </Typography>
      <PlansView />
    </Stack>
  );
}
