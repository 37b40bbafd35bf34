import KeyIcon from '@mui/icons-material/KeyOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../components/AccountMenu';
import { useAuth } from '../../auth';
import { PaymentHistory } from '../../payments';
import { PasswordForm } from '../components/PasswordForm';
import { ProfileForm } from '../components/ProfileForm';
import { SignInMethods } from '../components/SignInMethods';

/** /core/user/account: profile and password change, the sign-in methods, and the member's payment history. */
export function AccountPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [tab, setTab] = useState<'profile' | 'password'>('profile');
  if (!user) return null;
  const name = user.displayName || user.name;

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('account.title')}
      </Typography>
      <Card sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            src={user.photoURL ?? undefined}
            alt={name}
            sx={{
              width: 64,
              height: 64,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 24,
            }}
          >
            {initialsOf(name)}
          </Avatar>
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p" noWrap>
              {name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
              {user.username}
            </Typography>
          </Stack>
          <Chip label={t(`roles.${user.role}`)} color="primary" size="small" sx={{ ml: 'auto' }} />
        </Stack>
      </Card>
      <Card>
        <Tabs
          value={tab}
          onChange={(_, v) => setTab(v)}
          sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
          aria-label={t('account.title')}
        >
          <Tab value="profile" label={t('account.profile')} icon={<PersonIcon />} iconPosition="start" />
          <Tab
            value="password"
            label={t('account.security')}
            icon={<KeyIcon />}
            iconPosition="start"
            data-testid="tab-password"
          />
        </Tabs>
        <Stack sx={{ p: 3 }}>{tab === 'profile' ? <ProfileForm /> : <PasswordForm />}</Stack>
      </Card>
      <SignInMethods />
      <Suspense fallback={null}>
        <PaymentHistory />
      </Suspense>
    </Stack>
  );
}
