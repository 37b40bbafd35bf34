import LockIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { PageHero } from '../../../components/PageHero';
import { loginPathFor, useAuth } from '../../auth';
import { PaymentFlow } from '../components/PaymentFlow';
import { monthsOf, PAYMENT_PATHS, planOfRole } from '../paths';
import '../texts';

function SignInFirst() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Card sx={{ p: { xs: 4, md: 6 } }} data-testid="payment-sign-in">
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
        <LockIcon sx={{ fontSize: 56, color: 'primary.main' }} />
        <Typography variant="h5" component="h2">
          {t('payments:pay.signInTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('payments:pay.signInText')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to={loginPathFor(`${pathname}${search}`)} variant="contained">
            {t('payments:pay.signIn')}
          </Button>
          <Button component={RouterLink} to={PAYMENT_PATHS.pricing} variant="outlined" color="inherit">
            {t('payments:pay.toPlans')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * /payment (public site): the member picks plan and period here (`?role=midium&time=12` preselects,
 * the same codes as the dashboard's user/payment/{role}/{time}); a guest is asked to sign in first.
 */
export function PublicPaymentPage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  return (
    <>
      <PageHero
        overline={t('payments:pay.overline')}
        title={t('payments:pay.title')}
        text={t('payments:pay.subtitle')}
      />
      <PageContainer sx={{ py: { xs: 6, md: 10 } }} data-testid="public-payment-page">
        {isAuthenticated ? (
          <PaymentFlow
            plan={planOfRole(params.get('role') ?? undefined) ?? 'basic'}
            months={monthsOf(params.get('time') ?? undefined) ?? 1}
            fixed={false}
          />
        ) : (
          <SignInFirst />
        )}
      </PageContainer>
    </>
  );
}
